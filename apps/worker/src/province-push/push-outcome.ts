import type { EntityManager } from 'typeorm';
import { PROVINCIAL_PUSH, type ProvincialSendOutcome, resourceEventType } from '@ohit/contracts';
import type { ProvincialExchange } from '@ohit/server-province';
import { DomainEventsService, firstRow } from '@ohit/server-database';

export interface PushInHand {
  id: number;
  organization_id: number;
  state: string;
  version: number;
  attempts: number;
}

/** The exchange of one send, kept for audit whatever came of it. */
export async function logExchange(m: EntityManager, pushId: number, attempt: number, exchange: ProvincialExchange, outcome: ProvincialSendOutcome, jobId: string): Promise<void> {
  await m.query(
    `INSERT INTO provincial_push_exchanges (push_id, attempt, protocol, url, request, response, status, outcome, message, started_at, duration_ms, job_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [pushId, attempt, exchange.protocol, exchange.url.slice(0, 500), exchange.request, exchange.response, exchange.status, outcome.kind, outcome.message.slice(0, 1000), exchange.startedAt, Math.round(exchange.durationMs), jobId],
  );
}

/**
 * Ends a push 推送中 → 已推送 (the province's record id) or → 推送失败 (its message as the reason),
 * as the kernel's transition would write it: the row under its version, one ProvincialPushTransitioned
 * event with old → new. False when the push is no longer 推送中 (someone else ended it).
 */
export async function endPush(
  m: EntityManager,
  events: DomainEventsService,
  push: PushInHand,
  end: { kind: 'pushed'; provinceRecordId: string } | { kind: 'failed'; message: string },
  ownerId: number | null,
): Promise<boolean> {
  const values =
    end.kind === 'pushed'
      ? { state: 'pushed', provinceRecordId: end.provinceRecordId, pushedAt: new Date().toISOString(), lastError: null }
      : { state: 'pushFailed', lastError: end.message.slice(0, 1000) };
  const row = firstRow<{ version: number; province_record_id: string | null; pushed_at: string | null; last_error: string | null }>(
    await m.query(
      `UPDATE provincial_pushes SET state = $2, province_record_id = COALESCE($3, province_record_id), pushed_at = COALESCE($4::timestamptz, pushed_at), last_error = $5,
              version = version + 1, updated_at = now(), update_by = 'worker'
        WHERE id = $1 AND state = 'pushing' RETURNING version`,
      [push.id, values.state, 'provinceRecordId' in values ? values.provinceRecordId : null, 'pushedAt' in values ? values.pushedAt : null, values.lastError],
    ),
  );
  if (!row) return false;
  const event = end.kind === 'pushed' ? 'pushSucceeded' : 'pushRefused';
  await events.append(m, {
    type: resourceEventType(PROVINCIAL_PUSH.name, 'Transitioned'),
    aggregateType: PROVINCIAL_PUSH.name,
    aggregateId: push.id,
    payload: { ids: [push.id], version: row.version, event, from: 'pushing', to: values.state, old: { state: 'pushing' }, new: values },
    actorId: ownerId,
    organizationId: push.organization_id,
    reason: end.kind === 'failed' ? end.message.slice(0, 500) : null,
  });
  return true;
}
