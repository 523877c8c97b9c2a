import { JOB_PDF_TEXT } from '../../jobs/job-pdf-text';

/** The words of 生成PDF (zh-CN) on a batch record: the jobs' PDF button's. */
export const RECORD_PDF_TEXT = JOB_PDF_TEXT;
