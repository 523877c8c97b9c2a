import { MigrationInterface, QueryRunner } from 'typeorm';

/** api/projectInfo lists projects of an organisation sorted by id (default) or creation time. */
export class IndexProjectLookup1732460000000 implements MigrationInterface {
  name = 'IndexProjectLookup1732460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX idx_projects_org_id ON projects (organization_id, id)`);
    await q.query(`CREATE INDEX idx_projects_org_created_at ON projects (organization_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_projects_org_created_at`);
    await q.query(`DROP INDEX idx_projects_org_id`);
  }
}
