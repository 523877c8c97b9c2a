import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  APPROVAL_ACT_PERMISSIONS,
  APPROVAL_ACTION_LABELS,
  type ApprovalAction,
  type ApprovalQueueRow,
  type ApprovalQueueScope,
  type ApprovalSourceBatch,
  type ApprovalSourceKind,
  type ApprovalStepView,
  type ApprovalTimelineEntry,
  BATCH_ITEM_KIND_OPTIONS,
  DUST_FAMILIES,
  INSTRUMENT_FAMILY_OPTIONS,
  machineOf,
  type PageResult,
  REPORT,
  type ReportApprovalView,
  type ResourceRow,
} from '@ohit/contracts';
import { actRefusal, analysisStateMachine, returnTargets } from '@ohit/domain';
import { type Actor, firstRow, hasAnyPermission, notFound, type PageQueryDto, paging, readScope, SqlWhere } from '../../platform';
import { approvalActorOf, APPROVAL_EVENTS } from './report-approval-commands';
import { approvalOf, reportFor } from './report-approval-store';

const reportMachine = machineOf(REPORT.workflow as NonNullable<typeof REPORT.workflow>);
const USER_NAME = (a: string) => `COALESCE(NULLIF(${a}.nick_name, ''), ${a}.username)`;
const labelOf = (options: { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** The report events that are approval steps, as the timeline names them. */
const ACTION_OF: Readonly<Record<string, ApprovalAction>> = { submit: 'submit', pass: 'pass', issue: 'issue', return: 'return', returnToCompiler: 'return' };

/**
 * What the approval pages read: the queues (待我审批 — the reports at a step the caller may do now,
 * never one they may not act on —, 我已审批, 待签发, 已签发), one report's approval with its steps,
 * who did each and when, and what the caller may do, and the project's laboratory batches the
 * reviewer checks the numbers against. Everything within the caller's read scope.
 */
@Injectable()
export class ReportApprovalReads {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async queue(actor: Actor, scope: ApprovalQueueScope, q: PageQueryDto): Promise<PageResult<ApprovalQueueRow>> {
    const where = new SqlWhere().inOrganisations('r.organization_id', readScope(actor));
    switch (scope) {
      case 'pending': {
        if (!hasAnyPermission(actor, [...APPROVAL_ACT_PERMISSIONS])) return { content: [], totalElements: 0 };
        const who = await approvalActorOf(this.ds, actor);
        where.add(`r.state = 'approving'`);
        if (!who.isAdmin) where.add(`(a.role_id IS NULL OR a.role_id = ANY(${where.param(who.roleIds)}::int[]))`);
        where.add(`NOT (${where.param(actor.id)}::int = ANY(a.barred))`);
        break;
      }
      case 'acted':
        where.add(`${where.param(actor.id)}::int = ANY(a.acted_by)`);
        break;
      case 'issuing':
        where.add(`r.state = 'approving' AND a.at_issue`);
        break;
      case 'issued':
        where.add(`r.state IN ('issued', 'superseded')`);
        break;
    }
    // newest movement first unless asked otherwise
    const page = paging({ ...q, sort: q.sort?.length ? q.sort : ['updatedAt,desc'] }, { id: 'r.id', submittedAt: 'a.submitted_at', updatedAt: 'a.updated_at', code: 'r.code', issueDate: 'r.issue_date' }, 'r.id');
    const from = `FROM ${REPORT.table} r JOIN report_approvals a ON a.report_id = r.id`;
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total ${from} ${where.sql()}`, where.params);
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT r.id, r.code, r.report_version, r.state, r.project_id, p.code AS project_code, p.name AS project_name, iu.name AS unit_name,
              r.check_type_name, p.incoming_sample, a.current_step, r.approval_step_name, ro.name AS role_name, ${USER_NAME('u')} AS compiled_by_name,
              a.submitted_at, to_char(r.issue_date, 'YYYY-MM-DD') AS issue_date, r.organization_id
         ${from}
         JOIN projects p ON p.id = r.project_id
         LEFT JOIN inspected_units iu ON iu.id = r.inspected_unit_id
         LEFT JOIN roles ro ON ro.id = a.role_id
         LEFT JOIN users u ON u.id = r.compiled_by
         ${where.sql()} ORDER BY ${page.orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { content: rows.map(queueRow), totalElements: total };
  }

  /** The report a detail link names by its number and version (the newest without one), within the read scope. */
  async lookup(actor: Actor, code: string, version: number | null, organizationId: number | null): Promise<{ reportId: number }> {
    const where = new SqlWhere().inOrganisations('organization_id', readScope(actor));
    where.add(`code = ${where.param(code)}`);
    if (version !== null) where.add(`report_version = ${where.param(version)}`);
    if (organizationId !== null) where.add(`organization_id = ${where.param(organizationId)}`);
    const row = firstRow<{ id: number }>(await this.ds.query(`SELECT id FROM ${REPORT.table} ${where.sql()} ORDER BY report_version DESC, id DESC LIMIT 1`, where.params));
    if (!row) throw notFound();
    return { reportId: row.id };
  }

  async view(actor: Actor, reportId: number): Promise<ReportApprovalView> {
    const report = await reportFor(this.ds, actor, reportId);
    const approval = await approvalOf(this.ds, report.id);
    const facts = firstRow<{ project_code: string; project_name: string; unit_name: string | null; incoming: boolean; compiled_by_name: string | null }>(
      await this.ds.query(
        `SELECT p.code AS project_code, p.name AS project_name, iu.name AS unit_name, p.incoming_sample AS incoming, ${USER_NAME('u')} AS compiled_by_name
           FROM projects p LEFT JOIN inspected_units iu ON iu.id = p.inspected_unit_id LEFT JOIN users u ON u.id = $2 WHERE p.id = $1`,
        [report.belongProject, report.compiledBy ?? null],
      ),
    );
    const timeline = await this.timeline(report.id);
    const state = String(report.state);
    let mayAct = false;
    let refusal: string | null = null;
    let targets: { key: string; name: string }[] = [];
    if (approval && state === 'approving') {
      const who = await approvalActorOf(this.ds, actor);
      const refused = hasAnyPermission(actor, [...APPROVAL_ACT_PERMISSIONS]) ? actRefusal(approval.flow, approval.progress, who, { compilerId: report.compiledBy == null ? null : Number(report.compiledBy) }) : { code: 'role', message: '您没有审批权限' };
      mayAct = refused === null;
      refusal = refused?.message ?? null;
      targets = mayAct ? returnTargets(approval.flow, approval.progress).map((s) => ({ key: s.key, name: s.name })) : [];
    }
    return {
      reportId: report.id,
      version: report.version,
      code: String(report.code ?? ''),
      reportVersion: Number(report.reportVersion ?? 1),
      state,
      stateLabel: reportMachine.stateLabel(state),
      projectId: Number(report.belongProject),
      projectCode: facts?.project_code ?? '',
      projectName: facts?.project_name ?? '',
      inspectedUnitName: facts?.unit_name ?? null,
      incoming: facts?.incoming === true,
      compiledByName: facts?.compiled_by_name ?? null,
      flowName: approval?.flowName ?? null,
      steps: approval ? this.steps(approval.flow.steps, approval.progress, state, timeline) : [],
      current: state === 'approving' ? (approval?.progress.current ?? null) : null,
      mayAct,
      refusal,
      returnTargets: targets,
      timeline,
      organizationId: Number(report.organizationId),
    };
  }

  /** Each step of the flow: done (by whom, when — its last pass), waiting now, or still to come. */
  private steps(steps: readonly { key: string; kind: ApprovalStepView['kind']; name: string; roleName?: string | null }[], progress: { current: string | null; actors: Record<string, number> }, state: string, timeline: ApprovalTimelineEntry[]): ApprovalStepView[] {
    const at = state === 'issued' || state === 'superseded' ? steps.length : Math.max(0, steps.findIndex((s) => s.key === progress.current));
    return steps.map((s, i) => {
      const last = i < at ? [...timeline].reverse().find((e) => e.action !== 'return' && e.fromStep === s.name) : undefined;
      return { key: s.key, kind: s.kind, name: s.name, roleName: s.roleName ?? null, status: i < at ? 'done' : i === at ? 'current' : 'waiting', actorName: last?.actorName ?? null, at: last?.at ?? null };
    });
  }

  /** The report's approval events, oldest first: who did what at which step, when, and why. */
  private async timeline(reportId: number): Promise<ApprovalTimelineEntry[]> {
    const rows: { payload: { event: string; old?: Record<string, unknown>; new?: Record<string, unknown> }; reason: string | null; at: string; actor_name: string | null }[] = await this.ds.query(
      `SELECT e.payload, e.reason, to_char(e.occurred_at AT TIME ZONE current_setting('TimeZone'), 'YYYY-MM-DD HH24:MI:SS') AS at, ${USER_NAME('u')} AS actor_name
         FROM domain_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.aggregate_type = $1 AND e.aggregate_id = $2 AND e.type = $3 AND e.payload->>'event' = ANY($4::text[])
        ORDER BY e.seq`,
      [REPORT.name, String(reportId), 'ReportTransitioned', [...APPROVAL_EVENTS]],
    );
    return rows.map((r) => {
      const action = ACTION_OF[r.payload.event] ?? 'pass';
      const from = (r.payload.old?.approvalStepName as string | null | undefined) ?? null;
      return {
        action,
        actionLabel: APPROVAL_ACTION_LABELS[action],
        // 提交审批 is the 编制 step done, whatever the report said before
        fromStep: action === 'submit' ? from ?? '编制' : from,
        toStep: (r.payload.new?.approvalStepName as string | null | undefined) ?? null,
        actorName: r.actor_name,
        at: r.at,
        reason: r.reason,
      };
    });
  }

  /** The project's laboratory batches of one kind (粉尘 or the others) with the items the reviewer checks. */
  async sources(actor: Actor, reportId: number, kind: ApprovalSourceKind): Promise<ApprovalSourceBatch[]> {
    const report: ResourceRow = await reportFor(this.ds, actor, reportId);
    const dust = kind === 'dust';
    const batches: Record<string, unknown>[] = await this.ds.query(
      `SELECT b.id, b.code, b.family, b.hazard, m.method_name, m.standard_no, to_char(b.analysis_date, 'YYYY-MM-DD') AS analysis_date, b.state, b.qc_passed,
              ${USER_NAME('ua')} AS analyst_name, ${USER_NAME('uc')} AS checker_name, ${USER_NAME('uv')} AS verifier_name
         FROM lab_batches b
         LEFT JOIN lab_methods m ON m.id = b.method_id
         LEFT JOIN users ua ON ua.id = b.analyst_id LEFT JOIN users uc ON uc.id = b.checker_id LEFT JOIN users uv ON uv.id = b.verifier_id
        WHERE b.organization_id = $1 AND (b.family = ANY($3::text[])) = $4
          AND EXISTS (SELECT 1 FROM lab_batch_items i JOIN samples s ON s.id = i.sample_id WHERE i.batch_id = b.id AND s.project_id = $2)
        ORDER BY b.analysis_date, b.id`,
      [report.organizationId, report.belongProject, [...DUST_FAMILIES], dust],
    );
    if (batches.length === 0) return [];
    // the project's samples and the batch's QC samples (the other projects' samples are theirs)
    const items: Record<string, unknown>[] = await this.ds.query(
      `SELECT i.batch_id, i.kind, COALESCE(s.code, i.code) AS sample_code, s.hazard, i.result_text, i.result_value::text AS result_value, i.below_lod, i.flags
         FROM lab_batch_items i LEFT JOIN samples s ON s.id = i.sample_id
        WHERE i.batch_id = ANY($1::int[]) AND (i.kind <> 'sample' OR s.project_id = $2)
        ORDER BY i.batch_id, i.kind <> 'sample', COALESCE(s.code, i.code), i.id`,
      [batches.map((b) => b.id), report.belongProject],
    );
    return batches.map((b) => ({
      id: Number(b.id),
      code: String(b.code),
      family: String(b.family),
      familyLabel: labelOf(INSTRUMENT_FAMILY_OPTIONS, String(b.family)),
      hazard: (b.hazard as string | null) ?? null,
      methodName: (b.method_name as string | null) ?? null,
      standardNo: (b.standard_no as string | null) ?? null,
      analysisDate: (b.analysis_date as string | null) ?? null,
      state: String(b.state),
      stateLabel: analysisStateMachine.stateLabel(String(b.state) as never),
      analystName: (b.analyst_name as string | null) ?? null,
      checkerName: (b.checker_name as string | null) ?? null,
      verifierName: (b.verifier_name as string | null) ?? null,
      qcPassed: (b.qc_passed as boolean | null) ?? null,
      items: items
        .filter((i) => i.batch_id === b.id)
        .map((i) => ({
          sampleCode: (i.sample_code as string | null) ?? null,
          kind: String(i.kind),
          kindLabel: labelOf(BATCH_ITEM_KIND_OPTIONS, String(i.kind)),
          hazard: (i.hazard as string | null) ?? null,
          resultText: (i.result_text as string | null) ?? null,
          resultValue: (i.result_value as string | null) ?? null,
          belowLod: (i.below_lod as boolean | null) ?? null,
          flags: (i.flags as string | null) ?? null,
        })),
    }));
  }
}

function queueRow(r: Record<string, unknown>): ApprovalQueueRow {
  const state = String(r.state);
  return {
    reportId: Number(r.id),
    code: String(r.code ?? ''),
    reportVersion: Number(r.report_version ?? 1),
    state,
    stateLabel: reportMachine.stateLabel(state),
    projectId: Number(r.project_id),
    projectCode: String(r.project_code ?? ''),
    projectName: String(r.project_name ?? ''),
    inspectedUnitName: (r.unit_name as string | null) ?? null,
    checkTypeName: (r.check_type_name as string | null) ?? null,
    incoming: r.incoming_sample === true,
    stepKey: state === 'approving' ? ((r.current_step as string | null) ?? null) : null,
    stepName: state === 'approving' ? ((r.approval_step_name as string | null) ?? null) : null,
    roleName: state === 'approving' ? ((r.role_name as string | null) ?? null) : null,
    compiledByName: (r.compiled_by_name as string | null) ?? null,
    submittedAt: r.submitted_at ? new Date(String(r.submitted_at)).toISOString() : null,
    issueDate: (r.issue_date as string | null) ?? null,
    organizationId: Number(r.organization_id),
  };
}
