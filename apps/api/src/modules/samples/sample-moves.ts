import type { EntityManager } from 'typeorm';
import { computeFields, resourceEventType, type ResourceRow, SAMPLE } from '@ohit/contracts';
import { DomainError, type SampleEvent, sampleStateMachine } from '@ohit/domain';
import type { DomainEventsService } from '@ohit/server-database';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { auditOf, conflict, stale } from '../../platform';
import { type ExtensionContext, recordChildRow, updateVersioned } from '../resources';
import { followTestedCount, movesTestedCount } from './project-tested-count';
import { SAMPLE_MESSAGES as M } from './samples.messages';

/** The samples of the ids (of the organisations given, all when null), locked in id order so batches never deadlock. */
export async function lockSamples(m: EntityManager, ids: number[], organizations: number[] | null): Promise<ResourceRow[]> {
  const params: unknown[] = [ids];
  let where = 't.id = ANY($1::int[])';
  if (organizations) {
    params.push(organizations);
    where += ' AND t.organization_id = ANY($2::int[])';
  }
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(SAMPLE)} FROM ${SAMPLE.table} t WHERE ${where} ORDER BY t.id FOR UPDATE`, params);
  return rows.map((r) => toApiRow(SAMPLE, r));
}

/** Where the sample machine takes the sample on `event` (its Chinese refusal, naming the sample, a 409); a client's sample (来样检测) has no transport leg. */
export function sampleTarget(sample: ResourceRow, event: SampleEvent, reason: string | null): string {
  try {
    return sampleStateMachine.transition(String(sample.state) as never, event, { reason, incomingSample: sample.origin === 'incoming' });
  } catch (error) {
    if (error instanceof DomainError) throw conflict(M.stateChanged(String(sample.code), error.message));
    throw error;
  }
}

/**
 * One sample moved by the machine's event inside the caller's transaction (the row locked by
 * lockSamples): its state and the values the step sets, the computed fields they move (the
 * shelf-life deadline), under the version read, with its own Transitioned event (old → new, the
 * reason) on the sample's history — the same event the kernel's transition leaves; a move into
 * or out of a tested state recounts the project's 已检样品数.
 */
export async function moveSample(
  events: DomainEventsService,
  ctx: ExtensionContext,
  sample: ResourceRow,
  event: SampleEvent,
  values: Record<string, unknown>,
  reason: string | null,
): Promise<ResourceRow> {
  const from = String(sample.state);
  const to = sampleTarget(sample, event, reason);
  const written: Record<string, unknown> = { state: to, ...values };
  Object.assign(written, computeFields(SAMPLE, { ...sample, ...written }));
  const after = await updateVersioned(ctx.m, SAMPLE, sample.id, sample.version, written, ctx.actor.username);
  if (!after) throw stale();
  const old = Object.fromEntries(Object.keys(written).map((k) => [k, sample[k] ?? null]));
  await events.append(ctx.m, {
    type: resourceEventType(SAMPLE.name, 'Transitioned'),
    aggregateType: SAMPLE.name,
    aggregateId: sample.id,
    payload: { ids: [sample.id], version: after.version, event, from, to, old, new: written },
    ...auditOf(ctx.actor),
    reason,
    organizationId: Number(after.organizationId),
  });
  if (movesTestedCount(from, to)) await followTestedCount(events, ctx, Number(after.belongProject), reason);
  return after;
}

/** A step of the sample's chain of custody (its read-only `custody` collection), with its ChildAdded event on the sample. */
export function recordCustody(events: DomainEventsService, ctx: ExtensionContext, sample: ResourceRow, step: Record<string, unknown>, reason: string | null): Promise<ResourceRow> {
  return recordChildRow(events, { ...ctx, decl: SAMPLE, reason }, sample, 'custody', { at: new Date().toISOString(), ...step });
}
