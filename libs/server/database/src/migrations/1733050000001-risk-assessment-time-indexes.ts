import { MigrationInterface, QueryRunner } from 'typeorm';

/** 风险评估's list sorts by 创建时间 and 更新时间 like every generic list: their indexes (indexes.integration-spec.ts). */
export class RiskAssessmentTimeIndexes1733050000001 implements MigrationInterface {
  name = 'RiskAssessmentTimeIndexes1733050000001';

  async up(q: QueryRunner): Promise<void> {
    for (const col of ['created_at', 'updated_at']) await q.query(`CREATE INDEX idx_risk_assessments_org_${col} ON risk_assessments (organization_id, ${col}, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const col of ['created_at', 'updated_at']) await q.query(`DROP INDEX IF EXISTS idx_risk_assessments_org_${col}`);
  }
}
