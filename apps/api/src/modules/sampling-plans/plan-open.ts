import type { ResourceRow } from '@ohit/contracts';
import { badRequest, firstRow } from '../../platform';
import type { ExtensionContext } from '../resources';
import { PLAN_MESSAGES as M } from './sampling-plans.messages';

type Run = ExtensionContext['m'];

/** Project states in which a plan is made and changed. */
export const PLANNING_STATES = new Set(['surveying', 'sampling']);
const PROJECT_CLOSED = new Set(['archived', 'cancelled']);
/** Plan states in which its values and rows change. */
export const PLAN_EDITABLE = new Set(['draft', 'returned']);

export interface ProjectFacts {
  id: number;
  state: string;
  inspected_unit_id: number | null;
}

/** The plan's project, locked against a concurrent transition (挂起, 中止) while the plan changes; `exclusive` serialises two plans made for one project at once. */
export async function lockProject(m: Run, projectId: unknown, exclusive = false): Promise<ProjectFacts | undefined> {
  return firstRow<ProjectFacts>(await m.query(`SELECT id, state, inspected_unit_id FROM projects WHERE id = $1 ${exclusive ? 'FOR UPDATE' : 'FOR SHARE'}`, [projectId]));
}

/** A suspended or closed project takes no plan changes. */
export function projectRefusal(project: ProjectFacts | undefined): string | null {
  if (!project) return null;
  if (project.state === 'suspended') return M.projectSuspended;
  if (PROJECT_CLOSED.has(project.state)) return M.projectClosed;
  return null;
}

/** A plan changes only while 编制中 or 已退回, in a project neither suspended nor closed. */
export async function checkPlanOpen(m: Run, plan: ResourceRow): Promise<void> {
  if (!PLAN_EDITABLE.has(String(plan.state))) throw badRequest(M.notEditable);
  const refusal = projectRefusal(await lockProject(m, plan.belongProject));
  if (refusal) throw badRequest(refusal);
}
