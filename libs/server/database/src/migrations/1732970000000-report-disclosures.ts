import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 报告公示 (REPORT_DISCLOSURE): one row per issued report version, made when the report is issued.
 * `facts` is the DisclosureFacts snapshot compiled from the project's data then (what the pages
 * show); `deadline` is the 20th working day after the issue as the 工作日历 counted it
 * (`deadline_covered` false when a year it crossed was not maintained, `deadline_warning` says
 * which); `deadline_notified_on` is the day the daily check last told the organisation about it
 * (once per disclosure per day). A published row always carries its publication time. The
 * public list walks (state, published_at); its search by employer and report number uses
 * trigram indexes.
 */
export class ReportDisclosures1732970000000 implements MigrationInterface {
  name = 'ReportDisclosures1732970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_disclosures (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        report_id integer NOT NULL REFERENCES reports (id) ON DELETE RESTRICT,
        report_code varchar(50) NOT NULL,
        report_version integer NOT NULL,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        employer_name varchar(200) NOT NULL,
        employer_address varchar(300),
        check_type_name varchar(20),
        conclusion varchar(10),
        issue_date date NOT NULL,
        deadline date NOT NULL,
        deadline_covered boolean NOT NULL DEFAULT true,
        deadline_warning varchar(300),
        deadline_notified_on date,
        state varchar(20) NOT NULL DEFAULT 'pending',
        facts jsonb NOT NULL DEFAULT '{}'::jsonb,
        reviewed_by integer REFERENCES users (id) ON DELETE RESTRICT,
        reviewed_at timestamptz,
        published_by integer REFERENCES users (id) ON DELETE RESTRICT,
        published_at timestamptz,
        withheld_reason varchar(500),
        withdrawal_reason varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_report_disclosures_report UNIQUE (report_id),
        CONSTRAINT uq_report_disclosures_code UNIQUE (organization_id, code),
        CONSTRAINT ck_report_disclosures_state CHECK (state IN ('pending', 'reviewed', 'published', 'withheld', 'withdrawn')),
        CONSTRAINT ck_report_disclosures_published CHECK (state <> 'published' OR published_at IS NOT NULL),
        CONSTRAINT ck_report_disclosures_withheld CHECK (state <> 'withheld' OR withheld_reason IS NOT NULL)
      )`);
    await indexByOrganisation(q, 'report_disclosures', [
      'code',
      'report_code',
      'project_id',
      'employer_name',
      'conclusion',
      'issue_date',
      'deadline',
      'state',
      'published_at',
      'created_at',
      'updated_at',
    ]);
    await q.query(`CREATE INDEX idx_report_disclosures_public ON report_disclosures (state, published_at DESC, id DESC)`);
    // the daily deadline check reads the rows still waiting for publication, by deadline
    await q.query(`CREATE INDEX idx_report_disclosures_open_deadline ON report_disclosures (deadline, id) WHERE state IN ('pending', 'reviewed')`);
    await trigramIndexes(q, 'report_disclosures', ['code', 'report_code', 'employer_name']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS report_disclosures`);
  }
}
