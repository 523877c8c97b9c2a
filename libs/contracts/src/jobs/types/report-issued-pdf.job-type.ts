import { EVENT_TYPES } from '../../events';
import { registerJobType } from '../job-types';

/** 签发版报告PDF: which issued report version. */
export interface ReportIssuedPdfJobParameters extends Record<string, unknown> {
  reportId: number;
  code: string | null;
  reportVersion: number;
}

/**
 * The issued file of a report version, made when it is issued (签发): its content printed with the
 * signatures in force placed on the signature lines, then digitally signed with the organisation's
 * certificate (PKCS#7, libs/server/pdf-sign), stored as the report's `pdf` attachment with its
 * SHA-256 — the digest the public verification page shows. Requested in the issue's transaction
 * (the outbox relay enqueues it); on the report PDFs' queue.
 */
export const REPORT_ISSUED_PDF_JOB = registerJobType<ReportIssuedPdfJobParameters>({
  name: 'reportIssuedPdf',
  queue: 'report-pdfs',
  jobName: 'report-issued-pdf',
  label: '签发版报告PDF',
  // read, render, print, sign, store
  display: { unit: '步', completed: '签发版报告PDF已生成', failed: '签发版报告PDF生成失败' },
  producesFile: true,
  faultMessage: '签发版报告PDF生成失败，请稍后重试',
  requestedBy: EVENT_TYPES.ReportIssuedPdfRequested,
});
