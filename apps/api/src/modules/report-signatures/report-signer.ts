import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SIGNATURE_AUDIENCE_LABELS, type SignLinkAudience } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { insertSignature, type ReportDigests, signaturesOf, type SignatureRow, type SignatureWriter, voidSignatures, voidStaleSignatures } from '@ohit/server-report-signatures';
import { type Actor, firstRow } from '../../platform';
import { REPORT_SIGNATURE_MESSAGES as M } from './report-signatures.messages';
import { attachUserSignature } from './signature-images';

/** An approval step as signed: its key in the flow and its name as printed (编制, 校核 …). */
export interface SignedStep {
  key: string;
  name: string;
}

/**
 * Signs a report version at a step, bound to what it holds now: first every signature in force
 * that no longer binds (content compiled again, PDF rendered anew) is voided with its reason, then
 * the step's own earlier signature (signed again), then the new one is recorded with its image —
 * all in the caller's transaction with the report locked.
 */
@Injectable()
export class ReportSigner {
  constructor(readonly events: DomainEventsService) {}

  /** A signature of the organisation's staff at an approval step: the user's own image (我的签名). */
  async signStep(m: EntityManager, actor: Actor, report: ReportDigests, step: SignedStep, reason: string | null): Promise<SignatureRow> {
    const person = firstRow<{ name: string }>(await m.query(`SELECT COALESCE(NULLIF(nick_name, ''), username) AS name FROM users WHERE id = $1`, [actor.id]));
    const name = (person?.name ?? actor.username).slice(0, 50);
    const who = { actorId: actor.id, username: actor.username };
    await this.clearStep(m, report, step, who);
    const attachmentId = await attachUserSignature(m, this.events, report, { ...who, actorId: actor.id, name }, reason);
    return insertSignature(m, this.events, { report, stepKey: step.key, stepName: step.name, audience: 'staff', signerName: name, signerUserId: actor.id, attachmentId }, who, reason);
  }

  /** A signature of an outside party through a signing link (nobody logged in): the image drawn on the page. */
  async signAsParty(m: EntityManager, report: ReportDigests, audience: SignLinkAudience, signerName: string, attachmentId: number, reason: string): Promise<SignatureRow> {
    const who = { actorId: null, username: signerName };
    const step = { key: audience, name: SIGNATURE_AUDIENCE_LABELS[audience] };
    await this.clearStep(m, report, step, who);
    return insertSignature(m, this.events, { report, stepKey: step.key, stepName: step.name, audience, signerName, signerUserId: null, attachmentId }, who, reason);
  }

  private async clearStep(m: EntityManager, report: ReportDigests, step: SignedStep, who: SignatureWriter): Promise<void> {
    await voidStaleSignatures(m, this.events, report, who);
    const earlier = (await signaturesOf(m, report.id, true)).filter((s) => s.stepKey === step.key);
    await voidSignatures(
      m,
      this.events,
      report.id,
      earlier.map((s) => s.id),
      M.resigned(step.name),
      who,
    );
  }
}
