import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REPORT, REPORT_ISSUED_PDF_JOB, REPORT_SIGNATURE_SLOT, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { type ReportDigests, reportDigests } from '@ohit/server-report-signatures';
import { type Actor, auditOf, badRequest, firstRow } from '../../platform';
import { type ExtensionContext, ResourceExtensions, type TransitionStep } from '../resources';
import { ReportSigner, type SignedStep } from './report-signer';
import { REPORT_SIGNATURE_MESSAGES as M } from './report-signatures.messages';

/** The report machine's events that complete an approval step (退回 signs nothing). */
const SIGNING_EVENTS = ['submit', 'pass', 'issue'];
const COMPILE_STEP: SignedStep = { key: 'compile', name: '编制' };

/**
 * The step an approval event completes: 提交审批 the flow's first step (编制); 通过 and 签发 the step
 * that was waiting (the report's approvalStepName before the move), keyed as the report's stored
 * flow keys it.
 */
async function stepDone(m: EntityManager, before: ResourceRow, event: string): Promise<SignedStep> {
  const row = firstRow<{ steps: { key: string; kind: string; name: string }[] }>(await m.query(`SELECT steps FROM report_approvals WHERE report_id = $1`, [before.id]));
  const steps = row?.steps ?? [];
  if (event === 'submit') {
    const first = steps.find((s) => s.kind === 'compile');
    return first ? { key: first.key, name: first.name } : COMPILE_STEP;
  }
  const name = String(before.approvalStepName ?? '').trim();
  const step = steps.find((s) => s.name === name);
  return { key: step?.key ?? (name || event), name: name || (event === 'issue' ? '签发' : '审批') };
}

/**
 * Asks the worker for the issued file in the issue's own transaction (the jobs row and the
 * requesting event; the outbox relay enqueues it once committed), owned by the issuer.
 */
async function requestIssuedPdf(m: EntityManager, events: DomainEventsService, actor: Actor, report: ReportDigests): Promise<string> {
  const id = randomUUID();
  const parameters = { reportId: report.id, code: report.code, reportVersion: report.reportVersion };
  await m.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, $2, $3, $4, $5, $6)`, [
    id,
    REPORT_ISSUED_PDF_JOB.name,
    REPORT.name,
    actor.id,
    actor.organizationId,
    JSON.stringify(parameters),
  ]);
  await events.append(m, { type: REPORT_ISSUED_PDF_JOB.requestedBy, aggregateType: 'job', aggregateId: id, payload: parameters, ...auditOf(actor) });
  return id;
}

/**
 * Signatures of the approval steps: each 提交审批, 通过 and 签发 of a report records the actor's
 * signature for the step they completed, bound to the version's content and PDF digests (earlier
 * ones that no longer bind are voided first); 签发 also asks for the issued file (printed with the
 * signatures, digitally signed). Signature images are the system's: never uploaded or removed by hand.
 */
@Injectable()
export class ApprovalSignatures implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
    private readonly signer: ReportSigner,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(REPORT.name, {
      afterTransition: (ctx, before, after, step) => this.afterStep(ctx, before, after, step),
      beforeAttachmentWrite: (_ctx, _report, change) => {
        if (change.slot === REPORT_SIGNATURE_SLOT.name) throw badRequest(M.imageBySystem);
      },
    });
  }

  private async afterStep(ctx: ExtensionContext, before: ResourceRow, after: ResourceRow, step: TransitionStep): Promise<void> {
    if (!SIGNING_EVENTS.includes(step.event)) return;
    const report = await reportDigests(ctx.m, after.id, true);
    if (!report) return;
    await this.signer.signStep(ctx.m, ctx.actor, report, await stepDone(ctx.m, before, step.event), ctx.reason ?? null);
    if (step.event === 'issue') await requestIssuedPdf(ctx.m, this.events, ctx.actor, report);
  }
}

export { requestIssuedPdf };
