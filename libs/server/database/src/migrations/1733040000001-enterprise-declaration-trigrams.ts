import { MigrationInterface, QueryRunner } from 'typeorm';
import { trigramIndexes } from './migration-sql';

/** 企业申报's `contains` filters (申报编号, 用人单位名称) on trigram indexes (a second migration in the range: the first already ran). */
export class EnterpriseDeclarationTrigrams1733040000001 implements MigrationInterface {
  name = 'EnterpriseDeclarationTrigrams1733040000001';

  async up(q: QueryRunner): Promise<void> {
    await trigramIndexes(q, 'enterprise_declarations', ['code', 'employer_name']);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const col of ['code', 'employer_name']) await q.query(`DROP INDEX IF EXISTS idx_enterprise_declarations_${col}_trgm`);
  }
}
