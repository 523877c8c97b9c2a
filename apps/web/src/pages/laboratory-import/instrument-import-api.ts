import type { InstrumentColumnMapping, InstrumentImportPreview, InstrumentImportResult } from '@ohit/contracts';
import { http } from '../../http/request';

const form = (file: File, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', file);
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};

/** 仪器数据导入 of a batch (apps/api laboratory: POST api/labBatch/:id/importReadings[/preview]). */
export const instrumentImportApi = {
  preview: (batchId: number, file: File) => http.post<InstrumentImportPreview>(`api/labBatch/${batchId}/importReadings/preview`, form(file), { timeoutMs: 120_000 }),
  run: (batchId: number, file: File, mapping: InstrumentColumnMapping, reason?: string) =>
    http.post<InstrumentImportResult>(`api/labBatch/${batchId}/importReadings`, form(file, { mapping: JSON.stringify(mapping), ...(reason ? { reason } : {}) }), { timeoutMs: 120_000 }),
};
