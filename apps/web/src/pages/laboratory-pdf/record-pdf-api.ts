import type { JobDto, StartJobResponse } from '@ohit/contracts';
import { http } from '../../http/request';

/** The laboratory's record PDF: POST api/labBatch/:id/recordPdf starts the job (labRecordPdf); the job is read at GET api/jobs/:id. */
export const recordPdfApi = {
  start: (batchId: number) => http.post<StartJobResponse>(`api/labBatch/${batchId}/recordPdf`, {}),
  job: (jobId: string) => http.get<JobDto>(`api/jobs/${encodeURIComponent(jobId)}`, undefined, { silent: true }),
};
