import { SUCCESS_MESSAGES } from '@ohit/domain';
import { EVENT_TYPES } from '../../events';
import { registerJobType } from '../job-types';
import { JobName, QueueName } from '../queues';

/** Import: the uploaded file's name and the screen's extra fields (the file itself is jobs.input_path). */
export interface ImportJobParameters extends Record<string, unknown> {
  fileName: string;
  belongGas?: string;
  uploadType?: string;
}

/** POST <url>/import: a workbook's rows validated and inserted in one transaction. */
export const IMPORT_JOB = registerJobType<ImportJobParameters>({
  name: 'import',
  queue: QueueName.Imports,
  jobName: JobName.ImportXlsx,
  label: '导入',
  display: { completed: SUCCESS_MESSAGES.import, failed: '{title}导入失败', errorsAreInput: true },
  producesFile: false,
  faultMessage: '导入失败，请稍后重试',
  requestedBy: EVENT_TYPES.ImportRequested,
});
