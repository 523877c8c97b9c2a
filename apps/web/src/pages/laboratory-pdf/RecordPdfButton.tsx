import { LAB_BATCH, LAB_RECORD_PDF_JOB } from '@ohit/contracts';
import { JobFileButton } from '../../jobs/JobFileButton';
import { recordPdfApi } from './record-pdf-api';
import { RECORD_PDF_TEXT } from './record-pdf-text';

export interface RecordPdfButtonProps {
  /** The batch (LAB_BATCH row id) whose original record is printed. */
  batchId: number;
  disabled?: boolean;
}

/**
 * 生成PDF on a batch's record page: starts the labRecordPdf job (POST api/labBatch/:id/recordPdf)
 * through the jobs' file button — progress live, listed in the jobs drawer, then 下载PDF; a failure
 * shows the server's reason and offers to generate again.
 */
export function RecordPdfButton({ batchId, disabled }: RecordPdfButtonProps) {
  return (
    <JobFileButton
      start={() => recordPdfApi.start(batchId)}
      jobType={LAB_RECORD_PDF_JOB.name}
      resource={LAB_BATCH.name}
      testId="record-pdf"
      disabled={disabled}
      text={RECORD_PDF_TEXT}
    />
  );
}

export default RecordPdfButton;
