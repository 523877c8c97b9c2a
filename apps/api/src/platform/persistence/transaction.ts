import { DataSource, EntityManager } from 'typeorm';

/** Runs the change and its domain events in one transaction (the outbox guarantee). */
export function inTransaction<T>(ds: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return ds.transaction('READ COMMITTED', work);
}
