import { MigrationInterface, QueryRunner } from 'typeorm';
import { SYSTEM_COLUMNS } from './migration-sql';

/**
 * A report version's signatures, its one-time signing links and its issued (digitally signed) file.
 * - report_signatures (REPORT child `signatures`): who signed which step of which version, the image
 *   shown on that version (a `signature` attachment of the report), and what was signed — the
 *   SHA-256 of the compiled content and of the rendered PDF then (null before any PDF). A later
 *   change voids it (voided + reason); one signature in force per version and step.
 * - report_sign_links: the digest of a link's token only (the link itself is shown once), the
 *   version and content it was made for, the party, expiry and use; using it is one conditional
 *   UPDATE, so of two parallel uses exactly one succeeds.
 * - report_issued_files: the issued PDF of a version (printed with the signatures, then signed with
 *   the organisation's certificate): its digest, the digest of the PDF the signers reviewed, and the
 *   certificate it was signed with.
 */
export class ReportSignatures1732950000000 implements MigrationInterface {
  name = 'ReportSignatures1732950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_signatures (
        id serial PRIMARY KEY,
        report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
        report_version integer NOT NULL,
        step_key varchar(40) NOT NULL,
        step_name varchar(20) NOT NULL,
        audience varchar(20) NOT NULL CHECK (audience IN ('staff', 'org', 'employer')),
        signer_user_id integer REFERENCES users (id) ON DELETE RESTRICT,
        signer_name varchar(50) NOT NULL,
        attachment_id integer REFERENCES resource_attachments (id) ON DELETE RESTRICT,
        content_sha256 varchar(64) NOT NULL,
        pdf_sha256 varchar(64),
        signed_at timestamptz NOT NULL DEFAULT now(),
        voided boolean NOT NULL DEFAULT false,
        void_reason varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT ck_report_signatures_signer CHECK ((audience = 'staff') = (signer_user_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX idx_report_signatures_report ON report_signatures (report_id, id)`);
    await q.query(`CREATE UNIQUE INDEX uq_report_signatures_live ON report_signatures (report_id, step_key) WHERE NOT voided`);

    await q.query(`
      CREATE TABLE report_sign_links (
        id serial PRIMARY KEY,
        token_sha256 varchar(64) NOT NULL,
        report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
        report_version integer NOT NULL,
        content_sha256 varchar(64) NOT NULL,
        audience varchar(20) NOT NULL CHECK (audience IN ('org', 'employer')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        signature_id integer REFERENCES report_signatures (id) ON DELETE SET NULL,
        created_by integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_report_sign_links_token UNIQUE (token_sha256)
      )`);
    await q.query(`CREATE INDEX idx_report_sign_links_report ON report_sign_links (report_id, id)`);

    await q.query(`
      CREATE TABLE report_issued_files (
        report_id integer PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
        attachment_id integer NOT NULL REFERENCES resource_attachments (id) ON DELETE RESTRICT,
        pdf_sha256 varchar(64) NOT NULL,
        reviewed_pdf_sha256 varchar(64),
        certificate_subject varchar(200) NOT NULL,
        certificate_fingerprint varchar(64) NOT NULL,
        demo_certificate boolean NOT NULL,
        signed_at timestamptz NOT NULL,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['report_issued_files', 'report_sign_links', 'report_signatures']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
