import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/** The codes every existing organisation starts with (PROVINCE_HAZARD_CODE_DEFAULTS of @ohit/contracts, kept here as data a migration froze). */
const DEFAULT_CODES: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['甲苯', '11003', '1100301', '1001', 'mg/m³'],
  ['苯', '11001', '1100101', '1001', 'mg/m³'],
  ['二甲苯', '11004', '1100401', '1001', 'mg/m³'],
  ['铅及其无机化合物', '12001', '1200101', '1001', 'mg/m³'],
  ['锰及其无机化合物', '12010', '1201001', '1001', 'mg/m³'],
  ['电焊烟尘', '10010', '1001001', '1001', 'mg/m³'],
  ['其他粉尘', '10099', '1009901', '1001', 'mg/m³'],
  ['噪声', '20001', '2000101', '1016', 'dB(A)'],
  ['高温', '20003', '2000301', '1020', '℃'],
];

/**
 * 省平台推送 (PROVINCIAL_PUSH): one row per issued report version. `record` is the ProvincialRecord
 * snapshot mapped at 提交 and sent as it is; `idempotency_key` (unique) is the same on every retry of
 * one submission, `generation` counts the submissions (a corrected record resubmitted is a new
 * generation, so a new key and a new record job). The supervision view reads these columns.
 * `provincial_push_exchanges` is the audit log of every request and response of a push.
 * `province_hazard_codes` maps our hazards to the province's codes. The employer facts a push sends
 * join inspected_units.
 */
export class ProvincialPushes1733010000000 implements MigrationInterface {
  name = 'ProvincialPushes1733010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE inspected_units
        ADD COLUMN exposed_count integer CHECK (exposed_count >= 0),
        ADD COLUMN economic_type_code varchar(3),
        ADD COLUMN industry_code varchar(4),
        ADD COLUMN area_code varchar(9),
        ADD COLUMN registered_address varchar(200),
        ADD COLUMN legal_person varchar(50)`);
    await q.query(`
      CREATE TABLE provincial_pushes (
        id serial PRIMARY KEY,
        report_id integer NOT NULL REFERENCES reports (id) ON DELETE RESTRICT,
        report_code varchar(50) NOT NULL,
        report_version integer NOT NULL,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        check_type varchar(10),
        employer_name varchar(200) NOT NULL,
        employer_credit_code varchar(18),
        employer_area_code varchar(9),
        state varchar(20) NOT NULL DEFAULT 'pendingSubmission',
        record jsonb,
        generation integer NOT NULL DEFAULT 0,
        idempotency_key varchar(200),
        province_record_id varchar(100),
        last_error varchar(1000),
        attempts integer NOT NULL DEFAULT 0,
        last_job_id varchar(36),
        submitted_by integer REFERENCES users (id) ON DELETE RESTRICT,
        submitted_at timestamptz,
        supervisor_approved_by integer REFERENCES users (id) ON DELETE RESTRICT,
        supervisor_approved_at timestamptz,
        qc_approved_by integer REFERENCES users (id) ON DELETE RESTRICT,
        qc_approved_at timestamptz,
        supervisor_reject_reason varchar(500),
        qc_reject_reason varchar(500),
        pushed_at timestamptz,
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_provincial_pushes_report UNIQUE (report_id),
        CONSTRAINT uq_provincial_pushes_key UNIQUE (idempotency_key),
        CONSTRAINT ck_provincial_pushes_state CHECK (state IN ('pendingSubmission', 'awaitingSupervisor', 'supervisorRejected', 'awaitingQc', 'qcRejected', 'pushing', 'pushed', 'pushFailed')),
        CONSTRAINT ck_provincial_pushes_pushed CHECK (state <> 'pushed' OR (pushed_at IS NOT NULL AND province_record_id IS NOT NULL))
      )`);
    await indexByOrganisation(q, 'provincial_pushes', ['report_code', 'project_id', 'check_type', 'employer_name', 'employer_credit_code', 'employer_area_code', 'state', 'submitted_at', 'pushed_at', 'province_record_id', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'provincial_pushes', ['report_code', 'employer_name']);
    await q.query(`
      CREATE TABLE provincial_push_exchanges (
        id bigserial PRIMARY KEY,
        push_id integer NOT NULL REFERENCES provincial_pushes (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        protocol varchar(10) NOT NULL,
        url varchar(500) NOT NULL,
        request text NOT NULL,
        response text NOT NULL,
        status integer,
        outcome varchar(20) NOT NULL,
        message varchar(1000),
        started_at timestamptz NOT NULL,
        duration_ms integer NOT NULL,
        job_id varchar(36)
      )`);
    await q.query(`CREATE INDEX idx_provincial_push_exchanges_push ON provincial_push_exchanges (push_id, id DESC)`);
    await q.query(`
      CREATE TABLE province_hazard_codes (
        id serial PRIMARY KEY,
        hazard varchar(100) NOT NULL,
        check_item_code varchar(20) NOT NULL,
        result_item_code varchar(20) NOT NULL,
        unit_code varchar(20) NOT NULL,
        unit_name varchar(20),
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_province_hazard_codes UNIQUE (organization_id, hazard)
      )`);
    await indexByOrganisation(q, 'province_hazard_codes', ['hazard', 'check_item_code', 'result_item_code', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'province_hazard_codes', ['hazard']);
    for (const [hazard, item, result, unit, unitName] of DEFAULT_CODES) {
      await q.query(
        `INSERT INTO province_hazard_codes (hazard, check_item_code, result_item_code, unit_code, unit_name, organization_id)
         SELECT $1, $2, $3, $4, $5, o.id FROM organizations o ON CONFLICT DO NOTHING`,
        [hazard, item, result, unit, unitName],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS province_hazard_codes`);
    await q.query(`DROP TABLE IF EXISTS provincial_push_exchanges`);
    await q.query(`DROP TABLE IF EXISTS provincial_pushes`);
    await q.query(`ALTER TABLE inspected_units DROP COLUMN IF EXISTS exposed_count, DROP COLUMN IF EXISTS economic_type_code, DROP COLUMN IF EXISTS industry_code,
      DROP COLUMN IF EXISTS area_code, DROP COLUMN IF EXISTS registered_address, DROP COLUMN IF EXISTS legal_person`);
  }
}
