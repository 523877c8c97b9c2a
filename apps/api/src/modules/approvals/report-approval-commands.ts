import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APPROVAL_ACT_PERMISSIONS, INCOMING_REPORT_TYPE, permissionCodes, REPORT, type ResourceRow } from '@ohit/contracts';
import {
  type ApprovalActor,
  ApprovalFlowError,
  type ApprovalMove,
  type ApprovalRefusal,
  ApprovalRefusedError,
  type ApprovalSubject,
  expectStep,
  passStep,
  returnToStep,
  startApproval,
} from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, badRequest, conflict, firstRow, forbidden, hasAnyPermission, inTransaction } from '../../platform';
import { ResourceExtensions, transitionRow } from '../resources';
import { flowInForce } from './approval-flow-steps';
import { approvalOf, lockReportFor, saveApproval, type StoredApproval } from './report-approval-store';
import { APPROVAL_MESSAGES as M } from './approvals.messages';

/** The report machine's events only this module takes (the generic transition refuses them). */
export const APPROVAL_EVENTS = ['submit', 'pass', 'issue', 'return', 'returnToCompiler'] as const;

/** The step name an approval command writes with its transition (per transaction, read by the hook). */
const moving = new WeakMap<EntityManager, Record<string, unknown>>();

/** A refusal of the approval rules as the HTTP answer a user understands. */
function refused(refusal: ApprovalRefusal): Error {
  switch (refusal.code) {
    case 'role':
    case 'previousActor':
    case 'compiler':
      return forbidden(refusal.message);
    case 'reasonRequired':
    case 'unknownStep':
    case 'notEarlier':
      return badRequest(refusal.message);
    default:
      return conflict(refusal.message);
  }
}

/** Runs a rule of @ohit/domain, its refusal answered as HTTP. */
function decide<T>(work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (e instanceof ApprovalRefusedError) throw refused(e.refusal);
    if (e instanceof ApprovalFlowError) throw conflict(e.message);
    throw e;
  }
}

const compilerOf = (report: ResourceRow): ApprovalSubject => ({ compilerId: report.compiledBy == null ? null : Number(report.compiledBy) });

/** The report type its flow is chosen by: 来样检测, else the project's check type. */
async function reportTypeOf(m: EntityManager, report: ResourceRow): Promise<string> {
  const project = firstRow<{ check_type: string; incoming_sample: boolean }>(await m.query(`SELECT check_type, incoming_sample FROM projects WHERE id = $1`, [report.belongProject]));
  return project?.incoming_sample ? INCOMING_REPORT_TYPE : String(project?.check_type ?? '');
}

/** The caller as the approval rules see them: their id and the roles they hold. */
export async function approvalActorOf(m: Pick<EntityManager, 'query'>, actor: Actor): Promise<ApprovalActor> {
  const rows: { role_id: number }[] = await m.query(`SELECT role_id FROM user_roles WHERE user_id = $1`, [actor.id]);
  return { id: actor.id, roleIds: rows.map((r) => r.role_id), isAdmin: actor.isAdmin };
}

/**
 * 提交审批, 通过 and 退回 on a report (ISO/IEC 17025 7.8.1): each locks the report row first, so of
 * many requests on one report exactly one changes it and the rest see what it left — a request
 * naming a step the report has moved past is a 409 in Chinese. The flow's rules decide
 * (@ohit/domain approval); the report moves by its machine through the kernel's transitionRow
 * (one ReportTransitioned event with the step names old → new and the reason; 签发 stamps the
 * issue date and, by the reports module's hook, issues the project).
 */
