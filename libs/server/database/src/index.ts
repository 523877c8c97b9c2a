export * from './entities';
export * from './migrations';
export * from './data-source';
export * from './outbox/domain-event';
export * from './outbox/domain-events.service';
export * from './database.module';
export * from './sql';
