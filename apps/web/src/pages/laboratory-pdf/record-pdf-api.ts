import type { StartJobResponse } from '@ohit/contracts';
import { http } from '../../http/request';

/** The laboratory's record PDF: POST api/labBatch/:id/recordPdf starts the job (labRecordPdf); the job button follows it at GET api/jobs/:id. */
export const recordPdfApi = {
  start: (batchId: number) => http.post<StartJobResponse>(`api/labBatch/${batchId}/recordPdf`, {}),
};
