import { MigrationInterface, QueryRunner } from 'typeorm';
import { SYSTEM_COLUMNS, indexByOrganisation, trigramIndexes } from './migration-sql';

/**
 * 样品流转, 样品确认, 样品库, 样品分发: the samples table (made by the sampling plans) becomes the
 * SAMPLE declaration's — sampling date, method with its instrument family and shelf life, the
 * deadline (computed by @ohit/domain, stored so it can be filtered), storage place, receipt,
 * the analyst and instrument it is distributed to, a recorded deviation, disposal — with its
 * chain of custody (sample_custody, one row per step); hand-overs of a batch (sample_handovers,
 * SAMPLE_HANDOVER, numbered per organisation) with their samples (sample_handover_items; a sample
 * is in at most one hand-over still waiting). An index per declared filter and sort, led by
 * organization_id; trigram indexes for the `contains` filters when pg_trgm is installed.
 */
export class SampleCustody1732860000000 implements MigrationInterface {
  name = 'SampleCustody1732860000000';

  async up(q: QueryRunner): Promise<void> {
    const indexAll = (table: string, cols: string[]) => indexByOrganisation(q, table, cols);
    const trigrams = (table: string, cols: string[]) => trigramIndexes(q, table, cols);

    await q.query(`
      CREATE TABLE sample_handovers (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        state varchar(20) NOT NULL DEFAULT 'sent',
        giver_id integer REFERENCES users (id) ON DELETE RESTRICT,
        receiver_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        sent_at timestamptz NOT NULL DEFAULT now(),
        sampled_date date,
        sent_count integer NOT NULL DEFAULT 0 CHECK (sent_count >= 0),
        received_count integer CHECK (received_count >= 0),
        refused_count integer CHECK (refused_count >= 0),
        condition varchar(20),
        temperature numeric(4, 1),
        storage_place varchar(100),
        received_at timestamptz,
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_sample_handovers_code UNIQUE (organization_id, code)
      )`);
    await indexAll('sample_handovers', ['code', 'project_id', 'state', 'receiver_id', 'sent_at', 'received_at', 'created_at', 'updated_at']);
    await trigrams('sample_handovers', ['code']);

    await q.query(`
      ALTER TABLE samples
        ADD COLUMN sampled_date date,
        ADD COLUMN method_id integer REFERENCES lab_methods (id) ON DELETE RESTRICT,
        ADD COLUMN instrument_family varchar(30),
        ADD COLUMN shelf_life_days integer CHECK (shelf_life_days >= 0),
        ADD COLUMN shelf_life_deadline date,
        ADD COLUMN storage_place varchar(100),
        ADD COLUMN handover_id integer REFERENCES sample_handovers (id) ON DELETE RESTRICT,
        ADD COLUMN received_at timestamptz,
        ADD COLUMN received_by integer REFERENCES users (id) ON DELETE RESTRICT,
        ADD COLUMN analyst_id integer REFERENCES users (id) ON DELETE RESTRICT,
        ADD COLUMN instrument_id integer REFERENCES equipment (id) ON DELETE RESTRICT,
        ADD COLUMN distributed_at timestamptz,
        ADD COLUMN deviation_reason varchar(500),
        ADD COLUMN deviation_approved_by integer REFERENCES users (id) ON DELETE RESTRICT,
        ADD COLUMN disposed_date date,
        ADD COLUMN remark varchar(500),
        ADD COLUMN update_by varchar(50)`);
    await indexAll('samples', [
      'code',
      'project_id',
      'blank',
      'state',
      'sampled_date',
      'instrument_family',
      'shelf_life_deadline',
      'received_at',
      'analyst_id',
      'distributed_at',
      'created_at',
      'updated_at',
    ]);
    await trigrams('samples', ['code', 'hazard', 'storage_place']);
    // an analyst's load (assigned, not yet submitted) is counted per analyst and state
    await q.query(`CREATE INDEX idx_samples_analyst_state ON samples (analyst_id, state) WHERE analyst_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_samples_method ON samples (method_id) WHERE method_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_samples_instrument ON samples (instrument_id) WHERE instrument_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE sample_handover_items (
        id serial PRIMARY KEY,
        handover_id integer NOT NULL REFERENCES sample_handovers (id) ON DELETE RESTRICT,
        sample_id integer NOT NULL REFERENCES samples (id) ON DELETE RESTRICT,
        hazard varchar(200),
        refused boolean NOT NULL DEFAULT false,
        refusal_reason varchar(200),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_sample_handover_items UNIQUE (handover_id, sample_id)
      )`);
    await q.query(`CREATE INDEX idx_sample_handover_items_handover ON sample_handover_items (handover_id, id)`);
    await q.query(`CREATE INDEX idx_sample_handover_items_sample ON sample_handover_items (sample_id)`);

    await q.query(`
      CREATE TABLE sample_custody (
        id serial PRIMARY KEY,
        sample_id integer NOT NULL REFERENCES samples (id) ON DELETE RESTRICT,
        step varchar(20) NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        giver integer REFERENCES users (id) ON DELETE RESTRICT,
        receiver integer REFERENCES users (id) ON DELETE RESTRICT,
        handover_code varchar(50),
        condition varchar(20),
        temperature numeric(4, 1),
        instrument_name varchar(200),
        remark varchar(500),
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_sample_custody_sample ON sample_custody (sample_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sample_custody`);
    await q.query(`DROP TABLE sample_handover_items`);
    await q.query(`
      ALTER TABLE samples
        DROP COLUMN sampled_date, DROP COLUMN method_id, DROP COLUMN instrument_family, DROP COLUMN shelf_life_days,
        DROP COLUMN shelf_life_deadline, DROP COLUMN storage_place, DROP COLUMN handover_id, DROP COLUMN received_at,
        DROP COLUMN received_by, DROP COLUMN analyst_id, DROP COLUMN instrument_id, DROP COLUMN distributed_at,
        DROP COLUMN deviation_reason, DROP COLUMN deviation_approved_by, DROP COLUMN disposed_date, DROP COLUMN remark, DROP COLUMN update_by`);
    await q.query(`DROP TABLE sample_handovers`);
  }
}
