import type { DataSource } from 'typeorm';
import { DEFAULT_APPROVAL_FLOW_NAME, EVENT_TYPES, GENERAL_REPORT_TYPE } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';

/**
 * `npm start`'s demo approval flow of organisation A (its 通用 flow, every report type): 编制 by the
 * 实验室负责人 (labmanager compiles and submits), 校核 by the 报告审批人 (approver), 审核 by the
 * 质量负责人 (quality), 签发 by the 报告审批人 and 质控签章 by the 质量负责人 — nobody does two steps
 * in a row. Only the seed CLI runs it; a flow the organisation already has is left as it is.
 */
export async function seedDemoApprovalFlows(ds: DataSource, organizationId: number, roles: Record<string, number>): Promise<number> {
  return ds.transaction(async (m) => {
    const held = await m.query(`SELECT 1 FROM approval_flows WHERE organization_id = $1 AND report_type = $2`, [organizationId, GENERAL_REPORT_TYPE]);
    if (held.length) return 0;
    const [{ id }] = await m.query(
      `INSERT INTO approval_flows (report_type, name, step_summary, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, 'seed', 'seed') RETURNING id`,
      [GENERAL_REPORT_TYPE, DEFAULT_APPROVAL_FLOW_NAME, '编制 → 校核 → 审核 → 签发 → 质控签章', organizationId],
    );
    const steps: [number, string, string, number][] = [
      [10, 'compile', '编制', roles.labManager],
      [20, 'check', '校核', roles.approver],
      [30, 'review', '审核', roles.quality],
      [40, 'issue', '签发', roles.approver],
      [50, 'qcSeal', '质控签章', roles.quality],
    ];
    for (const [sort, kind, name, role] of steps) {
      await m.query(
        `INSERT INTO approval_flow_steps (flow_id, sort, kind, name, role_id, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, $5, $6, 'seed', 'seed')`,
        [id, sort, kind, name, role, organizationId],
      );
    }
    await new DomainEventsService().append(m, {
      type: EVENT_TYPES.DemoDataSeeded,
      aggregateType: 'seed',
      aggregateId: 'demo-approval-flows',
      payload: { organizationId, flowId: id, steps: steps.map(([, , name]) => name) },
      reason: 'demo seed',
    });
    return steps.length;
  });
}
