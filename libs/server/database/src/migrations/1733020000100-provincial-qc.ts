import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

const child = (parentColumn: string, parent: string) => `
  ${parentColumn} integer NOT NULL REFERENCES ${parent} (id) ON DELETE CASCADE,
  ${SYSTEM_COLUMNS}`;

/** What a task's item sets (copied onto each organisation's result row when it is assigned). */
const ITEM_COLUMNS = `item_name varchar(100) NOT NULL, unit varchar(30), assigned_value numeric(18, 6), sigma numeric(18, 6),
  lower_limit numeric(18, 6), upper_limit numeric(18, 6),
  CHECK (sigma IS NULL OR sigma > 0), CHECK (lower_limit IS NULL OR upper_limit IS NULL OR lower_limit <= upper_limit)`;

/**
 * 省级质控 (issue 15, S1): a health authority's QC tasks (qs_qc_tasks, the authority's rows, with their
 * items) and each organisation's part (qs_qc_assignments, the ORGANISATION's rows: its results,
 * response and correction; the authority reads them through its zones). No project_id.
 */
export class ProvincialQc1733020000100 implements MigrationInterface {
  name = 'ProvincialQc1733020000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE qs_qc_tasks (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, name varchar(200) NOT NULL,
        kind varchar(20) NOT NULL CHECK (kind IN ('blindSample', 'comparison', 'proficiency')),
        task_year integer NOT NULL CHECK (task_year BETWEEN 2000 AND 2100), authority_name varchar(100), due_date date NOT NULL,
        state varchar(20) NOT NULL DEFAULT 'draft', issued_date date, closed_date date, description text, ${SYSTEM_COLUMNS},
        CONSTRAINT uq_qs_qc_tasks_code UNIQUE (organization_id, code)
      )`);
    await indexByOrganisation(q, 'qs_qc_tasks', ['name', 'kind', 'task_year', 'due_date', 'state', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'qs_qc_tasks', ['code', 'name']);
    await q.query(`CREATE TABLE qs_qc_task_items (id serial PRIMARY KEY, ${ITEM_COLUMNS}, ${child('task_id', 'qs_qc_tasks')})`);
    await q.query(`CREATE INDEX idx_qs_qc_task_items_task ON qs_qc_task_items (task_id, id)`);

    await q.query(`
      CREATE TABLE qs_qc_assignments (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, task_id integer NOT NULL REFERENCES qs_qc_tasks (id) ON DELETE RESTRICT,
        task_code varchar(50), task_name varchar(200), kind varchar(20), task_year integer, authority_name varchar(100), org_name varchar(100), due_date date,
        state varchar(20) NOT NULL DEFAULT 'assigned', verdict varchar(20) CHECK (verdict IN ('satisfactory', 'questionable', 'unsatisfactory')),
        reported_date date, response text, corrective_action text, correction_date date, opinion text, closed_date date, ${SYSTEM_COLUMNS},
        CONSTRAINT uq_qs_qc_assignments_code UNIQUE (organization_id, code),
        -- one part per organisation and task
        CONSTRAINT uq_qs_qc_assignments_task_org UNIQUE (task_id, organization_id)
      )`);
    await indexByOrganisation(q, 'qs_qc_assignments', ['task_code', 'task_name', 'org_name', 'kind', 'task_year', 'due_date', 'state', 'verdict', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'qs_qc_assignments', ['code', 'task_name', 'org_name']);
    await q.query(`
      CREATE TABLE qs_qc_results (
        id serial PRIMARY KEY, ${ITEM_COLUMNS}, reported_value numeric(18, 6), z_score numeric(12, 2),
        rule varchar(10) CHECK (rule IN ('zScore', 'range')), verdict varchar(20) CHECK (verdict IN ('satisfactory', 'questionable', 'unsatisfactory')),
        ${child('assignment_id', 'qs_qc_assignments')}
      )`);
    await q.query(`CREATE INDEX idx_qs_qc_results_assignment ON qs_qc_results (assignment_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE qs_qc_results`);
    await q.query(`DROP TABLE qs_qc_assignments`);
    await q.query(`DROP TABLE qs_qc_task_items`);
    await q.query(`DROP TABLE qs_qc_tasks`);
  }
}
