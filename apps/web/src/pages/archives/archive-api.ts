import type { ArchiveRetentionSetting, ResourceRow, StartJobResponse, TechnicalFileView } from '@ohit/contracts';
import { request, http } from '../../http/request';
import { saveBlob } from '../../jobs/jobs-api';

/** 档案管理's own endpoints beside the generic api/archive (apps/api/src/modules/archives). */
export const archiveApi = {
  technicalFile: (id: number) => http.get<TechnicalFileView>(`api/archive/${id}/technicalFile`),
  /** 项目归档: a 409 names every missing document (shown by the request layer). */
  archive: (id: number, version: number, reason?: string) => http.post<ResourceRow>(`api/archive/${id}/archive`, { version, ...(reason ? { reason } : {}) }),
  zip: (id: number) => http.post<StartJobResponse>(`api/archive/${id}/zip`, {}),
  /** A document of the technical file, saved under its own name. */
  async download(id: number, attachmentId: number, fileName: string): Promise<void> {
    const blob = await request<Blob>(`api/archive/${id}/files/${attachmentId}`, { responseType: 'blob', timeoutMs: 10 * 60_000 });
    saveBlob(blob, fileName);
  },
  retention: () => http.get<ArchiveRetentionSetting>('api/archiveRetention'),
  saveRetention: (years: number) => http.put<ArchiveRetentionSetting>('api/archiveRetention', { years }),
};