@Injectable()
export class ReportApprovalCommands implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(REPORT.name, {
      beforeTransition: (ctx, _row, step) => {
        if (!(APPROVAL_EVENTS as readonly string[]).includes(step.event)) return {};
        const values = moving.get(ctx.m);
        if (!values) throw badRequest(M.onlyOnApprovalPages);
        return values;
      },
    });
  }

  /** 提交审批: the report leaves 编制 under the flow in force for its type (a copy is kept with it). */
  submit(actor: Actor, reportId: number, reason: string | null): Promise<ResourceRow> {
    if (!hasAnyPermission(actor, permissionCodes(REPORT, 'submit'))) throw forbidden();
    return inTransaction(this.ds, async (m) => {
      const report = await lockReportFor(m, actor, reportId);
      if (report.state !== 'compiling') throw conflict(M.notCompiling);
      const inForce = await flowInForce(m, Number(report.organizationId), await reportTypeOf(m, report)).catch((e: unknown) => {
        throw e instanceof ApprovalFlowError ? conflict(e.message) : e;
      });
      const who = await approvalActorOf(m, actor);
      const move = decide(() => passStep(inForce.flow, startApproval(inForce.flow), who, compilerOf(report)));
      return this.move(m, actor, report, { flowName: inForce.name, flow: inForce.flow, progress: move.progress, actedBy: [], submittedAt: null }, move, 'submit', reason, true);
    });
  }

  /** 通过: the step the caller saw is done — on to the next, or, after the last, the report is issued. */
  pass(actor: Actor, reportId: number, seen: string, reason: string | null): Promise<ResourceRow> {
    if (!hasAnyPermission(actor, [...APPROVAL_ACT_PERMISSIONS])) throw forbidden();
    return inTransaction(this.ds, async (m) => {
      const { report, approval } = await this.inApproval(m, actor, reportId, seen);
      const who = await approvalActorOf(m, actor);
      const move = decide(() => passStep(approval.flow, approval.progress, who, compilerOf(report)));
      return this.move(m, actor, report, approval, move, move.to ? 'pass' : 'issue', reason, false);
    });
  }

  /** 退回: back to an earlier step of the flow, with a reason (to 编制: the report is compiled again). */
  returnTo(actor: Actor, reportId: number, seen: string, target: string, reason: string | null): Promise<ResourceRow> {
    if (!hasAnyPermission(actor, [...APPROVAL_ACT_PERMISSIONS])) throw forbidden();
    return inTransaction(this.ds, async (m) => {
      const { report, approval } = await this.inApproval(m, actor, reportId, seen);
      const who = await approvalActorOf(m, actor);
      const move = decide(() => returnToStep(approval.flow, approval.progress, who, compilerOf(report), target, reason));
      const toCompiler = approval.flow.steps.indexOf(move.to as never) === 0;
      return this.move(m, actor, report, approval, move, toCompiler ? 'returnToCompiler' : 'return', reason, false);
    });
  }

  /** The locked report in approval and its approval, at the step the caller saw (else 409). */
  private async inApproval(m: EntityManager, actor: Actor, reportId: number, seen: string): Promise<{ report: ResourceRow; approval: StoredApproval }> {
    const report = await lockReportFor(m, actor, reportId);
    const approval = await approvalOf(m, report.id);
    if (report.state === 'compiling' || !approval) throw conflict(M.notSubmitted);
    if (report.state !== 'approving') throw conflict(M.notInApproval(String(report.state)));
    const stale = expectStep(approval.flow, approval.progress, seen);
    if (stale) throw refused(stale);
    return { report, approval };
  }

  /** The report moved by its machine with the waiting step's name, and its approval written as it now stands. */
  private async move(
    m: EntityManager,
    actor: Actor,
    report: ResourceRow,
    approval: StoredApproval,
    move: ApprovalMove,
    event: (typeof APPROVAL_EVENTS)[number],
    reason: string | null,
    submitted: boolean,
  ): Promise<ResourceRow> {
    moving.set(m, { approvalStepName: move.to?.name ?? null });
    try {
      const after = await transitionRow(this, { m, actor, decl: REPORT, reason }, report, event);
      await saveApproval(m, after, { flowName: approval.flowName, flow: approval.flow, progress: move.progress, actorId: actor.id, submitted });
      return after;
    } finally {
      moving.delete(m);
    }
  }
}
