import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS } from './migration-sql';

/**
 * The enterprise link and 企业申报 (ENTERPRISE_DECLARATION):
 * - users.enterprise_credit_code: the employer (an inspected unit's 18-character credit code) an
 *   enterprise user (is_qy = 1) belongs to; its declarations and its own view are narrowed to it;
 * - enterprise_declarations: one employer's 职业病危害项目申报, employer-scoped by credit_code (read by
 *   credit code across organisations, hence its own index); `due_notified_on` is the day the daily
 *   check last reminded about it (once a day);
 * - enterprise_declaration_hazards: its work site × hazard × exposed rows (a child collection).
 * No project_id: a declaration is the employer's, not a project's record (no archive trigger).
 */
export class EnterpriseDeclarations1733040000000 implements MigrationInterface {
  name = 'EnterpriseDeclarations1733040000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users ADD COLUMN enterprise_credit_code varchar(18),
        ADD CONSTRAINT ck_users_enterprise_credit_code CHECK (enterprise_credit_code IS NULL OR enterprise_credit_code ~ '^[0-9]{8}[0-9A-Z]{10}$')`);
    await q.query(`CREATE INDEX idx_users_enterprise_credit_code ON users (enterprise_credit_code) WHERE enterprise_credit_code IS NOT NULL`);
    const categories = ['dust', 'chemical', 'physical', 'radiological', 'biological', 'other']
      .map((c) => `${c}_present boolean NOT NULL DEFAULT false, ${c}_exposed integer NOT NULL DEFAULT 0 CHECK (${c}_exposed >= 0),`)
      .join('\n        ');
    await q.query(`
      CREATE TABLE enterprise_declarations (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        declaration_type varchar(10) NOT NULL DEFAULT 'initial',
        change_reason varchar(20),
        event_date date,
        due_date date,
        due_notified_on date,
        state varchar(20) NOT NULL DEFAULT 'draft',
        credit_code varchar(18),
        employer_name varchar(200),
        registered_address varchar(300),
        work_address varchar(300),
        industry varchar(20),
        registration_type varchar(10),
        scale varchar(20),
        legal_representative varchar(50),
        contact varchar(50),
        contact_phone varchar(30),
        health_staff_full_time integer DEFAULT 0 CHECK (health_staff_full_time >= 0),
        health_staff_part_time integer DEFAULT 0 CHECK (health_staff_part_time >= 0),
        worker_count integer CHECK (worker_count >= 0),
        disease_case_count integer DEFAULT 0 CHECK (disease_case_count >= 0),
        ${categories}
        exposed_count integer,
        prefill_source varchar(300),
        submitted_date date,
        accepted_date date,
        return_reason varchar(500),
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_enterprise_declarations_code UNIQUE (organization_id, code),
        CONSTRAINT ck_enterprise_declarations_state CHECK (state IN ('draft', 'submitted', 'returned', 'accepted')),
        CONSTRAINT ck_enterprise_declarations_type CHECK (declaration_type IN ('initial', 'change')),
        CONSTRAINT ck_enterprise_declarations_reason CHECK (declaration_type = 'initial' OR change_reason IS NOT NULL)
      )`);
    await indexByOrganisation(q, 'enterprise_declarations', ['code', 'declaration_type', 'change_reason', 'due_date', 'state', 'credit_code', 'employer_name', 'worker_count', 'submitted_date', 'created_at', 'updated_at']);
    await q.query(`CREATE INDEX idx_enterprise_declarations_credit_code ON enterprise_declarations (credit_code, id)`);
    await q.query(`CREATE INDEX idx_enterprise_declarations_open_due ON enterprise_declarations (due_date) WHERE state IN ('draft', 'returned') AND due_date IS NOT NULL`);
    await q.query(`
      CREATE TABLE enterprise_declaration_hazards (
        id serial PRIMARY KEY,
        declaration_id integer NOT NULL REFERENCES enterprise_declarations (id) ON DELETE CASCADE,
        work_site varchar(100) NOT NULL,
        hazard varchar(200) NOT NULL,
        category varchar(20) NOT NULL,
        exposed_count integer NOT NULL CHECK (exposed_count >= 0),
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_enterprise_declaration_hazards_parent ON enterprise_declaration_hazards (declaration_id, id)`);
    // the enterprise's own view finds an employer's projects by its credit code
    await q.query(`CREATE INDEX idx_inspected_units_credit_code ON inspected_units (credit_code) WHERE credit_code IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_inspected_units_credit_code`);
    await q.query(`DROP TABLE enterprise_declaration_hazards`);
    await q.query(`DROP TABLE enterprise_declarations`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT ck_users_enterprise_credit_code, DROP COLUMN enterprise_credit_code`);
  }
}
