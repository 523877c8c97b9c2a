import { EVENT_TYPES } from '../../events';
import { registerJobType } from '../job-types';

/** 原始记录PDF: which batch, and its code as it read when the job was asked for (the file's name). */
export interface LabRecordPdfJobParameters extends Record<string, unknown> {
  batchId: number;
  code: string;
}

/**
 * POST api/labBatch/:id/recordPdf: a batch's original record (ISO/IEC 17025 7.5) rendered by the
 * worker into a PDF through Debian's chromium, downloaded from the job (api/jobs/:id/download).
 * Its own queue, so a deployment may give rendering its own workers.
 */
export const LAB_RECORD_PDF_JOB = registerJobType<LabRecordPdfJobParameters>({
  name: 'labRecordPdf',
  queue: 'lab-records',
  jobName: 'lab-record-pdf',
  label: '原始记录PDF',
  // the worker counts its steps (read, render, print, store), not rows
  display: { unit: '步', completed: '原始记录PDF已生成', failed: '原始记录PDF生成失败' },
  producesFile: true,
  faultMessage: '原始记录PDF生成失败，请稍后重试',
  requestedBy: EVENT_TYPES.LabRecordPdfRequested,
});
