import type { EntityManager } from 'typeorm';
import { APPROVAL_FLOW, DEFAULT_APPROVAL_FLOW_NAME, GENERAL_REPORT_TYPE } from '@ohit/contracts';
import { type ApprovalFlow, approvalFlowOf, type ApprovalStepConfig, APPROVAL_STEP_KIND_LABELS, defaultApprovalFlow, isApprovalStepKind } from '@ohit/domain';
import { returningRows } from '../../platform';

/** A configured step as stored (the order key beside the step). */
export interface StoredStep extends ApprovalStepConfig {
  id: number;
  sort: number;
}

/** The steps of a flow row, in order (顺序, then id), with their roles' names. */
export async function stepsOfFlow(m: EntityManager, flowId: number): Promise<StoredStep[]> {
  const rows = returningRows<{ id: number; sort: number; kind: string; name: string; role_id: number | null; role_name: string | null }>(
    await m.query(
      `SELECT s.id, s.sort, s.kind, s.name, s.role_id, r.name AS role_name
         FROM approval_flow_steps s LEFT JOIN roles r ON r.id = s.role_id
        WHERE s.flow_id = $1 ORDER BY s.sort, s.id`,
      [flowId],
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    sort: r.sort,
    kind: isApprovalStepKind(r.kind) ? r.kind : 'review',
    name: r.name,
    roleId: r.role_id,
    roleName: r.role_name,
  }));
}

/** 编制 → 校核 → 审核 → 签发: the steps in order, as the flow list shows them. */
export function stepSummary(steps: readonly Pick<ApprovalStepConfig, 'name'>[]): string {
  return steps.map((s) => s.name).join(' → ').slice(0, 400);
}

/** The default steps a new flow starts with (顺序 10, 20, … so a step fits between two). */
export function defaultStepRows(): Record<string, unknown>[] {
  return defaultApprovalFlow().steps.map((s, i) => ({ sort: (i + 1) * 10, kind: s.kind, name: APPROVAL_STEP_KIND_LABELS[s.kind], role: null }));
}

/** The flow in force for an organisation's report of a type: the type's own, else 通用, else the built-in default. */
export async function flowInForce(m: EntityManager, organizationId: number, reportType: string): Promise<{ flow: ApprovalFlow; flowId: number | null; name: string }> {
  const rows = returningRows<{ id: number; name: string }>(
    await m.query(
      `SELECT id, name FROM ${APPROVAL_FLOW.table} WHERE organization_id = $1 AND report_type = ANY($2::text[])
        ORDER BY report_type = $3 DESC LIMIT 1`,
      [organizationId, [reportType, GENERAL_REPORT_TYPE], reportType],
    ),
  );
  const [row] = rows;
  if (!row) return { flow: defaultApprovalFlow(), flowId: null, name: DEFAULT_APPROVAL_FLOW_NAME };
  return { flow: approvalFlowOf(await stepsOfFlow(m, row.id)), flowId: row.id, name: row.name };
}
