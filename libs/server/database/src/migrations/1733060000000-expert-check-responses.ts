import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 专家任务, the reviewed organisation's side (issue 15, S2): its answer to a 质控检查 (答复, 整改说明,
 * evidence) as ITS row — organization_id is the organisation reviewed, so its own staff read and
 * write it and the authority's zones read it — one per check; and an expert's opinion keeps the
 * exact total of its item scores. Checks still open get their organisation's answer row (numbered
 * after the check); every opinion gets its total.
 */
export class ExpertCheckResponses1733060000000 implements MigrationInterface {
  name = 'ExpertCheckResponses1733060000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE expert_check_responses (
        id serial PRIMARY KEY, code varchar(50) NOT NULL,
        check_id integer NOT NULL REFERENCES expert_checks (id) ON DELETE RESTRICT,
        check_code varchar(50) NOT NULL, task_code varchar(50) NOT NULL, task_name varchar(200) NOT NULL,
        authority_name varchar(100), org_name varchar(200) NOT NULL,
        response text, rectification text, state varchar(20) NOT NULL DEFAULT 'pending', submitted_date date, ${SYSTEM_COLUMNS},
        CONSTRAINT uq_expert_check_responses_code UNIQUE (organization_id, code),
        CONSTRAINT uq_expert_check_responses_check UNIQUE (check_id),
        CONSTRAINT ck_expert_check_responses_state CHECK (state IN ('pending', 'submitted'))
      )`);
    await indexByOrganisation(q, 'expert_check_responses', ['code', 'check_code', 'task_code', 'task_name', 'org_name', 'state', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'expert_check_responses', ['code', 'task_name', 'org_name']);
    await q.query(`
      INSERT INTO expert_check_responses (code, check_id, check_code, task_code, task_name, authority_name, org_name, organization_id, create_by, update_by)
      SELECT 'ZKDF-' || to_char(c.created_at, 'YYYY') || '-C' || c.id, c.id, c.code, t.code, t.name, a.name, c.org_name, o.id, 'system', 'system'
        FROM expert_checks c JOIN expert_tasks t ON t.id = c.task_id JOIN organizations o ON o.code = c.org_code JOIN organizations a ON a.id = c.organization_id
       WHERE c.state <> 'closed'`);

    await q.query(`ALTER TABLE expert_opinions ADD COLUMN total_score numeric(8, 1)`);
    await q.query(`UPDATE expert_opinions o SET total_score = s.total FROM (SELECT opinion_id, sum(score) AS total FROM expert_opinion_items WHERE score IS NOT NULL GROUP BY opinion_id) s WHERE s.opinion_id = o.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE expert_opinions DROP COLUMN IF EXISTS total_score`);
    await q.query(`DROP TABLE IF EXISTS expert_check_responses`);
  }
}
