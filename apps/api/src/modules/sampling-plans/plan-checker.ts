import type { EntityManager } from 'typeorm';
import type { PlanCheckView, ResourceRow } from '@ohit/contracts';
import { checkSamplingPlan, generateSamplingPlan, monitoringTypeOfCheckType, type GeneratedPlan, type MonitoringType } from '@ohit/domain';
import { limitKindsFor, loadMethodDefaults, loadSources, type PlanSources } from './plan-sources';
import { type PlanRowRecord, readPlanRows } from './plan-rows-store';
import { samplingPlanDefaults } from '../data-templates';

type Run = Pick<EntityManager, 'query'>;

/** Everything a plan is checked and generated against, read once. */
export interface PlanState {
  sources: PlanSources;
  monitoringType: MonitoringType;
  rows: PlanRowRecord[];
}

export async function planState(m: Run, plan: ResourceRow): Promise<PlanState> {
  const sources = await loadSources(m as EntityManager, Number(plan.belongProject));
  return { sources, monitoringType: monitoringTypeOfCheckType(sources.project.checkType), rows: await readPlanRows(m, plan.id) };
}

/** The issues an approved override lets through (one message a line). */
export function overriddenIssues(plan: ResourceRow): string[] {
  if (!plan.overrideApprovedBy || !plan.overrideIssues) return [];
  return String(plan.overrideIssues).split('\n').filter(Boolean);
}

/** The live checker: GBZ 159 shortfalls of the stored rows against the current survey (validateSamplingPlan). */
export function checkView(plan: ResourceRow, state: PlanState): PlanCheckView {
  const issues = checkSamplingPlan({
    monitoringType: state.monitoringType,
    consecutiveShifts: plan.consecutiveShifts !== false,
    rows: state.rows,
    survey: state.sources.facts,
    limitKindsFor,
  });
  const generated = plan.surveyStamp !== null && plan.surveyStamp !== undefined;
  return {
    issues: issues.map((i) => ({ code: i.code, message: i.message, rowKeys: [...i.rowKeys], required: i.required, planned: i.planned, source: i.source })),
    needsRegenerating: generated ? state.sources.stamp !== plan.surveyStamp : false,
    generated,
    overridden: overriddenIssues(plan),
  };
}

/** The plan the survey and the organisation's methods give now. */
export async function generatedPlan(m: Run, plan: ResourceRow, state: PlanState): Promise<GeneratedPlan> {
  const { facts, project } = state.sources;
  const methods = await loadMethodDefaults(m as EntityManager, Number(plan.organizationId), facts.postHazards.filter((h) => h.toBeTested).map((h) => h.hazard));
  // the organisation's default 采样方案模板 sets the blanks per batch a method leaves open
  const defaults = await samplingPlanDefaults(m as EntityManager, Number(plan.organizationId));
  return generateSamplingPlan({
    checkType: project.checkType,
    ...facts,
    methodFor: (h) => methods.get(h.trim()),
    limitKindsFor,
    defaultBlanksPerBatch: defaults?.blanksPerBatch,
  });
}
