/**
 * No entity classes: tables are defined by the migrations and read and written in SQL through
 * the typed helpers of `../sql` (docs/adr/0001-data-access.md). TypeORM is the pool, the
 * transaction runner and the migration runner.
 */
export const ENTITIES: [] = [];
