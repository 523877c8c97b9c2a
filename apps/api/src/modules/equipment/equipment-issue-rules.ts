import { Injectable, OnModuleInit } from '@nestjs/common';
import { EQUIPMENT, EQUIPMENT_ISSUE, resourceEventType, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, firstRow } from '../../platform';
import { type ExtensionContext, localDate, ResourceExtensions, type TransitionStep } from '../resources';
import { assertUsableEquipment } from './assert-usable-equipment';
import { EQUIPMENT_MESSAGES as M } from './equipment.messages';

/** States in which the instrument is still away: it cannot be issued again. */
const OPEN_STATES = ['issued', 'lost'];
const CLOSED_PROJECT_STATES = new Set(['archived', 'cancelled']);
/** 维修: what a damaged instrument becomes when it comes back. */
const UNDER_REPAIR = '3';

/**
 * 设备出入库 on the kernel's generic commands: an instrument is issued (create) only when it is
 * usable today (in service, calibration valid) and still valid on the day it is expected back,
 * not already out with another record, and for an open project — checked with the instrument
 * locked, so two people issuing it at once cannot both succeed. Coming back (归还, 损坏归还) stamps
 * the time, who took it back and what was said; a damaged instrument goes to 维修 (so it cannot be
 * issued or used until repaired and re-enabled). A closed record no longer changes.
 */
@Injectable()
export class EquipmentIssueRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(EQUIPMENT_ISSUE.name, {
      beforeCreate: (ctx, values) => this.beforeIssue(ctx, values),
      beforeEdit: (ctx, before, values) => this.beforeEdit(ctx, before, values),
      beforeTransition: (ctx, _row, step) => this.backValues(ctx, step),
      afterTransition: (ctx, _before, after, step) => this.afterBack(ctx, after, step),
    });
  }

  private async beforeIssue(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const issueTime = (values.issueTime as string | null) ?? new Date().toISOString();
    await this.checkIssuable(ctx, { equipment: Number(values.equipment), project: Number(values.project), expectedReturnDate: values.expectedReturnDate as string | null, issueTime, recordId: null });
    return { ...(values.issueTime ? {} : { issueTime }), ...(values.issuedBy ? {} : { issuedBy: ctx.actor.id }) };
  }

  private async beforeEdit(ctx: ExtensionContext, before: ResourceRow, values: Record<string, unknown>): Promise<void> {
    if (before.state !== 'issued') throw badRequest(M.closed);
    const next = { ...before, ...values };
    const moved = ['equipment', 'project', 'expectedReturnDate', 'issueTime'].some((f) => f in values && values[f] !== before[f]);
    if (!moved) return;
    await this.checkIssuable(ctx, {
      equipment: Number(next.equipment),
      project: Number(next.project),
      expectedReturnDate: (next.expectedReturnDate as string | null) ?? null,
      issueTime: String(next.issueTime),
      recordId: before.id,
    });
  }

  /** The rules of an instrument going out; the instrument row stays locked until the transaction ends. */
  private async checkIssuable(
    ctx: ExtensionContext,
    issue: { equipment: number; project: number; expectedReturnDate: string | null; issueTime: string; recordId: number | null },
  ): Promise<void> {
    const { m } = ctx;
    const organizationId = firstRow<{ organization_id: number }>(await m.query(`SELECT organization_id FROM equipment WHERE id = $1`, [issue.equipment]))?.organization_id;
    if (organizationId === undefined) throw badRequest(M.notFound);
    const equipment = await assertUsableEquipment(m, issue.equipment, { organizationId, on: localDate(), purpose: '出库', lock: true });
    if (issue.expectedReturnDate) {
      if (issue.expectedReturnDate < localDate(new Date(issue.issueTime))) throw badRequest(M.returnBeforeIssue);
      if (equipment.calibrationDueDate && equipment.calibrationDueDate < issue.expectedReturnDate) {
        throw badRequest(M.lapsesBeforeReturn(equipment.label, equipment.calibrationDueDate, issue.expectedReturnDate));
      }
    }
    const out = firstRow<{ code: string; project: string }>(
      await m.query(
        `SELECT i.code, p.code AS project FROM equipment_issues i JOIN projects p ON p.id = i.project_id
          WHERE i.equipment_id = $1 AND i.state = ANY($2::text[]) AND i.id IS DISTINCT FROM $3::int LIMIT 1`,
        [issue.equipment, OPEN_STATES, issue.recordId],
      ),
    );
    if (out) throw badRequest(M.stillOut(equipment.label, out.code, out.project));
    const project = firstRow<{ state: string }>(await m.query(`SELECT state FROM projects WHERE id = $1`, [issue.project]));
    if (project && CLOSED_PROJECT_STATES.has(project.state)) throw badRequest(M.projectClosed);
  }

  /** Coming back: when, to whom, and what was said (the transition's reason). */
  private backValues(ctx: ExtensionContext, step: TransitionStep): Record<string, unknown> {
    const said = ctx.reason ? { returnRemark: ctx.reason } : {};
    if (step.to === 'lost') return said;
    return { returnTime: new Date().toISOString(), returnedTo: ctx.actor.id, ...said };
  }

  /** A damaged instrument is under repair (维修) from the moment it is back: not usable, not issuable. */
  private async afterBack(ctx: ExtensionContext, record: ResourceRow, step: TransitionStep): Promise<void> {
    if (step.to !== 'damaged') return;
    const { m, actor } = ctx;
    const before = firstRow<{ status: string; organization_id: number }>(await m.query(`SELECT status, organization_id FROM equipment WHERE id = $1 FOR UPDATE`, [record.equipment]));
    if (!before || before.status === UNDER_REPAIR) return;
    await m.query(`UPDATE equipment SET status = $2, version = version + 1, updated_at = now(), update_by = $3 WHERE id = $1`, [record.equipment, UNDER_REPAIR, actor.username]);
    await this.events.append(m, {
      type: resourceEventType(EQUIPMENT.name, 'Edited'),
      aggregateType: EQUIPMENT.name,
      aggregateId: Number(record.equipment),
      payload: { ids: [record.equipment], issueId: record.id, old: { status: before.status }, new: { status: UNDER_REPAIR } },
      ...auditOf(actor),
      reason: M.damagedReason(String(record.code), ctx.reason ?? ''),
      organizationId: before.organization_id,
    });
  }
}
