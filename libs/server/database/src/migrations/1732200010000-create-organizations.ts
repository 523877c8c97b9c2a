import { MigrationInterface, QueryRunner } from 'typeorm';

/** pg_trgm makes the `blurry` keyword searches (ILIKE '%…%') use an index; optional where not permitted. */
export async function tryEnableTrigram(q: QueryRunner): Promise<boolean> {
  await q.query(`DO $$ BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'pg_trgm not available: %', SQLERRM; END $$`);
  const rows: { ok: boolean }[] = await q.query(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS ok`);
  return rows[0]?.ok === true;
}

export class CreateOrganizations1732200010000 implements MigrationInterface {
  name = 'CreateOrganizations1732200010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE organizations (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        code varchar(50) NOT NULL,
        zone_code varchar(20),
        logo varchar(255),
        favicon varchar(255),
        parent_id integer REFERENCES organizations (id) ON DELETE RESTRICT,
        enabled boolean NOT NULL DEFAULT true,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_organizations_code UNIQUE (code),
        CONSTRAINT ck_organizations_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id)
      )`);
    await q.query(`CREATE INDEX idx_organizations_parent ON organizations (parent_id)`);
    await q.query(`CREATE INDEX idx_organizations_zone ON organizations (zone_code)`);
    await q.query(`CREATE INDEX idx_organizations_created ON organizations (created_at)`);
    await q.query(`CREATE INDEX idx_organizations_name ON organizations (name)`);
    if (await tryEnableTrigram(q)) {
      await q.query(`CREATE INDEX idx_organizations_name_trgm ON organizations USING gin (name gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE organizations`);
  }
}
