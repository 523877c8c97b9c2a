import { EVENT_TYPES } from '../../events';
import { registerJobType } from '../job-types';
import { JobName, QueueName } from '../queues';

/** Export: the list query (filters, sort, optional ids) the file is written from. */
export interface ExportJobParameters extends Record<string, unknown> {
  query: Record<string, unknown>;
}

/** POST <url>/export: the rows of a list query into an .xlsx (or .txt) to download. */
export const EXPORT_JOB = registerJobType<ExportJobParameters>({
  name: 'export',
  queue: QueueName.Exports,
  jobName: JobName.ExportXlsx,
  label: '导出',
  producesFile: true,
  faultMessage: '导出失败，请稍后重试',
  requestedBy: EVENT_TYPES.ExportRequested,
});
