import type { EntityManager } from 'typeorm';
import { EVENT_TYPES, REPORT_PDF_FINAL_STATES, type ReportContent, resourceEventType } from '@ohit/contracts';
import { DomainEventsService, firstRow } from '@ohit/server-database';
import { reportDigests, voidStaleSignatures } from '@ohit/server-report-signatures';

/** The report row the job prints: one version of a report, its compiled content and its current PDF. */
export interface ReportPdfSource {
  id: number;
  organizationId: number;
  code: string | null;
  reportVersion: number;
  state: string;
  /** The content as stored (jsonb text): compared again before the PDF is recorded. */
  contentJson: string;
  content: ReportContent;
  pdfAttachmentId: number | null;
  pdfSha256: string | null;
}

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** A report row as the printer needs it; null when it does not exist. */
export async function reportPdfSource(query: Query, id: number): Promise<ReportPdfSource | null> {
  const r = firstRow<{
    id: number;
    organization_id: number;
    code: string | null;
    report_version: number;
    state: string;
    content: string;
    pdf_attachment_id: number | null;
    pdf_sha256: string | null;
  }>((await query(`SELECT id, organization_id, code, report_version, state, content::text AS content, pdf_attachment_id, pdf_sha256 FROM reports WHERE id = $1`, [id])) as unknown[]);
  if (!r) return null;
  return {
    id: r.id,
    organizationId: r.organization_id,
    code: r.code,
    reportVersion: r.report_version,
    state: r.state,
    contentJson: r.content,
    content: JSON.parse(r.content) as ReportContent,
    pdfAttachmentId: r.pdf_attachment_id,
    pdfSha256: r.pdf_sha256,
  };
}

/** A compiled content: what the renderer needs is there (a row not yet compiled holds '{}'). */
export function isCompiled(content: Partial<ReportContent>): content is ReportContent {
  return typeof content.title === 'string' && Array.isArray(content.points) && typeof content.employer === 'object' && content.employer !== null && typeof content.project === 'object' && content.project !== null;
}

export interface StoredPdf {
  key: string;
  fileName: string;
  size: number;
  sha256: string;
}

/** The report changed while it printed: the PDF is not recorded (it would not be the report's). */
export class ReportChangedWhilePrinting extends Error {}

/**
 * Records a printed PDF, in one transaction with the report locked: its stored file (FileUploaded),
 * the report's `pdf` attachment (ReportAttachmentAdded on the report's history, with the SHA-256),
 * the row's pdf_attachment_id / pdf_sha256 / pdf_rendered_at, and the job's file (so a retry after a
 * crash finds it done). Refused when the content is no longer the one printed, or the report was
 * issued meanwhile with a PDF of its own.
 */
export async function recordReportPdf(
  m: EntityManager,
  events: DomainEventsService,
  input: { source: ReportPdfSource; ownerId: number; jobId: string; pdf: StoredPdf },
): Promise<number> {
  const { source, ownerId, jobId, pdf } = input;
  const now = firstRow<{ same: boolean; state: string; pdf_attachment_id: number | null; pdf_sha256: string | null }>(
    await m.query(`SELECT content = $2::jsonb AS same, state, pdf_attachment_id, pdf_sha256 FROM reports WHERE id = $1 FOR UPDATE`, [source.id, source.contentJson]),
  );
  if (!now || !now.same) throw new ReportChangedWhilePrinting('报告内容在生成PDF期间已变更，请重新生成');
  if (REPORT_PDF_FINAL_STATES.includes(now.state) && now.pdf_attachment_id !== null) throw new ReportChangedWhilePrinting('报告已签发，其PDF不再重新生成');
  const [owner] = (await m.query(`SELECT COALESCE(NULLIF(nick_name, ''), username) AS name FROM users WHERE id = $1`, [ownerId])) as { name: string }[];
  const uploader = owner?.name ?? null;
  const file = firstRow<{ id: number }>(
    await m.query(
      `INSERT INTO stored_files (key, original_name, suffix, content_type, size, kind, organization_id, uploaded_by, uploader_name)
       VALUES ($1, $2, 'pdf', 'application/pdf', $3, 'attachment', $4, $5, $6) RETURNING id`,
      [pdf.key, pdf.fileName, pdf.size, source.organizationId, ownerId, uploader],
    ),
  );
  const attachment = firstRow<{ id: number }>(
    await m.query(
      `INSERT INTO resource_attachments (resource, record_id, slot, stored_file_id, file_name, content_type, size, organization_id, uploaded_by, uploader_name)
       VALUES ('report', $1, 'pdf', $2, $3, 'application/pdf', $4, $5, $6, $7) RETURNING id`,
      [source.id, file?.id, pdf.fileName, pdf.size, source.organizationId, ownerId, uploader],
    ),
  );
  if (!file || !attachment) throw new Error('report PDF: INSERT returned no row');
  await m.query(`UPDATE reports SET pdf_attachment_id = $2, pdf_sha256 = $3, pdf_rendered_at = now() WHERE id = $1`, [source.id, attachment.id, pdf.sha256]);
  await m.query(`UPDATE jobs SET file_path = $2, file_name = $3 WHERE id = $1`, [jobId, pdf.key, pdf.fileName]);
  // a version not yet issued: signatures bound to the PDF this one replaces (another digest) are void from now on, each with its reason
  const signed = REPORT_PDF_FINAL_STATES.includes(now.state) ? null : await reportDigests(m, source.id);
  if (signed) await voidStaleSignatures(m, events, signed, { actorId: ownerId, username: uploader ?? '系统' });
  const audit = { actorId: ownerId, organizationId: source.organizationId };
  await events.append(m, [
    {
      type: EVENT_TYPES.FileUploaded,
      aggregateType: 'stored-file',
      aggregateId: file.id,
      payload: { old: null, new: { key: pdf.key, name: pdf.fileName, kind: 'attachment', size: pdf.size, contentType: 'application/pdf', organizationId: source.organizationId } },
      ...audit,
    },
    {
      type: resourceEventType('report', 'AttachmentAdded'),
      aggregateType: 'report',
      aggregateId: source.id,
      // old → new as the kernel's upload records it (the history shows it as 上传附件（报告PDF）); the digest and the one it replaces beside it
      payload: {
        ids: [source.id],
        slot: 'pdf',
        attachmentId: attachment.id,
        jobId,
        pdfSha256: pdf.sha256,
        previous: now.pdf_attachment_id === null ? null : { attachmentId: now.pdf_attachment_id, pdfSha256: now.pdf_sha256 },
        old: null,
        new: { slot: 'pdf', fileName: pdf.fileName, size: pdf.size, contentType: 'application/pdf' },
      },
      ...audit,
    },
  ]);
  return attachment.id;
}
