import type { QueryRunner } from 'typeorm';

/** Who and when of every row (kernel: organisation, optimistic version, audit names, timestamps). */
export const SYSTEM_COLUMNS = `
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  create_by varchar(50),
  update_by varchar(50),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * An index per declared filter and sort of a table's list, led by organization_id (what the
 * engine's page query reads index-only), and the engine's default order within an organisation.
 */
export async function indexByOrganisation(q: QueryRunner, table: string, cols: readonly string[]): Promise<void> {
  for (const col of cols) await q.query(`CREATE INDEX idx_${table}_org_${col} ON ${table} (organization_id, ${col}, id)`);
  await q.query(`CREATE INDEX idx_${table}_org_id ON ${table} (organization_id, id)`);
}

/** Trigram indexes for the `contains` filters, when pg_trgm is installed (the engine falls back to a scan without). */
export async function trigramIndexes(q: QueryRunner, table: string, cols: readonly string[]): Promise<void> {
  const installed = (await q.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).length > 0;
  if (installed) for (const col of cols) await q.query(`CREATE INDEX idx_${table}_${col}_trgm ON ${table} USING gin (${col} gin_trgm_ops)`);
}
