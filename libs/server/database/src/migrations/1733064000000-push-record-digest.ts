import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The digest of a push's record as submitted (SHA-256 of its canonical JSON, `recordDigest`), kept
 * beside the record so reconciliation compares it with the province's without loading every record.
 * Pushes submitted before it have none: their content is not compared.
 */
export class PushRecordDigest1733064000000 implements MigrationInterface {
  name = 'PushRecordDigest1733064000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE provincial_pushes ADD COLUMN record_digest char(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE provincial_pushes DROP COLUMN record_digest`);
  }
}
