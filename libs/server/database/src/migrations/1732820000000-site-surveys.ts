import { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns of every survey child row (kernel child collection: organisation, optimistic version, who and when). */
const CHILD_COLUMNS = `
  survey_id integer NOT NULL REFERENCES site_surveys (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  create_by varchar(50),
  update_by varchar(50),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * 现场调查 (SITE_SURVEY): one survey per project (unique project_id), its state bound to
 * surveyStateMachine, an index per declared filter and sort; its child collections (processes,
 * materials, products, equipment layout, posts, post hazards, protective facilities, PPE,
 * emergency facilities). Measured amounts and hours are numeric (exact decimals).
 */
export class SiteSurveys1732820000000 implements MigrationInterface {
  name = 'SiteSurveys1732820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE site_surveys (
        id serial PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        inspected_unit_id integer REFERENCES inspected_units (id) ON DELETE RESTRICT,
        state varchar(30) NOT NULL DEFAULT 'draft',
        survey_date date,
        surveyors varchar(200),
        accompany_name varchar(50),
        accompany_position varchar(50),
        accompany_phone varchar(30),
        production_overview varchar(2000),
        remark varchar(500),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        import_job_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_site_surveys_project UNIQUE (project_id)
      )`);
    for (const col of ['project_id', 'inspected_unit_id', 'state', 'survey_date', 'created_at', 'updated_at', 'id']) {
      await q.query(`CREATE INDEX idx_site_surveys_org_${col} ON site_surveys (organization_id, ${col}, id)`);
    }
    if ((await q.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).length) {
      await q.query(`CREATE INDEX idx_site_surveys_surveyors_trgm ON site_surveys USING gin (surveyors gin_trgm_ops)`);
    }

    await q.query(`CREATE TABLE site_survey_processes (id serial PRIMARY KEY, name varchar(100) NOT NULL, description varchar(2000), ${CHILD_COLUMNS})`);
    await q.query(`
      CREATE TABLE site_survey_materials (
        id serial PRIMARY KEY, name varchar(100) NOT NULL, hazardous_components varchar(500), annual_amount numeric(18, 3),
        amount_unit varchar(20), state varchar(10), ${CHILD_COLUMNS})`);
    await q.query(`
      CREATE TABLE site_survey_products (
        id serial PRIMARY KEY, name varchar(100) NOT NULL, annual_output numeric(18, 3), output_unit varchar(20), ${CHILD_COLUMNS})`);
    await q.query(`
      CREATE TABLE site_survey_equipment (
        id serial PRIMARY KEY, workshop varchar(100) NOT NULL, equipment_type varchar(100) NOT NULL, units integer NOT NULL CHECK (units >= 0),
        location varchar(200), hazards varchar(1000), ${CHILD_COLUMNS})`);
    await q.query(`
      CREATE TABLE site_survey_posts (
        id serial PRIMARY KEY, workshop varchar(100) NOT NULL, post varchar(100) NOT NULL, job_type varchar(100),
        headcount integer NOT NULL CHECK (headcount >= 0), exposed_headcount integer NOT NULL CHECK (exposed_headcount >= 0),
        shift_system varchar(50), hours_per_day numeric(4, 1) NOT NULL, days_per_week numeric(3, 1) NOT NULL,
        labour_intensity varchar(10), work_description varchar(1000), ${CHILD_COLUMNS},
        CONSTRAINT uq_site_survey_posts UNIQUE (survey_id, workshop, post)
      )`);
    await q.query(`
      CREATE TABLE site_survey_post_hazards (
        id serial PRIMARY KEY, workshop varchar(100) NOT NULL, post varchar(100) NOT NULL, hazard varchar(200) NOT NULL,
        source varchar(200), contact_hours numeric(4, 1), to_test boolean NOT NULL DEFAULT true, ${CHILD_COLUMNS},
        CONSTRAINT uq_site_survey_post_hazards UNIQUE (survey_id, workshop, post, hazard)
      )`);
    await q.query(`
      CREATE TABLE site_survey_protections (
        id serial PRIMARY KEY, name varchar(100) NOT NULL, location varchar(200), state varchar(10) NOT NULL, ${CHILD_COLUMNS})`);
    await q.query(`
      CREATE TABLE site_survey_ppe (
        id serial PRIMARY KEY, type varchar(100) NOT NULL, post varchar(100), state varchar(10) NOT NULL, ${CHILD_COLUMNS})`);
    await q.query(`
      CREATE TABLE site_survey_emergency (
        id serial PRIMARY KEY, name varchar(100) NOT NULL, location varchar(200), quantity integer CHECK (quantity >= 0),
        state varchar(10), ${CHILD_COLUMNS})`);
    // a parent's children are listed by survey_id (the unique constraints of posts and hazards lead with it)
    for (const t of ['processes', 'materials', 'products', 'equipment', 'protections', 'ppe', 'emergency']) {
      await q.query(`CREATE INDEX idx_site_survey_${t}_survey ON site_survey_${t} (survey_id, id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['emergency', 'ppe', 'protections', 'post_hazards', 'posts', 'equipment', 'products', 'materials', 'processes']) {
      await q.query(`DROP TABLE site_survey_${t}`);
    }
    await q.query(`DROP TABLE site_surveys`);
  }
}
