import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 检测报告 (REPORT): one row per version of a project's report. The number (`code`) is shared by a
 * report's versions; `report_version` counts them (1 the first issue, 2, 3 … its amendments, each
 * naming the version it amends in `amends_id` with the reason) — the row's `version` is the kernel's
 * optimistic lock, not the report's edition. `content` is the ReportContent compiled from the
 * project's data (a snapshot: what the preview shows and the PDF prints); the worker's render job
 * fills `pdf_attachment_id`, `pdf_sha256` and `pdf_rendered_at`. A project has one row per edition,
 * and an edition is amended at most once.
 */
export class Reports1732930000000 implements MigrationInterface {
  name = 'Reports1732930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reports (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        report_version integer NOT NULL DEFAULT 1 CHECK (report_version >= 1),
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        inspected_unit_id integer REFERENCES inspected_units (id) ON DELETE RESTRICT,
        template varchar(20) NOT NULL,
        check_type_name varchar(20),
        state varchar(20) NOT NULL DEFAULT 'compiling',
        conclusion varchar(10),
        content jsonb NOT NULL DEFAULT '{}'::jsonb,
        compiled_at timestamptz,
        compiled_by integer REFERENCES users (id) ON DELETE RESTRICT,
        issue_date date,
        amends_id integer REFERENCES reports (id) ON DELETE RESTRICT,
        amendment_reason varchar(500),
        pdf_attachment_id integer REFERENCES resource_attachments (id) ON DELETE SET NULL,
        pdf_sha256 varchar(64),
        pdf_rendered_at timestamptz,
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_reports_code_version UNIQUE (organization_id, code, report_version),
        CONSTRAINT uq_reports_project_version UNIQUE (project_id, report_version),
        CONSTRAINT uq_reports_amends UNIQUE (amends_id),
        CONSTRAINT ck_reports_amendment CHECK ((report_version = 1) = (amends_id IS NULL) AND (amends_id IS NULL OR amendment_reason IS NOT NULL))
      )`);
    await indexByOrganisation(q, 'reports', [
      'code',
      'report_version',
      'project_id',
      'inspected_unit_id',
      'template',
      'state',
      'conclusion',
      'compiled_at',
      'compiled_by',
      'issue_date',
      'created_at',
      'updated_at',
    ]);
    await trigramIndexes(q, 'reports', ['code']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS reports`);
  }
}
