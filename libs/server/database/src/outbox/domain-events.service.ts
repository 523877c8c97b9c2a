import { randomUUID } from 'node:crypto';
import { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { DomainEventEntity } from '../entities/domain-event.entity';
import { NewDomainEvent } from './domain-event';

/**
 * Appends events inside the caller's transaction: pass the transaction's EntityManager, so the
 * change and its events commit or roll back together (the outbox guarantee).
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

  /** Claims up to `limit` undispatched events in order, skipping rows another relay holds. */
  async claimUndispatched(manager: EntityManager, limit: number): Promise<DomainEventEntity[]> {
    return manager
      .createQueryBuilder(DomainEventEntity, 'e')
      .where('e.dispatched_at IS NULL')
      .orderBy('e.seq', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  async markDispatched(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(`UPDATE domain_events SET dispatched_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
