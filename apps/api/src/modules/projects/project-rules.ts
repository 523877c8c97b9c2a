import { Injectable, OnModuleInit } from '@nestjs/common';
import { computeFields, INSPECTED_UNIT, PROJECT, PROJECT_PLAN_FIELDS, PROJECT_SURVEY_FIELDS, resourceEventType, type ResourceRow, SURVEY_FINISHED_MESSAGE } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, firstRow } from '../../platform';
import { type ExtensionContext, ResourceExtensions, type TransitionStep } from '../resources';

/** States in which the survey is not yet finished: survey facts may still change. */
const SURVEY_OPEN = new Set(['created', 'contracted', 'surveying']);
/** States after which nothing of the project changes (an amendment re-opens an issued one). */
const CLOSED = new Set(['archived', 'cancelled']);
/** 定期检测: its issued report sets the unit's last periodic detection. */
const PERIODIC_CHECK = '10';

export const PROJECT_MESSAGES = {
  contractFirst: '签订合同前请先填写合同编号和合同签订日期',
  closed: '项目已归档或已中止，不能修改',
  suspended: '项目已挂起，请先恢复',
  planByReschedule: '合同签订后，计划日期请通过“调整计划”修改并说明原因',
  nothingToReschedule: '计划日期没有变化',
} as const;

/**
 * The projects module's rules on the kernel's generic commands (hooks): the contract must be on
 * file before 签订合同; suspend remembers the state to resume to; survey facts lock once the
 * survey is finished ('该项目已结束调查'); closed projects do not change; an issued 定期检测
 * report moves the unit's next detection due date.
 */
@Injectable()
export class ProjectRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(PROJECT.name, {
      beforeEdit: (_ctx, before, values) => this.checkEdit(before, values),
      beforeTransition: (_ctx, row, step) => this.transitionValues(row, step),
      afterTransition: (ctx, _before, after, step) => this.afterTransition(ctx, after, step),
    });
    this.extensions.addCommand(PROJECT.name, { name: 'reschedule', run: (_ctx, row, input) => this.reschedule(row, input) });
  }

  /** 调整计划: new plan dates (validated by the kernel as declared), the same locks as an edit. */
  private reschedule(row: ResourceRow, input: Record<string, unknown>): Record<string, unknown> {
    this.checkOpen(row, input);
    const changed = Object.fromEntries(PROJECT_PLAN_FIELDS.filter((f) => f in input && (input[f] ?? null) !== (row[f] ?? null)).map((f) => [f, input[f] ?? null]));
    if (Object.keys(changed).length === 0) throw badRequest(PROJECT_MESSAGES.nothingToReschedule);
    return changed;
  }

  private checkEdit(before: ResourceRow, values: Record<string, unknown>): void {
    this.checkOpen(before, values);
    // the plan is part of the contract: once signed it changes only with a reason (调整计划)
    const planTouched = PROJECT_PLAN_FIELDS.some((f) => f in values && (values[f] ?? null) !== (before[f] ?? null));
    if (planTouched && before.state !== 'created') throw badRequest(PROJECT_MESSAGES.planByReschedule);
  }

  /** Closed and suspended projects take no changes; survey facts lock once the survey is finished. */
  private checkOpen(before: ResourceRow, values: Record<string, unknown>): void {
    const state = String(before.state);
    if (CLOSED.has(state)) throw badRequest(PROJECT_MESSAGES.closed);
    if (state === 'suspended') throw badRequest(PROJECT_MESSAGES.suspended);
    if (!SURVEY_OPEN.has(state)) {
      const touched = PROJECT_SURVEY_FIELDS.some((f) => f in values && (values[f] ?? null) !== (before[f] ?? null));
      if (touched) throw badRequest(SURVEY_FINISHED_MESSAGE);
    }
  }

  private transitionValues(row: ResourceRow, step: TransitionStep): Record<string, unknown> {
    if (step.event === 'signContract' && (!row.contractNo || !row.contractDate)) throw badRequest(PROJECT_MESSAGES.contractFirst);
    if (step.event === 'suspend') return { suspendedFrom: step.from };
    if (step.event === 'resume') return { suspendedFrom: null };
    return {};
  }

  /** An issued 定期检测 report: the unit's last detection is the issue date, its next due date follows. */
  private async afterTransition(ctx: ExtensionContext, project: ResourceRow, step: TransitionStep): Promise<void> {
    if (step.event !== 'issueReport' || project.type !== PERIODIC_CHECK || !project.issueDate || !project.belongInspect) return;
    const { m, actor } = ctx;
    const unit = firstRow<{ id: number; risk_class: string | null; last: string | null; assessed: string | null; organization_id: number }>(
      await m.query(
        `SELECT id, risk_class, to_char(last_detection_date, 'YYYY-MM-DD') AS last, to_char(risk_assessed_date, 'YYYY-MM-DD') AS assessed, organization_id
           FROM inspected_units WHERE id = $1 FOR UPDATE`,
        [project.belongInspect],
      ),
    );
    if (!unit || (unit.last && unit.last >= String(project.issueDate))) return;
    const next = computeFields(INSPECTED_UNIT, { riskClass: unit.risk_class, lastDetectionDate: project.issueDate, riskAssessedDate: unit.assessed }).nextDetectionDue ?? null;
    await m.query(
      `UPDATE inspected_units SET last_detection_date = $2, next_detection_due = $3, version = version + 1, updated_at = now(), update_by = $4 WHERE id = $1`,
      [unit.id, project.issueDate, next, actor.username],
    );
    await this.events.append(m, {
      type: resourceEventType(INSPECTED_UNIT.name, 'Edited'),
      aggregateType: INSPECTED_UNIT.name,
      aggregateId: unit.id,
      payload: { ids: [unit.id], projectId: project.id, old: { lastDetectionDate: unit.last }, new: { lastDetectionDate: project.issueDate, nextDetectionDue: next } },
      ...auditOf(actor),
      reason: `项目${String(project.code)}报告签发`,
      organizationId: unit.organization_id,
    });
  }
}
