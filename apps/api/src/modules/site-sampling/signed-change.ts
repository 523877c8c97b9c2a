import { SAMPLING_DAY, type ResourceRow } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { badRequest } from '../../platform';
import { type ExtensionContext, recordChildEdit } from '../resources';
import { SITE_SAMPLING_MESSAGES as M } from './site-sampling.messages';

type Run = ExtensionContext['m'];

/** The day's signatures in force (not voided), oldest first. */
export async function liveSignatures(m: Run, dayId: number): Promise<{ id: number; role: string; records_digest: string | null }[]> {
  return m.query(`SELECT id, role, records_digest FROM sampling_day_signatures WHERE day_id = $1 AND NOT voided ORDER BY id`, [dayId]);
}

/**
 * A change of a day's records (its conditions, a record added, changed or removed) once someone
 * has signed them or the day is submitted: it needs a reason, and it voids every signature in
 * force — each a ChildEdited (voided, with the reason) on the day's history — until re-signed.
 * Before any signature, in a day being recorded, changes are free.
 */
export async function guardSignedChange(events: DomainEventsService, ctx: ExtensionContext, day: ResourceRow): Promise<void> {
  const live = await liveSignatures(ctx.m, Number(day.id));
  if (live.length === 0 && day.state !== 'submitted') return;
  const reason = ctx.reason?.trim();
  if (!reason) throw badRequest(M.signedChangeNeedsReason);
  const dayCtx = { ...ctx, decl: SAMPLING_DAY, reason };
  for (const s of live) await recordChildEdit(events, dayCtx, day, 'signatures', s.id, { voided: true, voidReason: M.signatureVoided(reason).slice(0, 500) });
}
