import { Injectable, OnModuleInit } from '@nestjs/common';
import { type ResourceRow, SAMPLING_PLAN } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest } from '../../platform';
import { type ExtensionContext, ResourceExtensions, type TransitionStep } from '../resources';
import { checkView, planState } from './plan-checker';
import { GeneratePlanCommand } from './plan-generate.command';
import { PlanOverride } from './plan-override';
import { checkPlanOpen, lockProject, PLANNING_STATES, projectRefusal } from './plan-open';
import { numberSamples } from './plan-samples';
import { PLAN_MESSAGES as M } from './sampling-plans.messages';

/**
 * The sampling plan's rules on the kernel's commands (hooks) and its own commands: a plan is made
 * for a project in 现场调查中 or 现场采样中 (one per project, its unit recorded); it and its rows
 * change only while 编制中 or 已退回; submitting needs rows that follow the current survey and no
 * GBZ 159 shortfall left — or only those an override approved by another person lets through;
 * approval numbers the samples; re-opening withdraws the override.
 */
@Injectable()
export class SamplingPlanRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
    private readonly generate: GeneratePlanCommand,
    private readonly override: PlanOverride,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SAMPLING_PLAN.name, {
      beforeCreate: (ctx, values) => this.beforeCreate(ctx, values),
      beforeEdit: async (ctx, before, values) => {
        if ('belongProject' in values && Number(values.belongProject) !== Number(before.belongProject)) throw badRequest(M.projectFixed);
        await checkPlanOpen(ctx.m, before);
      },
      beforeDelete: async (ctx, rows) => {
        for (const row of rows) {
          const refusal = projectRefusal(await lockProject(ctx.m, row.belongProject));
          if (refusal) return refusal;
          if ((await ctx.m.query(`SELECT 1 FROM samples WHERE plan_id = $1 LIMIT 1`, [row.id])).length > 0) return M.hasSamples;
        }
        return null;
      },
      beforeChildWrite: (ctx, parent) => checkPlanOpen(ctx.m, parent),
      beforeAttachmentWrite: async (ctx, parent) => {
        const refusal = projectRefusal(await lockProject(ctx.m, parent.belongProject));
        if (refusal) throw badRequest(refusal);
      },
      beforeTransition: (ctx, row, step) => this.beforeTransition(ctx, row, step),
    });
    this.extensions.addCommand(SAMPLING_PLAN.name, { name: 'generate', run: (ctx, row, body) => this.generate.run(ctx, row, body) });
    this.extensions.addCommand(SAMPLING_PLAN.name, { name: 'requestOverride', run: (ctx, row) => this.override.request(ctx, row) });
    this.extensions.addCommand(SAMPLING_PLAN.name, { name: 'approveOverride', run: (ctx, row) => this.override.approve(ctx, row) });
  }

  /** The project must be 现场调查中 or 现场采样中 and have no plan yet; the plan records the project's unit. */
  private async beforeCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const project = await lockProject(ctx.m, values.belongProject, true);
    if (!project) return {}; // the reference check refuses it
    const refusal = projectRefusal(project);
    if (refusal) throw badRequest(refusal);
    if (!PLANNING_STATES.has(project.state)) throw badRequest(M.projectNotReady);
    if ((await ctx.m.query(`SELECT 1 FROM sampling_plans WHERE project_id = $1`, [project.id])).length > 0) throw badRequest(M.alreadyExists);
    return { belongInspect: project.inspected_unit_id };
  }

  private async beforeTransition(ctx: ExtensionContext, row: ResourceRow, step: TransitionStep): Promise<Record<string, unknown>> {
    const refusal = projectRefusal(await lockProject(ctx.m, row.belongProject));
    if (refusal) throw badRequest(refusal);
    if (step.event === 'submit') {
      const state = await planState(ctx.m, row);
      if (state.rows.length === 0) throw badRequest(M.noRows);
      const view = checkView(row, state);
      if (view.needsRegenerating) throw badRequest(M.surveyChanged);
      const allowed = new Set(view.overridden);
      const remaining = view.issues.map((i) => i.message).filter((message) => !allowed.has(message));
      if (remaining.length > 0) throw badRequest(M.issuesRemain(remaining));
      return {};
    }
    if (step.event === 'approve') {
      const state = await planState(ctx.m, row);
      return { sampleCount: await numberSamples(ctx.m, this.events, ctx.actor, row, state) };
    }
    if (step.event === 'reopen') return { overrideReason: null, overrideRequestedBy: null, overrideApprovedBy: null, overrideIssues: null };
    return {};
  }
}
