import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS } from './migration-sql';

/**
 * What a report prints of its organisation: the facts 机构管理 keeps (资质证书编号, 资质等级, 地址,
 * 联系电话, 法定代表人, 技术负责人, 统一社会信用代码 — the last checked by shape here as the api's
 * validator does), and 报告模板 (REPORT_TEMPLATE): per organisation and template kind its own 声明
 * and, as the row's `cover` attachment, its cover picture — one row per kind.
 */
export class ReportOrganisationFacts1732980000000 implements MigrationInterface {
  name = 'ReportOrganisationFacts1732980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE organizations
        ADD COLUMN qualification_no varchar(100),
        ADD COLUMN qualification_level varchar(20),
        ADD COLUMN address varchar(255),
        ADD COLUMN phone varchar(30),
        ADD COLUMN legal_representative varchar(50),
        ADD COLUMN technical_director varchar(50),
        ADD COLUMN credit_code varchar(18),
        ADD CONSTRAINT ck_organizations_credit_code CHECK (credit_code IS NULL OR credit_code ~ '^[0-9]{8}[0-9A-Z]{10}$')`);
    await q.query(`
      CREATE TABLE report_templates (
        id serial PRIMARY KEY,
        template varchar(20) NOT NULL,
        statement varchar(2000),
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT ck_report_templates_template CHECK (template IN ('periodic', 'evaluation', 'supervision', 'incoming')),
        -- checked at commit, so the module's own check inside the write names the kind first
        CONSTRAINT uq_report_templates_kind UNIQUE (organization_id, template) DEFERRABLE INITIALLY DEFERRED
      )`);
    // the kind is led by the unique constraint's index; the system sorts get their own
    await indexByOrganisation(q, 'report_templates', ['created_at', 'updated_at']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE report_templates`);
    await q.query(`
      ALTER TABLE organizations
        DROP CONSTRAINT ck_organizations_credit_code,
        DROP COLUMN qualification_no,
        DROP COLUMN qualification_level,
        DROP COLUMN address,
        DROP COLUMN phone,
        DROP COLUMN legal_representative,
        DROP COLUMN technical_director,
        DROP COLUMN credit_code`);
  }
}
