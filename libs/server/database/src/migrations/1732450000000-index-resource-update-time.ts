import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 更新时间 (updated_at) is a declared sort of every generic resource (SYSTEM_FIELDS) but had no
 * index; a list sorted by it scanned the organisation's rows.
 */
export class IndexResourceUpdateTime1732450000000 implements MigrationInterface {
  name = 'IndexResourceUpdateTime1732450000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['inspected_units', 'equipment']) {
      await q.query(`CREATE INDEX idx_${table}_org_updated_at ON ${table} (organization_id, updated_at)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['inspected_units', 'equipment']) await q.query(`DROP INDEX idx_${table}_org_updated_at`);
  }
}
