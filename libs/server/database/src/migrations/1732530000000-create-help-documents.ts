import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 帮助文档 (the /helper page, spec §2 fixed routes, §8 '暂未提供帮助文档'): documents an
 * administrator uploads through the storage port. The file itself is a stored_files row
 * (kind 'help-doc'); this table holds what the page lists.
 *
 * - organization_id NULL = platform-wide (every user sees it); otherwise the organisation whose
 *   users see it. An organisation that still has help documents cannot be deleted (RESTRICT).
 * - One stored file per document; the file row is removed with the document, in one transaction.
 * - Lists read "platform-wide or one of my organisations, newest first": indexed on
 *   (organization_id, created_at), which serves both `IS NULL` and `= ANY(...)`.
 */
export class CreateHelpDocuments1732530000000 implements MigrationInterface {
  name = 'CreateHelpDocuments1732530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE help_documents (
        id serial PRIMARY KEY,
        title varchar(100) NOT NULL,
        organization_id integer REFERENCES organizations (id) ON DELETE RESTRICT,
        stored_file_id integer NOT NULL REFERENCES stored_files (id) ON DELETE RESTRICT,
        file_name varchar(255) NOT NULL,
        suffix varchar(20) NOT NULL,
        content_type varchar(100) NOT NULL,
        size bigint NOT NULL,
        uploaded_by integer,
        uploader_name varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_help_documents_stored_file UNIQUE (stored_file_id)
      )`);
    await q.query(`CREATE INDEX idx_help_documents_org_created ON help_documents (organization_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_help_documents_title ON help_documents (title)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE help_documents`);
  }
}
