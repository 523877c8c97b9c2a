import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 现场采样 and 项目调整: sampling days (SAMPLING_DAY, one per project and date, its state bound to
 * samplingDayStateMachine) with their signatures and point media (child collections), the
 * per-sample records (SAMPLING_RECORD; one per sample; measured values numeric, computed
 * duration / Vt / V0 / drift stored so they can be filtered), and project adjustments
 * (PROJECT_ADJUSTMENT). An index per declared filter and sort, led by organization_id.
 */
export class OnSiteSampling1732840000000 implements MigrationInterface {
  name = 'OnSiteSampling1732840000000';

  async up(q: QueryRunner): Promise<void> {
    const indexAll = (table: string, cols: string[]) => indexByOrganisation(q, table, cols);

    await q.query(`
      CREATE TABLE sampling_days (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        inspected_unit_id integer REFERENCES inspected_units (id) ON DELETE RESTRICT,
        sampling_date date NOT NULL,
        state varchar(30) NOT NULL DEFAULT 'draft',
        weather varchar(10) NOT NULL,
        temperature numeric(5, 1) NOT NULL,
        humidity numeric(5, 1) NOT NULL,
        pressure numeric(7, 2) NOT NULL,
        production_load numeric(5, 1) NOT NULL,
        facilities_running boolean NOT NULL DEFAULT true,
        samplers varchar(200),
        accompany_name varchar(50),
        submitted_date date,
        remark varchar(500),
        import_job_id uuid,
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_sampling_days_project_date UNIQUE (project_id, sampling_date),
        CONSTRAINT uq_sampling_days_code UNIQUE (organization_id, code)
      )`);
    await indexAll('sampling_days', ['project_id', 'inspected_unit_id', 'sampling_date', 'state', 'created_at', 'updated_at']);
    // a sampling record's day is filtered by its code (the reference's label)
    await trigramIndexes(q, 'sampling_days', ['code']);

    await q.query(`
      CREATE TABLE sampling_day_signatures (
        id serial PRIMARY KEY,
        day_id integer NOT NULL REFERENCES sampling_days (id) ON DELETE CASCADE,
        role varchar(20) NOT NULL,
        signer_name varchar(50) NOT NULL,
        attachment_id integer NOT NULL REFERENCES resource_attachments (id) ON DELETE RESTRICT,
        records_digest varchar(64),
        signed_at timestamptz,
        voided boolean NOT NULL DEFAULT false,
        void_reason varchar(500),
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_sampling_day_signatures_day ON sampling_day_signatures (day_id, id)`);
    // one signature in force per role and day
    await q.query(`CREATE UNIQUE INDEX uq_sampling_day_signatures_live ON sampling_day_signatures (day_id, role) WHERE NOT voided`);

    await q.query(`
      CREATE TABLE sampling_day_media (
        id serial PRIMARY KEY,
        day_id integer NOT NULL REFERENCES sampling_days (id) ON DELETE CASCADE,
        point varchar(100) NOT NULL,
        kind varchar(10) NOT NULL,
        attachment_id integer NOT NULL REFERENCES resource_attachments (id) ON DELETE RESTRICT,
        preview_id integer REFERENCES resource_attachments (id) ON DELETE RESTRICT,
        caption varchar(200),
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_sampling_day_media_day ON sampling_day_media (day_id, id)`);

    await q.query(`
      CREATE TABLE sampling_records (
        id serial PRIMARY KEY,
        day_id integer NOT NULL REFERENCES sampling_days (id) ON DELETE RESTRICT,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        sample_id integer NOT NULL REFERENCES samples (id) ON DELETE RESTRICT,
        sample_code varchar(50),
        blank boolean NOT NULL DEFAULT false,
        workshop varchar(100),
        post varchar(100),
        hazard varchar(200),
        sample_type varchar(20),
        kind varchar(10),
        point_name varchar(100),
        worker_name varchar(50),
        equipment_id integer REFERENCES equipment (id) ON DELETE RESTRICT,
        start_time timestamptz,
        end_time timestamptz,
        short_duration varchar(5),
        flow_before numeric(10, 3),
        flow_after numeric(10, 3),
        temperature numeric(5, 1),
        pressure numeric(7, 2),
        duration_minutes numeric(10, 2),
        sampled_volume numeric(14, 3),
        standard_volume numeric(14, 3),
        flow_drift numeric(10, 2),
        drift_exceeded boolean,
        remark varchar(500),
        import_job_id uuid,
        ${SYSTEM_COLUMNS},
        -- a sample is recorded once (a re-sample is a new sample of its own)
        CONSTRAINT uq_sampling_records_sample UNIQUE (sample_id)
      )`);
    await indexAll('sampling_records', ['day_id', 'project_id', 'sample_id', 'sample_code', 'blank', 'drift_exceeded', 'created_at', 'updated_at']);
    await q.query(`CREATE INDEX idx_sampling_records_equipment ON sampling_records (equipment_id) WHERE equipment_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE project_adjustments (
        id serial PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        inspected_unit_id integer REFERENCES inspected_units (id) ON DELETE RESTRICT,
        kind varchar(20) NOT NULL,
        adjust_date date NOT NULL,
        sample_id integer REFERENCES samples (id) ON DELETE RESTRICT,
        sample_code varchar(50),
        hazard varchar(200),
        count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
        original_point varchar(100),
        new_point varchar(100),
        blank_type varchar(20),
        added_codes varchar(2000),
        reason varchar(500) NOT NULL,
        import_job_id uuid,
        ${SYSTEM_COLUMNS}
      )`);
    await indexAll('project_adjustments', ['project_id', 'inspected_unit_id', 'kind', 'adjust_date', 'sample_code', 'created_at', 'updated_at']);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['project_adjustments', 'sampling_records', 'sampling_day_media', 'sampling_day_signatures', 'sampling_days']) await q.query(`DROP TABLE ${t}`);
  }
}
