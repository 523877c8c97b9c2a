import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS } from './migration-sql';

/**
 * 人员授权 (STAFF_AUTHORIZATION, ISO/IEC 17025 6.2): who may analyse by which method, from when
 * until when — one row per organisation, person and method (the unique key also leads the
 * lookup of one person's authorisation); the period never ends before it starts (the import's
 * backstop of the module's rule). An index per declared filter and sort, led by
 * organization_id. And the organisation's setting 允许自校核/自审核, off by default.
 */
export class StaffAuthorizations1732870000000 implements MigrationInterface {
  name = 'StaffAuthorizations1732870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_authorizations (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        method_id integer NOT NULL REFERENCES lab_methods (id) ON DELETE RESTRICT,
        instrument_family varchar(30),
        authorised_from date NOT NULL,
        authorised_until date NOT NULL,
        authorised_by_id integer REFERENCES users (id) ON DELETE RESTRICT,
        training varchar(2000),
        qualification varchar(100),
        remark varchar(500),
        import_job_id uuid,
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_staff_authorizations_user_method UNIQUE (organization_id, user_id, method_id),
        CONSTRAINT ck_staff_authorizations_period CHECK (authorised_until >= authorised_from)
      )`);
    await indexByOrganisation(q, 'staff_authorizations', ['method_id', 'instrument_family', 'authorised_from', 'authorised_until', 'created_at', 'updated_at']);
    await q.query(`CREATE INDEX idx_staff_authorizations_authorised_by ON staff_authorizations (authorised_by_id) WHERE authorised_by_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_staff_authorizations_import_job ON staff_authorizations (import_job_id) WHERE import_job_id IS NOT NULL`);
    await q.query(`ALTER TABLE organizations ADD COLUMN allow_self_verification boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE organizations DROP COLUMN allow_self_verification`);
    await q.query(`DROP TABLE staff_authorizations`);
  }
}
