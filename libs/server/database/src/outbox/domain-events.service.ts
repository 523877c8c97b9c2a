import { randomUUID } from 'node:crypto';
import { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { DomainEventEntity } from '../entities/domain-event.entity';
import { NewDomainEvent } from './domain-event';
import { returningRows } from '../sql/returning-rows';

/** An event as the relay needs it to dispatch: what happened to which aggregate. */
export interface ClaimedEvent {
  id: string;
  seq: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
}

/** Anything that runs one SQL statement: a DataSource, an EntityManager (outside a transaction: autocommit). */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Appends events inside the caller's transaction: pass the transaction's EntityManager, so the
 * change and its events commit or roll back together (the outbox guarantee). The relay's side
 * (claim, mark dispatched, release) holds no transaction open: each is one short statement.
 */
export class DomainEventsService {
  async append(manager: EntityManager, events: NewDomainEvent | NewDomainEvent[]): Promise<DomainEventEntity[]> {
    const list = Array.isArray(events) ? events : [events];
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('DomainEventsService.append must run inside a transaction');
    }
    const rows = list.map((e) =>
      manager.create(DomainEventEntity, {
        id: randomUUID(),
        type: e.type,
        aggregateType: e.aggregateType,
        aggregateId: String(e.aggregateId),
        payload: e.payload,
        actorId: e.actorId ?? null,
        organizationId: e.organizationId ?? null,
        reason: e.reason ?? null,
        dispatchedAt: null,
      }),
    );
    // jsonb payloads are plain records; TypeORM's deep-partial type cannot express that.
    await manager.insert(DomainEventEntity, rows as QueryDeepPartialEntity<DomainEventEntity>[]);
    return rows;
  }

  /**
   * Claims up to `limit` undispatched events in `seq` order for `leaseMs`, in one statement (its
   * own short transaction): rows another relay is claiming right now are skipped (SKIP LOCKED),
   * rows under someone's unexpired lease too. Dispatch them, then markDispatched; on failure
   * release them — or let the lease run out, should this relay die.
   */
  async claim(db: SqlRunner, limit: number, leaseMs: number): Promise<ClaimedEvent[]> {
    const rows = returningRows<{ id: string; seq: string; type: string; aggregate_type: string; aggregate_id: string }>(
      await db.query(
        `UPDATE domain_events SET claimed_until = now() + $2 * interval '1 millisecond'
         WHERE id IN (
           SELECT id FROM domain_events
           WHERE dispatched_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id, seq, type, aggregate_type, aggregate_id`,
        [limit, leaseMs],
      ),
    );
    return rows
      .map((r) => ({ id: r.id, seq: String(r.seq), type: r.type, aggregateType: r.aggregate_type, aggregateId: r.aggregate_id }))
      .sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
  }

  async markDispatched(db: SqlRunner, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.query(`UPDATE domain_events SET dispatched_at = now(), claimed_until = NULL WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Gives claimed events back at once (dispatch failed): the next claim takes them again. */
  async release(db: SqlRunner, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.query(`UPDATE domain_events SET claimed_until = NULL WHERE id = ANY($1::uuid[]) AND dispatched_at IS NULL`, [ids]);
  }
}
