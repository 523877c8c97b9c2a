import { DomainEventEntity } from './domain-event.entity';

export { DomainEventEntity };

/**
 * Entities the data source maps. Tables are defined by the migrations and read and written in
 * SQL through the typed helpers of `../sql` (docs/adr/0001-data-access.md); the outbox row is the
 * one table TypeORM still maps, for DomainEventsService.
 */
export const ENTITIES = [DomainEventEntity];
