import type { EntityManager } from 'typeorm';
import { REPORT, type ResourceRow } from '@ohit/contracts';
import { type ApprovalFlow, type ApprovalProgress, type ApprovalStep, stepOf } from '@ohit/domain';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { type Actor, firstRow, inScope, notFound, readScope, writeScope } from '../../platform';

type Query = Pick<EntityManager, 'query'>;

/** A report's approval as stored: the flow it was submitted under and where it stands. */
export interface StoredApproval {
  flowName: string;
  flow: ApprovalFlow;
  progress: ApprovalProgress;
  actedBy: number[];
  submittedAt: string | null;
}

/**
 * The report (in the kernel's API form), locked for the caller's transaction: every approval
 * command takes this lock first, so commands on one report run one after another and each sees
 * what the one before it left. Outside the caller's write scope it does not exist (404).
 */
export async function lockReportFor(m: Query, actor: Actor, reportId: number): Promise<ResourceRow> {
  const row = firstRow<Record<string, unknown>>(await m.query(`SELECT ${selectColumns(REPORT)} FROM ${REPORT.table} t WHERE t.id = $1 FOR UPDATE`, [reportId]));
  const report = row ? toApiRow(REPORT, row) : null;
  if (!report || !inScope(writeScope(actor), Number(report.organizationId))) throw notFound();
  return report;
}

/** The report for reading (its organisation in the caller's read scope), or 404. */
export async function reportFor(m: Query, actor: Actor, reportId: number): Promise<ResourceRow> {
  const row = firstRow<Record<string, unknown>>(await m.query(`SELECT ${selectColumns(REPORT)} FROM ${REPORT.table} t WHERE t.id = $1`, [reportId]));
  const report = row ? toApiRow(REPORT, row) : null;
  if (!report || !inScope(readScope(actor), Number(report.organizationId))) throw notFound();
  return report;
}

export async function approvalOf(m: Query, reportId: number): Promise<StoredApproval | null> {
  const row = firstRow<{ flow_name: string; steps: ApprovalStep[]; current_step: string | null; actors: Record<string, number>; acted_by: number[]; submitted_at: string | null }>(
    await m.query(`SELECT flow_name, steps, current_step, actors, acted_by, submitted_at FROM report_approvals WHERE report_id = $1`, [reportId]),
  );
  if (!row) return null;
  return { flowName: row.flow_name, flow: { steps: row.steps }, progress: { current: row.current_step, actors: row.actors }, actedBy: row.acted_by, submittedAt: row.submitted_at };
}

/** Who may not do the waiting step: the previous step's actor, and on the first approval step the compiler. */
export function barredFrom(flow: ApprovalFlow, progress: ApprovalProgress, compilerId: number | null): number[] {
  const at = flow.steps.findIndex((s) => s.key === progress.current);
  if (at <= 0) return [];
  const previous = progress.actors[flow.steps[at - 1].key];
  const barred = [previous, at === 1 ? compilerId : undefined].filter((id): id is number => typeof id === 'number');
  return [...new Set(barred)];
}

/** The approval written as it now stands (a new submission replaces the flow copy). */
export async function saveApproval(
  m: Query,
  report: ResourceRow,
  approval: { flowName: string; flow: ApprovalFlow; progress: ApprovalProgress; actorId: number; submitted: boolean },
): Promise<void> {
  const { flow, progress } = approval;
  const current = stepOf(flow, progress.current);
  const issueAt = flow.steps.findIndex((s) => s.kind === 'issue');
  const at = current ? flow.steps.indexOf(current) : -1;
  const compilerId = report.compiledBy == null ? null : Number(report.compiledBy);
  await m.query(
    `INSERT INTO report_approvals AS a (report_id, organization_id, flow_name, steps, current_step, at_issue, role_id, barred, actors, acted_by, submitted_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::int[], $9::jsonb, ARRAY[$10::int], now(), now())
     ON CONFLICT (report_id) DO UPDATE SET
       flow_name = EXCLUDED.flow_name, steps = EXCLUDED.steps, current_step = EXCLUDED.current_step, at_issue = EXCLUDED.at_issue,
       role_id = EXCLUDED.role_id, barred = EXCLUDED.barred, actors = EXCLUDED.actors,
       acted_by = CASE WHEN $10::int = ANY(a.acted_by) THEN a.acted_by ELSE a.acted_by || $10::int END,
       submitted_at = CASE WHEN $11 THEN now() ELSE a.submitted_at END, updated_at = now()`,
    [
      report.id,
      report.organizationId,
      approval.flowName,
      JSON.stringify(flow.steps),
      progress.current,
      at >= 0 && issueAt >= 0 && at >= issueAt,
      current?.roleId ?? null,
      barredFrom(flow, progress, compilerId),
      JSON.stringify(progress.actors),
      approval.actorId,
      approval.submitted,
    ],
  );
}
