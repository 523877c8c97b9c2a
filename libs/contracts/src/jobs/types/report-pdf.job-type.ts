import { EVENT_TYPES } from '../../events';
import { registerJobType } from '../job-types';

/** 报告PDF: which report row (one version of a report), and its number and version as they read when asked (the file's name). */
export interface ReportPdfJobParameters extends Record<string, unknown> {
  reportId: number;
  code: string | null;
  reportVersion: number;
}

/**
 * Report states whose PDF is the issued record (已签发, 已作废（被替代）): once printed it is never
 * printed again — its SHA-256 is what the signatures are bound to; a change is an amendment (a new version).
 */
export const REPORT_PDF_FINAL_STATES: readonly string[] = ['issued', 'superseded'];

/**
 * POST api/report/:id/pdf: a report version's compiled content printed by the worker (headless
 * Chromium; docs/adr/0002-report-rendering.md) with its number and verification QR code on every
 * page, stored as the report's `pdf` attachment with its SHA-256, and downloadable from the job.
 * Its own queue, so a deployment may give rendering its own workers.
 */
export const REPORT_PDF_JOB = registerJobType<ReportPdfJobParameters>({
  name: 'reportPdf',
  queue: 'report-pdfs',
  jobName: 'report-pdf',
  label: '报告PDF',
  // the worker counts its steps (read, render, print, store), not rows
  display: { unit: '步', completed: '报告PDF已生成', failed: '报告PDF生成失败' },
  producesFile: true,
  faultMessage: '报告PDF生成失败，请稍后重试',
  requestedBy: EVENT_TYPES.ReportPdfRequested,
});
