import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business kernel's tables and the projects module proper:
 * - projects gets every field of its declaration (state bound to projectStateMachine, check type,
 *   references, contract, stage dates, the read model's counts), with an index per declared
 *   filter and sort (indexes.integration-spec.ts checks them);
 * - project_members: the team (child collection);
 * - resource_attachments: files attached to any declared row (through the storage port);
 * - code_sequences / code_patterns: gap-free per-organisation, per-year numbering of codes.
 */
export class BusinessKernelProjects1732700000000 implements MigrationInterface {
  name = 'BusinessKernelProjects1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE projects
        ALTER COLUMN name SET DEFAULT '',
        ADD COLUMN check_type varchar(10) NOT NULL DEFAULT '10',
        ADD COLUMN state varchar(30) NOT NULL DEFAULT 'created',
        ADD COLUMN suspended_from varchar(30),
        ADD COLUMN responser_id integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN incoming_sample boolean NOT NULL DEFAULT false,
        ADD COLUMN urgency varchar(10) NOT NULL DEFAULT '1',
        ADD COLUMN entrust_type varchar(10) NOT NULL DEFAULT '1',
        ADD COLUMN jcbg_flag varchar(1) NOT NULL DEFAULT '1',
        ADD COLUMN pjbg_flag varchar(1) NOT NULL DEFAULT '0',
        ADD COLUMN linked_project_id integer REFERENCES projects (id) ON DELETE SET NULL,
        ADD COLUMN contract_no varchar(50),
        ADD COLUMN contract_amount numeric(14, 2),
        ADD COLUMN contract_date date,
        ADD COLUMN survey_plan_date date,
        ADD COLUMN survey_date date,
        ADD COLUMN sampling_plan_date date,
        ADD COLUMN sampling_date date,
        ADD COLUMN lab_plan_date date,
        ADD COLUMN lab_date date,
        ADD COLUMN report_plan_date date,
        ADD COLUMN report_date date,
        ADD COLUMN issue_plan_date date,
        ADD COLUMN issue_date date,
        ADD COLUMN samples_planned integer NOT NULL DEFAULT 0,
        ADD COLUMN samples_collected integer NOT NULL DEFAULT 0,
        ADD COLUMN samples_tested integer NOT NULL DEFAULT 0,
        ADD COLUMN report_state varchar(30),
        ADD COLUMN remark varchar(500),
        ADD COLUMN create_by varchar(50),
        ADD COLUMN update_by varchar(50),
        ADD COLUMN import_job_id uuid`);
    // Every declared filter and sort leads with organization_id (the spec §6 scope of every list).
    for (const col of [
      'state', 'check_type', 'responser_id', 'urgency', 'entrust_type', 'incoming_sample', 'report_state', 'code', 'name',
      'contract_no', 'contract_amount', 'contract_date', 'survey_plan_date', 'survey_date', 'sampling_plan_date', 'sampling_date',
      'report_plan_date', 'issue_plan_date', 'issue_date', 'samples_planned', 'samples_collected', 'samples_tested', 'updated_at',
    ]) {
      await q.query(`CREATE INDEX idx_projects_org_${col} ON projects (organization_id, ${col}, id)`);
    }
    await q.query(`CREATE INDEX idx_projects_org_unit ON projects (organization_id, inspected_unit_id, id)`);
    await q.query(`CREATE INDEX idx_projects_linked ON projects (linked_project_id) WHERE linked_project_id IS NOT NULL`);
    if ((await q.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).length) {
      for (const col of ['code', 'name', 'contract_no']) await q.query(`CREATE INDEX idx_projects_${col}_trgm ON projects USING gin (${col} gin_trgm_ops)`);
    }

    // Next periodic detection due per inspected unit (risk class + last issued 定期检测 project).
    await q.query(`
      ALTER TABLE inspected_units
        ADD COLUMN risk_class varchar(10),
        ADD COLUMN last_detection_date date,
        ADD COLUMN next_detection_due date`);
    for (const col of ['risk_class', 'last_detection_date', 'next_detection_due']) {
      await q.query(`CREATE INDEX idx_inspected_units_org_${col} ON inspected_units (organization_id, ${col})`);
    }

    // A row's history (GET <url>/:id/history) pages its events newest first.
    await q.query(`CREATE INDEX idx_domain_events_aggregate_seq ON domain_events (aggregate_type, aggregate_id, seq DESC)`);

    await q.query(`
      CREATE TABLE project_members (
        id serial PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        role varchar(10) NOT NULL,
        remark varchar(200),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_project_members UNIQUE (project_id, user_id, role)
      )`);
    await q.query(`CREATE INDEX idx_project_members_user ON project_members (user_id)`);

    await q.query(`
      CREATE TABLE resource_attachments (
        id serial PRIMARY KEY,
        resource varchar(60) NOT NULL,
        record_id integer NOT NULL,
        slot varchar(40) NOT NULL,
        stored_file_id integer NOT NULL REFERENCES stored_files (id) ON DELETE RESTRICT,
        file_name varchar(255) NOT NULL,
        content_type varchar(100) NOT NULL,
        size bigint NOT NULL,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        uploaded_by integer,
        uploader_name varchar(50),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_resource_attachments_record ON resource_attachments (resource, record_id, slot, id)`);

    await q.query(`
      CREATE TABLE code_sequences (
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        sequence varchar(40) NOT NULL,
        year integer NOT NULL,
        last_value integer NOT NULL,
        PRIMARY KEY (organization_id, sequence, year)
      )`);
    await q.query(`
      CREATE TABLE code_patterns (
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        sequence varchar(40) NOT NULL,
        pattern varchar(60) NOT NULL,
        PRIMARY KEY (organization_id, sequence)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE code_patterns`);
    await q.query(`DROP TABLE code_sequences`);
    await q.query(`DROP TABLE resource_attachments`);
    await q.query(`DROP TABLE project_members`);
    await q.query(`DROP INDEX idx_domain_events_aggregate_seq`);
    throw new Error('projects columns are not dropped by a down migration: restore from backup');
  }
}
