import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 项目管理's usual list — one state or one check type, newest first — read straight from an index
 * (P3, docs/benchmarks.md): organisation and filter as equalities, then the list's exact order
 * (`created_at DESC NULLS LAST, id DESC`, as the engine sorts). The page's ids come from the index
 * alone, so page 100 skips 5,940 index entries instead of sorting the organisation's rows.
 * The single-column (organization_id, <col>, id) indexes cannot: PostgreSQL reads them backwards as
 * `DESC NULLS FIRST`, not the engine's `NULLS LAST`.
 */
export class IndexProjectListNewest1732780000000 implements MigrationInterface {
  name = 'IndexProjectListNewest1732780000000';

  async up(q: QueryRunner): Promise<void> {
    for (const col of ['state', 'check_type']) {
      await q.query(`CREATE INDEX idx_projects_org_${col}_newest ON projects (organization_id, ${col}, created_at DESC NULLS LAST, id DESC)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const col of ['state', 'check_type']) await q.query(`DROP INDEX idx_projects_org_${col}_newest`);
  }
}
