import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 采样方案 (SAMPLING_PLAN): one plan per project (unique project_id), its state bound to
 * samplingPlanStateMachine, an index per declared filter and sort; its rows (child collection)
 * with a stable key the database computes from the row's identity (workshop|post|hazard|sample
 * type|kind, unique per plan) and the generator's values (baseline) to tell a user's edits from a
 * survey's change; flow an exact numeric. The samples an approval numbers (minimal until the
 * sample-flow issue: code unique per organisation, identity unique per plan, state 'planned'
 * or 'cancelled' — never deleted, so every number given stays accounted for).
 */
export class SamplingPlans1732830000001 implements MigrationInterface {
  name = 'SamplingPlans1732830000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sampling_plans (
        id serial PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        inspected_unit_id integer REFERENCES inspected_units (id) ON DELETE RESTRICT,
        state varchar(30) NOT NULL DEFAULT 'draft',
        sampling_start_date date,
        consecutive_shifts boolean NOT NULL DEFAULT true,
        needs_regenerating boolean NOT NULL DEFAULT false,
        generated_at timestamptz,
        sample_count integer NOT NULL DEFAULT 0,
        approved_date date,
        override_reason varchar(500),
        override_requested_by varchar(50),
        override_approved_by varchar(50),
        override_issues text,
        survey_stamp varchar(64),
        remark varchar(500),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        import_job_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_sampling_plans_project UNIQUE (project_id)
      )`);
    for (const col of ['project_id', 'inspected_unit_id', 'state', 'sampling_start_date', 'needs_regenerating', 'approved_date', 'created_at', 'updated_at', 'id']) {
      await q.query(`CREATE INDEX idx_sampling_plans_org_${col} ON sampling_plans (organization_id, ${col}, id)`);
    }

    await q.query(`
      CREATE TABLE sampling_plan_rows (
        id serial PRIMARY KEY,
        plan_id integer NOT NULL REFERENCES sampling_plans (id) ON DELETE CASCADE,
        workshop varchar(100) NOT NULL,
        post varchar(100) NOT NULL,
        hazard varchar(200) NOT NULL,
        sample_type varchar(20) NOT NULL,
        kind varchar(10) NOT NULL,
        row_key text GENERATED ALWAYS AS (btrim(workshop) || '|' || btrim(post) || '|' || btrim(hazard) || '|' || sample_type || '|' || kind) STORED,
        points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
        subjects integer NOT NULL DEFAULT 0 CHECK (subjects >= 0),
        selection varchar(20),
        headcount integer,
        equipment_units integer,
        days integer NOT NULL DEFAULT 1 CHECK (days >= 0),
        samples_per_unit integer NOT NULL DEFAULT 1 CHECK (samples_per_unit >= 0),
        duration_minutes integer CHECK (duration_minutes >= 0),
        flow numeric(10, 3),
        collector varchar(100),
        medium varchar(200),
        blanks_per_batch integer NOT NULL DEFAULT 2 CHECK (blanks_per_batch >= 0),
        method varchar(300),
        baseline text,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_sampling_plan_rows_key UNIQUE (plan_id, row_key)
      )`);

    await q.query(`
      CREATE TABLE samples (
        id serial PRIMARY KEY,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        plan_id integer NOT NULL REFERENCES sampling_plans (id) ON DELETE RESTRICT,
        plan_row_id integer REFERENCES sampling_plan_rows (id) ON DELETE SET NULL,
        identity text NOT NULL,
        code varchar(80) NOT NULL,
        blank boolean NOT NULL DEFAULT false,
        kind varchar(10),
        sample_type varchar(20),
        hazard varchar(200) NOT NULL,
        workshop varchar(100),
        post varchar(100),
        day integer NOT NULL,
        unit integer NOT NULL,
        collector varchar(100),
        state varchar(20) NOT NULL DEFAULT 'planned',
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_samples_code UNIQUE (organization_id, code),
        CONSTRAINT uq_samples_identity UNIQUE (plan_id, identity)
      )`);
    await q.query(`CREATE INDEX idx_samples_project ON samples (project_id, state)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE samples`);
    await q.query(`DROP TABLE sampling_plan_rows`);
    await q.query(`DROP TABLE sampling_plans`);
  }
}
