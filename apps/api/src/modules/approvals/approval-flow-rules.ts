import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APPROVAL_FLOW, DEFAULT_APPROVAL_FLOW_NAME, GENERAL_REPORT_TYPE, resourceEventType, type ResourceRow } from '@ohit/contracts';
import { approvalFlowProblems, type ApprovalStepConfig } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, badRequest, returningRows } from '../../platform';
import { OrganizationSetup } from '../identity';
import { type ChildChange, createRow, type ExtensionContext, recordChildRow, ResourceExtensions } from '../resources';
import { defaultStepRows, stepsOfFlow, stepSummary, type StoredStep } from './approval-flow-steps';
import { APPROVAL_MESSAGES as M } from './approvals.messages';

/**
 * The rules of 审批流程配置 on the kernel's commands: a new flow starts with the default steps
 * (编制 → 校核 → 审核 → 签发, each a ChildAdded on its history); every change of a step must leave a
 * flow (@ohit/domain approvalFlowProblems, listed in full) with distinct 顺序; the list's 审批步骤
 * column follows the steps. Every new organisation gets a 通用 flow; an (empty) organisation being
 * deleted takes its flows with it.
 */
@Injectable()
export class ApprovalFlowRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
    private readonly setup: OrganizationSetup,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(APPROVAL_FLOW.name, {
      beforeCreate: () => ({ stepSummary: stepSummary(defaultStepRows().map((r) => ({ name: String(r.name) }))) }),
      afterCreate: (ctx, row) => this.addDefaultSteps(ctx, row),
      beforeChildWrite: (ctx, parent, change) => this.beforeStepWrite(ctx, parent, change),
    });
    this.setup.add('defaultApprovalFlow', {
      setUp: (m, organizationId, actor) => this.createDefaultFlow(m, organizationId, actor),
      tearDown: (m, organizationIds, actor, reason) => this.removeFlows(m, organizationIds, actor, reason),
    });
  }

  private async addDefaultSteps(ctx: ExtensionContext, flow: ResourceRow): Promise<void> {
    for (const values of defaultStepRows()) await recordChildRow(this.events, ctx, flow, 'steps', values);
  }

  /** The flow as it would be after the change: refused unless it is still a flow. */
  private async beforeStepWrite(ctx: ExtensionContext, flow: ResourceRow, change: ChildChange): Promise<void> {
    const steps: StoredStep[] = await stepsOfFlow(ctx.m, flow.id);
    const beforeId = change.before ? Number(change.before.id) : null;
    const others = steps.filter((s) => s.id !== beforeId);
    let after = others;
    if (change.kind !== 'remove') {
      const merged = { ...(change.before ?? {}), ...(change.values ?? {}) };
      const sort = Number(merged.sort);
      if (others.some((s) => s.sort === sort)) throw badRequest(M.sortTaken(sort));
      // an unknown kind is listed by approvalFlowProblems
      const step: StoredStep = { id: beforeId ?? 0, sort, kind: String(merged.kind ?? '') as ApprovalStepConfig['kind'], name: String(merged.name ?? ''), roleId: merged.role == null ? null : Number(merged.role) };
      after = [...others, step].sort((a, b) => a.sort - b.sort || a.id - b.id);
    }
    const problems = approvalFlowProblems(after);
    if (problems.length > 0) throw badRequest(M.flowInvalid(problems));
    // the list's 审批步骤 column; derived from the steps, so no version of its own
    await ctx.m.query(`UPDATE ${APPROVAL_FLOW.table} SET step_summary = $2 WHERE id = $1`, [flow.id, stepSummary(after)]);
  }

  /** A new organisation's 通用 flow, made as 新增 makes it (validated, default steps, events). */
  private async createDefaultFlow(m: EntityManager, organizationId: number, actor: Actor): Promise<void> {
    const held = await m.query(`SELECT 1 FROM ${APPROVAL_FLOW.table} WHERE organization_id = $1 AND report_type = $2`, [organizationId, GENERAL_REPORT_TYPE]);
    if (held.length > 0) return;
    await createRow({ events: this.events, extensions: this.extensions }, { m, actor, decl: APPROVAL_FLOW, reason: M.setUpReason }, organizationId, { reportType: GENERAL_REPORT_TYPE, name: DEFAULT_APPROVAL_FLOW_NAME }, { verb: 'Created' });
  }

  /** The organisations' flows (their steps cascade), one ApprovalFlowDeleted event per organisation. */
  private async removeFlows(m: EntityManager, organizationIds: number[], actor: Actor, reason: string | null): Promise<void> {
    const rows = returningRows<{ id: number; organizationId: number; reportType: string; name: string }>(
      await m.query(
        `DELETE FROM ${APPROVAL_FLOW.table} WHERE organization_id = ANY($1::int[])
         RETURNING id, organization_id AS "organizationId", report_type AS "reportType", name`,
        [organizationIds],
      ),
    );
    for (const organizationId of organizationIds) {
      const list = rows.filter((r) => r.organizationId === organizationId);
      if (!list.length) continue;
      await this.events.append(m, {
        type: resourceEventType(APPROVAL_FLOW.name, 'Deleted'),
        aggregateType: APPROVAL_FLOW.name,
        aggregateId: list.length === 1 ? list[0].id : list.map((r) => r.id).join(',').slice(0, 64),
        payload: { ids: list.map((r) => r.id), old: list },
        ...auditOf(actor),
        reason: reason ?? M.deletedWithOrganisation,
        organizationId,
      });
    }
  }
}
