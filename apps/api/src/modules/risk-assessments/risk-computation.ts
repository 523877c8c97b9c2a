import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ListCommandResult, RISK_ASSESSMENT, type ResourceRow } from '@ohit/contracts';
import { assessRisk, GradingErrorCodes, isDomainError, RISK_CLASS_LABELS, type RiskAssessmentResult } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow, notFound } from '../../platform';
import { ProjectJudgements } from '../judgements';
import { CommandOutcome, type ExtensionContext, type ListCommandContext, localDate, recordChildRemoval, recordChildRow, ResourceExtensions, ResourceListCommands } from '../resources';
import { assessmentDateOf, hasJudgedResults, riskHazardsOf, type SurveyPostIntensity } from './risk-hazards';
import { RISK_MESSAGES as M } from './risk.messages';
import { assessedFactsOf, writeUnitRiskClass } from './risk-unit-class';

/** The values of the assessment being made in this transaction: the create hook takes them; nothing else makes one. */
const creating = new WeakMap<EntityManager, Record<string, unknown>>();

const TOXICITY_CLASSES: readonly string[] = ['extreme', 'high', 'moderate', 'mild'];

function projectIdOf(raw: unknown): number {
  const text = String(raw ?? '').trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.badProjectId);
  return id;
}

/** The assessor's GBZ 230 classes: hazard name → extreme/high/moderate/mild (absent: keep what was given before). */
function toxicityOf(raw: unknown): Record<string, string> | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(M.badToxicity);
  const out: Record<string, string> = {};
  for (const [hazard, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string' || !TOXICITY_CLASSES.includes(value) || hazard.length > 100) throw badRequest(M.badToxicityClass(hazard));
    out[hazard] = value;
  }
  return out;
}

interface ProjectFacts {
  id: number;
  organization_id: number;
  code: string | null;
  sampling_date: string | null;
  employer: string | null;
}

/**
 * 计算风险评估 (list command `compute`, one assessment per project) and 重新计算 (row command
 * `recompute`, with a reason: the kernel's event carries old → new): the project's judged results
 * (检测结果判定, read within the caller's scope) graded by assessRisk with the editions in force on
 * the project's date — refused from 2026-02-01 unless the organisation set 新版标准未录入时按旧版评估 —
 * and the grading rows replaced, each with its ChildAdded / ChildRemoved event.
 */
