import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 风险评估 (RISK_ASSESSMENT): one assessment per project — the employer, the date graded by, the
 * GBZ/T 229 editions applied and the note when the previous ones stood in (the organisation's
 * choice), the overall class, the next detection due, who computed it and when; `toxicity` keeps the
 * assessor's GBZ 230 classes (hazard → class) for the next 重新计算. `risk_gradings` holds a grade
 * per post and hazard with its inputs and explanation (written only by the module).
 * `organizations.risk_previous_edition` is the organisation's setting 新版标准未录入时按旧版评估.
 *
 * risk_assessments is on the archive's writable list (ARCHIVE_UNGUARDED_PROJECT_TABLES): it is
 * computed from the judged results, which the archive freezes, and does not change the technical
 * file; an employer's risk is commonly assessed (or re-assessed after the organisation's setting
 * changes) once the project is archived.
 */
export class RiskAssessments1733050000000 implements MigrationInterface {
  name = 'RiskAssessments1733050000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE organizations ADD COLUMN risk_previous_edition boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE risk_assessments (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        project_code varchar(50),
        employer_name varchar(200),
        assess_date date NOT NULL,
        edition varchar(200) NOT NULL,
        note varchar(300),
        overall_class varchar(10) CONSTRAINT ck_risk_assessments_class CHECK (overall_class IN ('general', 'heavier', 'serious')),
        next_due date NOT NULL,
        explanation text,
        toxicity jsonb NOT NULL DEFAULT '{}'::jsonb,
        computed_at timestamptz NOT NULL DEFAULT now(),
        computed_by integer REFERENCES users (id) ON DELETE RESTRICT,
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_risk_assessments_project UNIQUE (project_id),
        CONSTRAINT uq_risk_assessments_code UNIQUE (organization_id, code)
      )`);
    await indexByOrganisation(q, 'risk_assessments', ['code', 'project_id', 'employer_name', 'assess_date', 'overall_class', 'next_due', 'computed_at']);
    await trigramIndexes(q, 'risk_assessments', ['code', 'employer_name']);
    await q.query(`
      CREATE TABLE risk_gradings (
        id serial PRIMARY KEY,
        assessment_id integer NOT NULL REFERENCES risk_assessments (id) ON DELETE CASCADE,
        workshop varchar(100),
        post varchar(100),
        hazard varchar(100) NOT NULL,
        standard varchar(100),
        inputs varchar(2000),
        value varchar(30),
        grade smallint,
        grade_label varchar(30) NOT NULL,
        explanation varchar(4000) NOT NULL,
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_risk_gradings_assessment ON risk_gradings (assessment_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS risk_gradings`);
    await q.query(`DROP TABLE IF EXISTS risk_assessments`);
    await q.query(`ALTER TABLE organizations DROP COLUMN IF EXISTS risk_previous_edition`);
  }
}
