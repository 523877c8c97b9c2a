import { DomainEventEntity } from './domain-event.entity';

export { DomainEventEntity };

/** Every entity the data source knows; modules add theirs here. */
export const ENTITIES = [DomainEventEntity];