@Injectable()
export class RiskComputation implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
    private readonly listCommands: ResourceListCommands,
    private readonly judgements: ProjectJudgements,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(RISK_ASSESSMENT.name, {
      beforeCreate: (ctx) => {
        const values = creating.get(ctx.m);
        if (!values) throw badRequest(M.onlyComputed);
        return values;
      },
    });
    this.listCommands.add(RISK_ASSESSMENT.name, { name: 'compute', run: (ctx, body) => this.compute(ctx, body) });
    this.extensions.addCommand(RISK_ASSESSMENT.name, { name: 'recompute', run: (ctx, row, body) => this.recompute(ctx, row, body) });
    this.extensions.addCommand(RISK_ASSESSMENT.name, { name: 'confirm', run: (ctx, row) => this.confirm(ctx, row) });
  }

  private async compute(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult> {
    const projectId = projectIdOf(body.projectId);
    const toxicity = toxicityOf(body.toxicity) ?? {};
    const project = await this.project(ctx.m, projectId);
    // another organisation's project is never revealed: the same answer as a missing one
    if (!project || project.organization_id !== ctx.organizationId) throw notFound();
    const taken = firstRow<{ code: string }>(await ctx.m.query(`SELECT code FROM risk_assessments WHERE project_id = $1`, [projectId]));
    if (taken) throw conflict(M.exists(taken.code));
    const result = await this.assess(ctx, project, toxicity);
    creating.set(ctx.m, { ...this.values(ctx, project, result), belongProject: projectId });
    let row: ResourceRow;
    try {
      row = await ctx.create({});
    } finally {
      creating.delete(ctx.m);
    }
    await ctx.m.query(`UPDATE risk_assessments SET toxicity = $2::jsonb WHERE id = $1`, [row.id, JSON.stringify(toxicity)]);
    for (const g of result.gradings) await recordChildRow(this.events, ctx, row, 'gradings', this.gradingValues(g));
    return { count: 1, message: M.computed(String(row.code), result.overallLabel), created: { id: Number(row.id), code: String(row.code) } };
  }

  private async recompute(ctx: ExtensionContext, row: ResourceRow, body: Record<string, unknown>): Promise<CommandOutcome> {
    const project = await this.project(ctx.m, Number(row.belongProject));
    if (!project) throw notFound();
    const stored = firstRow<{ toxicity: Record<string, string> }>(await ctx.m.query(`SELECT toxicity FROM risk_assessments WHERE id = $1`, [row.id]));
    const toxicity = { ...(stored?.toxicity ?? {}), ...(toxicityOf(body.toxicity) ?? {}) };
    const result = await this.assess(ctx, project, toxicity);
    const old: { id: number }[] = await ctx.m.query(`SELECT id FROM risk_gradings WHERE assessment_id = $1 ORDER BY id`, [row.id]);
    for (const g of old) await recordChildRemoval(this.events, ctx, row, 'gradings', g.id);
    for (const g of result.gradings) await recordChildRow(this.events, ctx, row, 'gradings', this.gradingValues(g));
    await ctx.m.query(`UPDATE risk_assessments SET toxicity = $2::jsonb WHERE id = $1`, [row.id, JSON.stringify(toxicity)]);
    const values = this.values(ctx, project, result);
    // a confirmed assessment whose class or date changed writes its unit again, the recomputation's reason its why
    const unit = row.confirmedAt ? await writeUnitRiskClass(ctx.m, this.events, ctx.actor, assessedFactsOf(row, values), `重新计算（${ctx.reason ?? ''}）`) : null;
    return new CommandOutcome(values, { gradings: result.gradings.length, toxicity, ...(unit ? { unit } : {}) }, M.recomputed(result.overallLabel));
  }

  /** 确认: the assessment's class and next detection due written to the project's inspected unit (once; later by 重新计算). */
  private async confirm(ctx: ExtensionContext, row: ResourceRow): Promise<CommandOutcome> {
    if (row.confirmedAt) throw conflict(M.alreadyConfirmed);
    const facts = assessedFactsOf(row);
    const unit = await writeUnitRiskClass(ctx.m, this.events, ctx.actor, facts, ctx.reason ? `确认（${ctx.reason}）` : '确认');
    const label = facts.overallClass ? RISK_CLASS_LABELS[facts.overallClass] : '无法判定';
    return new CommandOutcome({ confirmedAt: new Date().toISOString(), confirmedBy: ctx.actor.id }, unit ? { unit } : {}, M.confirmed(label, unit !== null));
  }

  private async project(m: EntityManager, id: number): Promise<ProjectFacts | undefined> {
    return firstRow<ProjectFacts>(
      await m.query(
        `SELECT p.id, p.organization_id, p.code, to_char(p.sampling_date, 'YYYY-MM-DD') AS sampling_date, u.name AS employer
           FROM projects p LEFT JOIN inspected_units u ON u.id = p.inspected_unit_id WHERE p.id = $1`,
        [id],
      ),
    );
  }

  /** The project's judged results graded; a refusal of the domain (no edition transcribed, no edition in force) is a 409 in its words. */
  private async assess(ctx: ExtensionContext, project: ProjectFacts, toxicity: Record<string, string>): Promise<RiskAssessmentResult> {
    const view = await this.judgements.of(ctx.actor, project.id, ctx.m);
    if (!hasJudgedResults(view)) throw conflict(M.noJudgedResults);
    const posts: SurveyPostIntensity[] = await ctx.m.query(
      `SELECT p.workshop, p.post, p.labour_intensity FROM site_survey_posts p JOIN site_surveys v ON v.id = p.survey_id WHERE v.project_id = $1`,
      [project.id],
    );
    const setting = firstRow<{ risk_previous_edition: boolean }>(await ctx.m.query(`SELECT risk_previous_edition FROM organizations WHERE id = $1`, [project.organization_id]));
    const date = assessmentDateOf(view, project.sampling_date) ?? localDate();
    try {
      return assessRisk(date, riskHazardsOf(view, posts, toxicity), { previousEditionWhenNotTranscribed: setting?.risk_previous_edition === true });
    } catch (error) {
      if (isDomainError(error) && error.code === GradingErrorCodes.ruleSetNotTranscribed) throw conflict(M.refused(error.message));
      if (isDomainError(error)) throw conflict(error.message);
      throw error;
    }
  }

  private values(ctx: ExtensionContext, project: ProjectFacts, r: RiskAssessmentResult): Record<string, unknown> {
    return {
      employerName: project.employer,
      projectCode: project.code,
      assessDate: r.date,
      edition: r.edition,
      note: r.note,
      overallClass: r.overallClass,
      nextDue: r.nextDue,
      explanation: r.explanation,
      computedAt: new Date().toISOString(),
      computedBy: ctx.actor.id,
    };
  }

  private gradingValues(g: RiskAssessmentResult['gradings'][number]): Record<string, unknown> {
    return {
      workshop: g.workshop,
      post: g.post,
      hazard: g.hazard,
      standard: g.standard,
      inputs: g.inputs,
      value: g.value,
      grade: g.grade,
      gradeLabel: g.gradeLabel,
      explanation: g.explanation,
    };
  }
}
