import { MigrationInterface, QueryRunner } from 'typeorm';
import { tryEnableTrigram } from './1732200010000-create-organizations';

/** Columns every generic resource row carries (spec §3 "Generic list row"). */
const ROW_COLUMNS = `
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  create_by varchar(50),
  update_by varchar(50),
  import_job_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * Generic resources (inspected units, equipment), the minimal projects table the inspected-unit
 * delete guard checks, relations, the jobs read model and the relay consumers' dedupe table.
 * Every list filter and sort is indexed together with organization_id (lists are org-scoped).
 */
export class CreateResources1732300000000 implements MigrationInterface {
  name = 'CreateResources1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inspected_units (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        credit_code varchar(18),
        area varchar(130),
        address varchar(200),
        contact varchar(50),
        phone varchar(11),
        industry varchar(20),
        scale varchar(20),
        employee_count integer,
        status varchar(20) NOT NULL DEFAULT '1',
        remark varchar(500),
        ${ROW_COLUMNS},
        CONSTRAINT uq_inspected_units_org_name UNIQUE (organization_id, name)
      )`);
    for (const col of ['id', 'credit_code', 'industry', 'scale', 'employee_count', 'status', 'created_at', 'phone']) {
      await q.query(`CREATE INDEX idx_inspected_units_org_${col} ON inspected_units (organization_id, ${col})`);
    }
    await q.query(`CREATE INDEX idx_inspected_units_area ON inspected_units (area varchar_pattern_ops)`);
    await q.query(`CREATE INDEX idx_inspected_units_import_job ON inspected_units (import_job_id) WHERE import_job_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE equipment (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        name varchar(100) NOT NULL,
        model varchar(100),
        serial_no varchar(100),
        manufacturer varchar(100),
        status varchar(20) NOT NULL DEFAULT '1',
        calibration_date date,
        calibration_due_date date,
        location varchar(100),
        keeper varchar(50),
        price numeric(14, 2),
        remark varchar(500),
        ${ROW_COLUMNS},
        CONSTRAINT uq_equipment_org_code UNIQUE (organization_id, code)
      )`);
    for (const col of ['id', 'name', 'serial_no', 'status', 'calibration_date', 'calibration_due_date', 'price', 'created_at']) {
      await q.query(`CREATE INDEX idx_equipment_org_${col} ON equipment (organization_id, ${col})`);
    }
    await q.query(`CREATE INDEX idx_equipment_import_job ON equipment (import_job_id) WHERE import_job_id IS NOT NULL`);

    if (await tryEnableTrigram(q)) {
      for (const [table, cols] of [
        ['inspected_units', ['name', 'address', 'contact']],
        ['equipment', ['code', 'name', 'model', 'location', 'keeper']],
      ] as const) {
        for (const col of cols) await q.query(`CREATE INDEX idx_${table}_${col}_trgm ON ${table} USING gin (${col} gin_trgm_ops)`);
      }
    }

    // Minimal projects: enough for the inspected-unit delete guard (spec §5) until the projects module lands.
    await q.query(`
      CREATE TABLE projects (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        name varchar(200),
        inspected_unit_id integer REFERENCES inspected_units (id) ON DELETE RESTRICT,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_projects_org_code UNIQUE (organization_id, code)
      )`);
    await q.query(`CREATE INDEX idx_projects_inspected_unit ON projects (inspected_unit_id)`);

    // Relation / cancel-relation of spec §3 (phyId, projectId, ids, blkSampleIds, hazardNames).
    await q.query(`
      CREATE TABLE resource_relations (
        id bigserial PRIMARY KEY,
        resource varchar(60) NOT NULL,
        record_id integer NOT NULL,
        project_id varchar(40) NOT NULL DEFAULT '',
        phy_id varchar(40) NOT NULL DEFAULT '',
        blk_sample_ids text[] NOT NULL DEFAULT '{}',
        hazard_names text[] NOT NULL DEFAULT '{}',
        organization_id integer NOT NULL,
        created_by integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_resource_relations UNIQUE (resource, record_id, project_id, phy_id)
      )`);

    await q.query(`
      CREATE TABLE jobs (
        id uuid PRIMARY KEY,
        type varchar(20) NOT NULL,
        resource varchar(60) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'queued',
        progress smallint NOT NULL DEFAULT 0,
        rows_done integer NOT NULL DEFAULT 0,
        rows_total integer,
        owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        organization_id integer NOT NULL,
        parameters jsonb NOT NULL DEFAULT '{}',
        input_path varchar(255),
        file_name varchar(255),
        file_path varchar(255),
        errors jsonb NOT NULL DEFAULT '[]',
        attempts integer NOT NULL DEFAULT 0,
        cancel_requested boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        CONSTRAINT ck_jobs_type CHECK (type IN ('export', 'import')),
        CONSTRAINT ck_jobs_status CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled'))
      )`);
    await q.query(`CREATE INDEX idx_jobs_owner ON jobs (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX idx_jobs_org ON jobs (organization_id, created_at DESC)`);

    // Relay consumers remember what they handled: a replayed event changes nothing.
    await q.query(`
      CREATE TABLE processed_events (
        consumer varchar(60) NOT NULL,
        event_id uuid NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['processed_events', 'jobs', 'resource_relations', 'projects', 'equipment', 'inspected_units']) await q.query(`DROP TABLE ${t}`);
  }
}
