import { Injectable } from '@nestjs/common';
import type { ResourceRow } from '@ohit/contracts';
import { diffPlanRows } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest } from '../../platform';
import { type ExtensionContext, recordChildEdit, recordChildRemoval, recordChildRow } from '../resources';
import { generatedPlan, planState } from './plan-checker';
import { acceptanceOf, writesOf } from './plan-generation';
import { baselineText, childValuesOf } from './plan-rows-store';
import { checkPlanOpen } from './plan-open';
import { PLAN_MESSAGES as M } from './sampling-plans.messages';

/**
 * 生成方案 (`POST api/samplingPlan/:id/commands/generate`, body `{version, accept?}`): the rows the
 * survey and the methods give now, against the stored ones by key — a new plan takes them all;
 * on an existing plan only what `accept` names is applied (without it: new rows and the changes
 * to values the user has not edited), each row written with its event. The plan then follows the
 * survey as it is (its stamp), so it no longer needs regenerating.
 */
@Injectable()
export class GeneratePlanCommand {
  constructor(private readonly events: DomainEventsService) {}

  async run(ctx: ExtensionContext, plan: ResourceRow, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    // serialise with child edits and another generation of the same plan
    await ctx.m.query(`SELECT 1 FROM sampling_plans WHERE id = $1 FOR UPDATE`, [plan.id]);
    await checkPlanOpen(ctx.m, plan);
    const state = await planState(ctx.m, plan);
    if (!state.sources.survey) throw badRequest(M.noSurvey);
    if (!state.sources.facts.postHazards.some((h) => h.toBeTested)) throw badRequest(M.nothingToTest);
    const generated = await generatedPlan(ctx.m, plan, state);
    const diff = diffPlanRows(generated.rows, state.rows);
    const writes = writesOf(state, generated.rows, acceptanceOf(body.accept, diff));
    for (const row of writes.remove) await recordChildRemoval(this.events, ctx, plan, 'rows', row.id);
    for (const row of writes.update) {
      await recordChildEdit(this.events, ctx, plan, 'rows', row.id, { ...childValuesOf(row), baseline: row.baseline ? baselineText({ ...row, ...row.baseline }) : null });
    }
    for (const row of writes.insert) {
      await recordChildRow(this.events, ctx, plan, 'rows', {
        workshop: row.workshop,
        post: row.post,
        hazard: row.hazard,
        sampleType: row.sampleType,
        kind: row.kind,
        ...childValuesOf(row),
        baseline: baselineText(row),
      });
    }
    return { surveyStamp: state.sources.stamp, needsRegenerating: false, generatedAt: new Date().toISOString() };
  }
}
