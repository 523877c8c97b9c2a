import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report's approval: the flow it was submitted under (a copy of the steps, so a later change of
 * the configuration never moves it), the step waiting and the role doing it, who may not do that
 * step (the previous step's actor; the compiler on the first approval step), who did each step and
 * everyone who ever acted on it (项目审核's 我已审批). One row per report, locked with the report by
 * every approval command. The report carries the waiting step's name (its lists and history show it).
 */
export class ReportApprovals1732940000001 implements MigrationInterface {
  name = 'ReportApprovals1732940000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reports ADD COLUMN approval_step_name varchar(20)`);
    await q.query(`
      CREATE TABLE report_approvals (
        report_id integer PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        flow_name varchar(50) NOT NULL,
        steps jsonb NOT NULL,
        current_step varchar(20),
        -- 签发 or a step after it (报告签发's queue)
        at_issue boolean NOT NULL DEFAULT false,
        -- the waiting step's role as the copy names it (no key: a role deleted later leaves the step to an administrator)
        role_id integer,
        barred integer[] NOT NULL DEFAULT '{}',
        actors jsonb NOT NULL DEFAULT '{}',
        acted_by integer[] NOT NULL DEFAULT '{}',
        submitted_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // the queues: reports waiting at a step per organisation (and role), and the ones a user acted on
    await q.query(`CREATE INDEX idx_report_approvals_waiting ON report_approvals (organization_id, role_id) WHERE current_step IS NOT NULL`);
    await q.query(`CREATE INDEX idx_report_approvals_acted_by ON report_approvals USING gin (acted_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE report_approvals`);
    await q.query(`ALTER TABLE reports DROP COLUMN approval_step_name`);
  }
}
