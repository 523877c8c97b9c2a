import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The outbox and the ISO/IEC 17025 audit trail in one table: every command writes its change
 * and its events here in the same transaction; the relay dispatches them afterwards.
 */
@Entity({ name: 'domain_events' })
@Index('idx_domain_events_undispatched', ['seq'], { where: 'dispatched_at IS NULL' })
@Index('idx_domain_events_aggregate', ['aggregateType', 'aggregateId'])
export class DomainEventEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Total order of events (bigserial); relays read in this order. */
  @Column({ type: 'bigint', generated: 'increment', insert: false, update: false })
  seq: string;

  @Column({ type: 'varchar', length: 120 })
  type: string;

  @Column({ name: 'aggregate_type', type: 'varchar', length: 80 })
  aggregateType: string;

  @Column({ name: 'aggregate_id', type: 'varchar', length: 64 })
  aggregateId: string;

  /** The change itself: new values, and old values where something was overwritten. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ name: 'organization_id', type: 'integer', nullable: true })
  organizationId: number | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;
}
