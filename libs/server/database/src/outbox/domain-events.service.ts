import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { NewDomainEvent } from './domain-event';
import { returningRows } from '../sql/returning-rows';

/** What append answers: the new events' ids and their place in the total order. */
export interface AppendedEvent {
  id: string;
  seq: string;
  type: string;
}

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
  async append(manager: EntityManager, events: NewDomainEvent | NewDomainEvent[]): Promise<AppendedEvent[]> {
    const list = Array.isArray(events) ? events : [events];
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('DomainEventsService.append must run inside a transaction');
    }
    if (list.length === 0) return [];
    const ids = list.map(() => randomUUID());
    // One INSERT for the batch, from parallel arrays (seq and occurred_at come from the table).
    return returningRows<AppendedEvent>(
      await manager.query(
        `INSERT INTO domain_events (id, type, aggregate_type, aggregate_id, payload, actor_id, organization_id, reason)
         SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::jsonb[], $6::int[], $7::int[], $8::text[])
         RETURNING id, seq::text AS seq, type`,
        [
          ids,
          list.map((e) => e.type),
          list.map((e) => e.aggregateType),
          list.map((e) => String(e.aggregateId)),
          list.map((e) => JSON.stringify(e.payload)),
          list.map((e) => e.actorId ?? null),
          list.map((e) => e.organizationId ?? null),
          list.map((e) => e.reason ?? null),
        ],
      ),
    );
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
