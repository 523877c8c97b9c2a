import { MigrationInterface, QueryRunner } from 'typeorm';
import { tryEnableTrigram } from './1732200010000-create-organizations';

/** The kinds and the view each declaration reads and writes (libs/contracts/src/data-templates). */
const TEMPLATE_VIEWS = [
  ['siteSurvey', 'site_survey_templates'],
  ['cyfa', 'sampling_plan_templates'],
  ['qsjc', 'monitoring_templates'],
] as const;

/** Columns of every template child row (kernel child collection: organisation, optimistic version, who and when). */
const CHILD_COLUMNS = `
  template_id integer NOT NULL REFERENCES data_templates (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  create_by varchar(50),
  update_by varchar(50),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * 数据模板 (system/dataModule): an organisation's presets in ONE table with a `kind` — 现场调查模板
 * (siteSurvey: preset rows per survey section, a default 生产概况), 采样方案模板 (cyfa: the plan
 * generator's defaults and flow/duration per sampling type), 省级监测模板 (qsjc: item codes); each
 * declaration's table is the kind's automatically updatable view (WITH CHECK OPTION, the kind as
 * the view's default), as for the stock kinds. A default template is an enabled one (CHECK); one
 * default per organisation and kind is the module's rule, serialised by an advisory lock per
 * organisation and kind (the module moves the flag from the old default to the new one). A
 * view's `*` is expanded when it is created: a later column needs the views re-created.
 * Every declared filter and sort is indexed with organization_id first (indexes.integration-spec).
 */
export class DataTemplates1732850000000 implements MigrationInterface {
  name = 'DataTemplates1732850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_templates (
        id serial PRIMARY KEY,
        kind varchar(20) NOT NULL CONSTRAINT ck_data_templates_kind CHECK (kind IN ('siteSurvey', 'cyfa', 'qsjc')),
        code varchar(50) NOT NULL,
        name varchar(100) NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        enabled boolean NOT NULL DEFAULT true,
        production_overview varchar(2000),
        blanks_per_batch integer CONSTRAINT ck_data_templates_blanks CHECK (blanks_per_batch >= 0),
        evaluation_days integer CONSTRAINT ck_data_templates_days CHECK (evaluation_days > 0),
        short_time_at_peak boolean,
        remark varchar(500),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        import_job_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_data_templates_default_enabled CHECK (enabled OR NOT is_default),
        CONSTRAINT uq_data_templates_org_kind_code UNIQUE (organization_id, kind, code)
      )`);
    for (const col of ['code', 'name', 'is_default', 'enabled', 'created_at', 'updated_at']) {
      await q.query(`CREATE INDEX idx_data_templates_org_${col} ON data_templates (organization_id, ${col}, id)`);
    }
    // the default of a kind, found by the survey's pre-fill and the plan generator's defaults
    await q.query(`CREATE INDEX idx_data_templates_default ON data_templates (organization_id, kind) WHERE is_default`);
    for (const [kind, view] of TEMPLATE_VIEWS) {
      await q.query(`CREATE VIEW ${view} AS SELECT * FROM data_templates WHERE kind = '${kind}' WITH CASCADED CHECK OPTION`);
      await q.query(`ALTER VIEW ${view} ALTER COLUMN kind SET DEFAULT '${kind}'`);
    }

    await q.query(`
      CREATE TABLE data_template_survey_rows (
        id serial PRIMARY KEY, section varchar(20) NOT NULL, name varchar(100) NOT NULL, detail varchar(500), ${CHILD_COLUMNS},
        CONSTRAINT uq_data_template_survey_rows UNIQUE (template_id, section, name)
      )`);
    await q.query(`
      CREATE TABLE data_template_flows (
        id serial PRIMARY KEY, sampling_type varchar(30) NOT NULL,
        flow numeric(10, 3) CONSTRAINT ck_data_template_flows_flow CHECK (flow > 0),
        duration_minutes integer CONSTRAINT ck_data_template_flows_duration CHECK (duration_minutes > 0),
        remark varchar(200), ${CHILD_COLUMNS},
        CONSTRAINT uq_data_template_flows UNIQUE (template_id, sampling_type)
      )`);
    await q.query(`
      CREATE TABLE data_template_items (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, name varchar(100) NOT NULL, remark varchar(200), ${CHILD_COLUMNS},
        CONSTRAINT uq_data_template_items UNIQUE (template_id, code)
      )`);

    if (await tryEnableTrigram(q)) {
      for (const col of ['code', 'name']) await q.query(`CREATE INDEX idx_data_templates_${col}_trgm ON data_templates USING gin (${col} gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['data_template_items', 'data_template_flows', 'data_template_survey_rows']) await q.query(`DROP TABLE ${t}`);
    for (const [, view] of TEMPLATE_VIEWS) await q.query(`DROP VIEW ${view}`);
    await q.query(`DROP TABLE data_templates`);
  }
}
