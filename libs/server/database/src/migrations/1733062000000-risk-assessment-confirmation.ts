import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 风险评估's 确认: who confirmed an assessment and when; the inspected unit keeps the date and code of
 * its confirmed assessment (its next detection due counts from the later of that date and its last
 * issued periodic report). The unit's risk class may now also be 较重 (GBZ/T 229's middle class).
 * `detection_notified_due`: the next-due date the worker's morning check last reminded of (once per date).
 */
export class RiskAssessmentConfirmation1733062000000 implements MigrationInterface {
  name = 'RiskAssessmentConfirmation1733062000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE risk_assessments
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN confirmed_by integer REFERENCES users (id) ON DELETE RESTRICT`);
    await q.query(`
      ALTER TABLE inspected_units
        ADD COLUMN risk_assessed_date date,
        ADD COLUMN risk_assessment_code varchar(50),
        ADD COLUMN detection_notified_due date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inspected_units DROP COLUMN detection_notified_due, DROP COLUMN risk_assessment_code, DROP COLUMN risk_assessed_date`);
    await q.query(`ALTER TABLE risk_assessments DROP COLUMN confirmed_by, DROP COLUMN confirmed_at`);
  }
}
