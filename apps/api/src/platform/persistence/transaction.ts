import { DataSource, EntityManager } from 'typeorm';

/** Runs the change and its domain events in one transaction (the outbox guarantee). */
export function inTransaction<T>(ds: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return ds.transaction('READ COMMITTED', work);
}

/** The first RETURNING row of an UPDATE (TypeORM's postgres driver answers UPDATE with [rows, count]). */
export function updatedRow<T>(result: unknown): T {
  const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
  return (rows as T[])[0];
}
