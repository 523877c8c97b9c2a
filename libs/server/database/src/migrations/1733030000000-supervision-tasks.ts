import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/** The columns of a child row under `parent` (its rows go with it). */
const child = (parentColumn: string, parent: string) => `
  ${parentColumn} integer NOT NULL REFERENCES ${parent} (id) ON DELETE CASCADE,
  ${SYSTEM_COLUMNS}`;

/**
 * Same-platform supervision (issue 15, S2): a health authority's expert pool, expert tasks (the
 * organisations reviewed by 机构编码, the expert group), an organisation's check within a task and the
 * experts' opinions; its scoring sheets (versioned by name) and scorings with the items deducted (total
 * and grade stored as computed on 提交评分); an organisation's third-party QC engagements, their finance
 * records (numeric(12,2)) and its integral rules. None holds a project's records (no project_id).
 */
export class SupervisionTasks1733030000000 implements MigrationInterface {
  name = 'SupervisionTasks1733030000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE experts (
        id serial PRIMARY KEY, name varchar(50) NOT NULL, title varchar(50), speciality varchar(100), work_unit varchar(200),
        phone varchar(20), conflict_org_codes varchar(500), ${SYSTEM_COLUMNS}
      )`);
    await indexByOrganisation(q, 'experts', ['name', 'speciality', 'work_unit', 'created_at', 'updated_at']);

    await q.query(`
      CREATE TABLE expert_tasks (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, name varchar(200) NOT NULL, task_type varchar(20) NOT NULL,
        planned_start date, planned_end date, description text, state varchar(20) NOT NULL DEFAULT 'draft', closed_date date,
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_expert_tasks_code UNIQUE (organization_id, code),
        CONSTRAINT ck_expert_tasks_state CHECK (state IN ('draft', 'grouped', 'inProgress', 'closed', 'cancelled')),
        CONSTRAINT ck_expert_tasks_period CHECK (planned_end IS NULL OR planned_start IS NULL OR planned_end >= planned_start)
      )`);
    await indexByOrganisation(q, 'expert_tasks', ['code', 'name', 'task_type', 'planned_start', 'state', 'created_at', 'updated_at']);
    await q.query(`
      CREATE TABLE expert_task_orgs (
        id serial PRIMARY KEY, org_code varchar(50) NOT NULL, note varchar(200), ${child('task_id', 'expert_tasks')},
        CONSTRAINT uq_expert_task_orgs UNIQUE (task_id, org_code)
      )`);
    await q.query(`
      CREATE TABLE expert_task_members (
        id serial PRIMARY KEY, expert_id integer NOT NULL REFERENCES experts (id) ON DELETE RESTRICT, role varchar(10) NOT NULL DEFAULT 'member',
        ${child('task_id', 'expert_tasks')},
        CONSTRAINT uq_expert_task_members UNIQUE (task_id, expert_id),
        CONSTRAINT ck_expert_task_members_role CHECK (role IN ('leader', 'member'))
      )`);
    await q.query(`CREATE INDEX idx_expert_task_members_expert ON expert_task_members (expert_id)`);

    await q.query(`
      CREATE TABLE expert_checks (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, task_id integer NOT NULL REFERENCES expert_tasks (id) ON DELETE RESTRICT,
        org_code varchar(50) NOT NULL, org_name varchar(200) NOT NULL, check_date date, conclusion_grade varchar(20), conclusion text,
        response text, response_date date, state varchar(20) NOT NULL DEFAULT 'checking', closed_date date, ${SYSTEM_COLUMNS},
        CONSTRAINT uq_expert_checks_code UNIQUE (organization_id, code),
        CONSTRAINT uq_expert_checks_task_org UNIQUE (task_id, org_code),
        CONSTRAINT ck_expert_checks_state CHECK (state IN ('checking', 'concluded', 'responded', 'closed'))
      )`);
    await indexByOrganisation(q, 'expert_checks', ['code', 'task_id', 'org_code', 'org_name', 'conclusion_grade', 'state', 'created_at', 'updated_at']);
    await q.query(`
      CREATE TABLE expert_check_items (
        id serial PRIMARY KEY, item_name varchar(200) NOT NULL, requirement varchar(500), finding varchar(1000), ${child('check_id', 'expert_checks')}
      )`);
    await q.query(`CREATE INDEX idx_expert_check_items_check ON expert_check_items (check_id, id)`);

    await q.query(`
      CREATE TABLE expert_opinions (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, check_id integer NOT NULL REFERENCES expert_checks (id) ON DELETE RESTRICT,
        expert_id integer NOT NULL REFERENCES experts (id) ON DELETE RESTRICT, opinion_date date, opinion text NOT NULL, ${SYSTEM_COLUMNS},
        CONSTRAINT uq_expert_opinions_code UNIQUE (organization_id, code),
        CONSTRAINT uq_expert_opinions_check_expert UNIQUE (check_id, expert_id)
      )`);
    await indexByOrganisation(q, 'expert_opinions', ['code', 'check_id', 'expert_id', 'opinion_date', 'created_at', 'updated_at']);
    await q.query(`
      CREATE TABLE expert_opinion_items (
        id serial PRIMARY KEY, item_name varchar(200) NOT NULL, finding varchar(1000), severity varchar(20), score numeric(6, 1),
        ${child('opinion_id', 'expert_opinions')}
      )`);
    await q.query(`CREATE INDEX idx_expert_opinion_items_opinion ON expert_opinion_items (opinion_id, id)`);

    await q.query(`
      CREATE TABLE score_sheets (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, name varchar(200) NOT NULL, kind varchar(20) NOT NULL, sheet_version integer NOT NULL DEFAULT 1,
        excellent_min numeric(6, 1) NOT NULL, good_min numeric(6, 1) NOT NULL, pass_min numeric(6, 1) NOT NULL,
        state varchar(20) NOT NULL DEFAULT 'draft', ${SYSTEM_COLUMNS},
        CONSTRAINT uq_score_sheets_code UNIQUE (organization_id, code),
        CONSTRAINT uq_score_sheets_version UNIQUE (organization_id, name, sheet_version),
        CONSTRAINT ck_score_sheets_state CHECK (state IN ('draft', 'inUse', 'retired'))
      )`);
    await indexByOrganisation(q, 'score_sheets', ['code', 'name', 'kind', 'state', 'created_at', 'updated_at']);
    await q.query(`
      CREATE TABLE score_sheet_items (
        id serial PRIMARY KEY, item_code varchar(20) NOT NULL, item_name varchar(200) NOT NULL,
        max_points numeric(6, 1) NOT NULL CONSTRAINT ck_score_sheet_items_max CHECK (max_points > 0), deduction_rule varchar(500),
        ${child('sheet_id', 'score_sheets')},
        CONSTRAINT uq_score_sheet_items UNIQUE (sheet_id, item_code)
      )`);

    await q.query(`
      CREATE TABLE score_records (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, kind varchar(20) NOT NULL, sheet_id integer NOT NULL REFERENCES score_sheets (id) ON DELETE RESTRICT,
        org_code varchar(50) NOT NULL, org_name varchar(200) NOT NULL, report_code varchar(50), unit_name varchar(200), score_date date,
        total_score numeric(6, 1), grade varchar(20), state varchar(20) NOT NULL DEFAULT 'scoring', ${SYSTEM_COLUMNS},
        CONSTRAINT uq_score_records_code UNIQUE (organization_id, code),
        CONSTRAINT ck_score_records_state CHECK (state IN ('scoring', 'submitted')),
        CONSTRAINT ck_score_records_submitted CHECK (state <> 'submitted' OR (total_score IS NOT NULL AND grade IS NOT NULL))
      )`);
    await indexByOrganisation(q, 'score_records', ['code', 'kind', 'org_code', 'org_name', 'report_code', 'unit_name', 'score_date', 'total_score', 'grade', 'state', 'created_at', 'updated_at']);
    await q.query(`CREATE INDEX idx_score_records_sheet ON score_records (sheet_id)`);
    await q.query(`
      CREATE TABLE score_record_items (
        id serial PRIMARY KEY, item_code varchar(20) NOT NULL,
        deduction numeric(6, 1) NOT NULL CONSTRAINT ck_score_record_items_deduction CHECK (deduction >= 0), reason varchar(500),
        ${child('record_id', 'score_records')},
        CONSTRAINT uq_score_record_items UNIQUE (record_id, item_code)
      )`);

    await q.query(`
      CREATE TABLE sf_quality_engagements (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, provider_name varchar(200) NOT NULL, contract_date date NOT NULL, scope text,
        judged_date date, rectify_due date, rectified_date date, state varchar(20) NOT NULL DEFAULT 'contracted', ${SYSTEM_COLUMNS},
        CONSTRAINT uq_sf_quality_engagements_code UNIQUE (organization_id, code),
        CONSTRAINT ck_sf_quality_engagements_state CHECK (state IN ('contracted', 'resulted', 'passed', 'failed', 'rectified'))
      )`);
    await indexByOrganisation(q, 'sf_quality_engagements', ['code', 'provider_name', 'contract_date', 'judged_date', 'state', 'created_at', 'updated_at']);
    await q.query(`
      CREATE TABLE sf_quality_items (
        id serial PRIMARY KEY, item_name varchar(200) NOT NULL, expected varchar(100), result varchar(100), passed boolean,
        ${child('engagement_id', 'sf_quality_engagements')}
      )`);
    await q.query(`CREATE INDEX idx_sf_quality_items_engagement ON sf_quality_items (engagement_id, id)`);

    await q.query(`
      CREATE TABLE sf_finance_records (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, engagement_id integer NOT NULL REFERENCES sf_quality_engagements (id) ON DELETE RESTRICT,
        fee numeric(12, 2) NOT NULL CONSTRAINT ck_sf_finance_records_fee CHECK (fee >= 0), invoice_no varchar(50), invoice_date date,
        paid_amount numeric(12, 2) NOT NULL DEFAULT 0 CONSTRAINT ck_sf_finance_records_paid CHECK (paid_amount >= 0), paid_date date,
        outstanding numeric(12, 2), ${SYSTEM_COLUMNS},
        CONSTRAINT uq_sf_finance_records_code UNIQUE (organization_id, code),
        CONSTRAINT ck_sf_finance_records_overpaid CHECK (paid_amount <= fee)
      )`);
    await indexByOrganisation(q, 'sf_finance_records', ['code', 'engagement_id', 'invoice_no', 'invoice_date', 'paid_date', 'outstanding', 'created_at', 'updated_at']);

    await q.query(`
      CREATE TABLE sf_integral_rules (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, event_kind varchar(30) NOT NULL, points integer NOT NULL,
        effective_from date NOT NULL, effective_to date, description varchar(500), ${SYSTEM_COLUMNS},
        CONSTRAINT uq_sf_integral_rules_code UNIQUE (organization_id, code),
        CONSTRAINT ck_sf_integral_rules_period CHECK (effective_to IS NULL OR effective_to >= effective_from)
      )`);
    await indexByOrganisation(q, 'sf_integral_rules', ['code', 'event_kind', 'effective_from', 'created_at', 'updated_at']);

    // the `contains` filters
    await trigramIndexes(q, 'experts', ['name', 'speciality', 'work_unit']);
    await trigramIndexes(q, 'expert_tasks', ['code', 'name']);
    await trigramIndexes(q, 'expert_checks', ['code', 'org_name']);
    await trigramIndexes(q, 'expert_opinions', ['code']);
    await trigramIndexes(q, 'score_sheets', ['code', 'name']);
    await trigramIndexes(q, 'score_records', ['code', 'org_name', 'report_code', 'unit_name']);
    await trigramIndexes(q, 'sf_quality_engagements', ['code', 'provider_name']);
    await trigramIndexes(q, 'sf_finance_records', ['code', 'invoice_no']);
    await trigramIndexes(q, 'sf_integral_rules', ['code']);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'sf_integral_rules',
      'sf_finance_records',
      'sf_quality_items',
      'sf_quality_engagements',
      'score_record_items',
      'score_records',
      'score_sheet_items',
      'score_sheets',
      'expert_opinion_items',
      'expert_opinions',
      'expert_check_items',
      'expert_checks',
      'expert_task_members',
      'expert_task_orgs',
      'expert_tasks',
      'experts',
    ])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
