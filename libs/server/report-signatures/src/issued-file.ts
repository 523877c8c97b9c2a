import type { EntityManager } from 'typeorm';
import { EVENT_TYPES, REPORT, REPORT_PDF_SLOT, resourceEventType } from '@ohit/contracts';
import { type DomainEventsService, firstRow } from '@ohit/server-database';
import { reportDigests, signaturesOf, staleness } from './signature-rows';

type Run = Pick<EntityManager, 'query'>;

/** A signature as the issued PDF prints it: the step, the signer, the day, and where the image is kept. */
export interface SignatureToPrint {
  stepName: string;
  signerName: string;
  signedAt: string;
  /** Storage key and type of the image; null when the signer keeps none (the name is printed). */
  imageKey: string | null;
  imageType: string | null;
}

/** The signatures in force that still bind to the report as it stands, with their images' storage keys, oldest first. */
export async function signaturesToPrint(m: Run, reportId: number): Promise<SignatureToPrint[]> {
  const report = await reportDigests(m, reportId);
  if (!report) return [];
  const live = (await signaturesOf(m, reportId, true)).filter((s) => staleness(s, report) === null);
  if (live.length === 0) return [];
  const files: { id: number; key: string; content_type: string }[] = await m.query(
    `SELECT a.id, f.key, a.content_type FROM resource_attachments a JOIN stored_files f ON f.id = a.stored_file_id
     WHERE a.resource = $1 AND a.record_id = $2 AND a.id = ANY($3::int[])`,
    [REPORT.name, reportId, live.map((s) => s.attachmentId).filter((id): id is number => id !== null)],
  );
  return live.map((s) => {
    const file = files.find((f) => f.id === s.attachmentId);
    return { stepName: s.stepName, signerName: s.signerName, signedAt: s.signedAt, imageKey: file?.key ?? null, imageType: file?.content_type ?? null };
  });
}

/** The issued file of a report version, when made. */
export async function issuedFileOf(m: Run, reportId: number): Promise<{ attachmentId: number; pdfSha256: string } | null> {
  const row = firstRow<{ attachment_id: number; pdf_sha256: string }>(await m.query(`SELECT attachment_id, pdf_sha256 FROM report_issued_files WHERE report_id = $1`, [reportId]));
  return row ? { attachmentId: row.attachment_id, pdfSha256: row.pdf_sha256 } : null;
}

/** The report is not (or no longer) one whose issued file may be recorded. */
export class IssuedFileRefused extends Error {}

export interface IssuedFileInput {
  reportId: number;
  ownerId: number;
  jobId: string;
  file: { key: string; fileName: string; size: number; sha256: string };
  certificate: { subject: string; fingerprint: string; demo: boolean };
  signedAt: Date;
}

/**
 * Records the issued PDF of a version in one transaction with the report locked: its stored file
 * (FileUploaded), the report's `pdf` attachment (ReportAttachmentAdded with the digest and the
 * certificate), the row's pdf_attachment_id / pdf_sha256 / pdf_rendered_at now naming the issued
 * file, report_issued_files (with the digest of the PDF the signers reviewed), and the job's file.
 * Refused unless the report is issued, and once its issued file exists.
 */
export async function recordIssuedFile(m: EntityManager, events: DomainEventsService, input: IssuedFileInput): Promise<number> {
  const report = firstRow<{ id: number; organization_id: number; state: string; pdf_attachment_id: number | null; pdf_sha256: string | null }>(
    await m.query(`SELECT id, organization_id, state, pdf_attachment_id, pdf_sha256 FROM reports WHERE id = $1 FOR UPDATE`, [input.reportId]),
  );
  if (!report || report.state !== 'issued') throw new IssuedFileRefused('报告未签发，不能生成签发版PDF');
  if (await issuedFileOf(m, report.id)) throw new IssuedFileRefused('签发版PDF已生成');
  const reviewed = await reportDigests(m, report.id);
  const [owner] = (await m.query(`SELECT COALESCE(NULLIF(nick_name, ''), username) AS name FROM users WHERE id = $1`, [input.ownerId])) as { name: string }[];
  const uploader = owner?.name ?? null;
  const { file } = input;
  const stored = firstRow<{ id: number }>(
    await m.query(
      `INSERT INTO stored_files (key, original_name, suffix, content_type, size, kind, organization_id, uploaded_by, uploader_name)
       VALUES ($1, $2, 'pdf', 'application/pdf', $3, 'attachment', $4, $5, $6) RETURNING id`,
      [file.key, file.fileName, file.size, report.organization_id, input.ownerId, uploader],
    ),
  );
  const attachment = firstRow<{ id: number }>(
    await m.query(
      `INSERT INTO resource_attachments (resource, record_id, slot, stored_file_id, file_name, content_type, size, organization_id, uploaded_by, uploader_name)
       VALUES ($1, $2, $3, $4, $5, 'application/pdf', $6, $7, $8, $9) RETURNING id`,
      [REPORT.name, report.id, REPORT_PDF_SLOT.name, stored?.id, file.fileName, file.size, report.organization_id, input.ownerId, uploader],
    ),
  );
  if (!stored || !attachment) throw new Error('issued report PDF: INSERT returned no row');
  await m.query(`UPDATE reports SET pdf_attachment_id = $2, pdf_sha256 = $3, pdf_rendered_at = now() WHERE id = $1`, [report.id, attachment.id, file.sha256]);
  await m.query(
    `INSERT INTO report_issued_files (report_id, attachment_id, pdf_sha256, reviewed_pdf_sha256, certificate_subject, certificate_fingerprint, demo_certificate, signed_at, organization_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [report.id, attachment.id, file.sha256, reviewed?.pdfSha256 ?? null, input.certificate.subject.slice(0, 200), input.certificate.fingerprint, input.certificate.demo, input.signedAt, report.organization_id],
  );
  await m.query(`UPDATE jobs SET file_path = $2, file_name = $3 WHERE id = $1`, [input.jobId, file.key, file.fileName]);
  const audit = { actorId: input.ownerId, organizationId: report.organization_id };
  await events.append(m, [
    {
      type: EVENT_TYPES.FileUploaded,
      aggregateType: 'stored-file',
      aggregateId: stored.id,
      payload: { old: null, new: { key: file.key, name: file.fileName, kind: 'attachment', size: file.size, contentType: 'application/pdf', organizationId: report.organization_id } },
      ...audit,
    },
    {
      type: resourceEventType(REPORT.name, 'AttachmentAdded'),
      aggregateType: REPORT.name,
      aggregateId: report.id,
      payload: {
        ids: [report.id],
        slot: REPORT_PDF_SLOT.name,
        attachmentId: attachment.id,
        jobId: input.jobId,
        issued: true,
        pdfSha256: file.sha256,
        reviewedPdfSha256: reviewed?.pdfSha256 ?? null,
        certificate: input.certificate,
        previous: report.pdf_attachment_id === null ? null : { attachmentId: report.pdf_attachment_id, pdfSha256: report.pdf_sha256 },
        old: null,
        new: { slot: REPORT_PDF_SLOT.name, fileName: file.fileName, size: file.size, contentType: 'application/pdf' },
      },
      ...audit,
      reason: '签发：报告PDF附签字并加盖机构数字签名',
    },
  ]);
  return attachment.id;
}
