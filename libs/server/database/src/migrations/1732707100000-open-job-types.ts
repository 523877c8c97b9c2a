import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job types are a registry (architecture.md "Jobs"): jobs.type no longer lists 'export' and
 * 'import' but takes any registered type's name (lower camelCase, at most 20 characters, as
 * registerJobType checks), so a new job type needs no migration.
 */
export class OpenJobTypes1732707100000 implements MigrationInterface {
  name = 'OpenJobTypes1732707100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs DROP CONSTRAINT ck_jobs_type`);
    await q.query(`ALTER TABLE jobs ADD CONSTRAINT ck_jobs_type CHECK (type ~ '^[a-z][A-Za-z0-9]{0,19}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs DROP CONSTRAINT ck_jobs_type`);
    await q.query(`ALTER TABLE jobs ADD CONSTRAINT ck_jobs_type CHECK (type IN ('export', 'import'))`);
  }
}
