import type { HelpDocumentView } from '@ohit/contracts';
import { request } from '../../http/request';
import { saveBlob } from '../../jobs/jobs-api';

export const HELP_DOCUMENTS_URL = 'api/helpDocuments';
/** The server's limits (api: HELP_DOCUMENT_POLICY). */
export const HELP_DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const;
export const HELP_DOCUMENT_MAX_MB = 50;
/** Permission codes of the 帮助文档 buttons (系统设置 › 帮助文档). */
export const HELP_DOCUMENT_CODES = { add: ['helpDoc:add'], del: ['helpDoc:del'] } as const;

/** Downloads through the authorised route (the token travels in the header) and saves under the original name. */
export async function downloadHelpDocument(doc: Pick<HelpDocumentView, 'downloadPath' | 'fileName'>): Promise<void> {
  const blob = await request<Blob>(doc.downloadPath, { responseType: 'blob', timeoutMs: 10 * 60_000 });
  saveBlob(blob, doc.fileName);
}

export function uploadHelpDocument(file: File, fields: { title?: string; platformWide?: boolean }): Promise<HelpDocumentView> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (fields.title?.trim()) body.append('title', fields.title.trim());
  if (fields.platformWide) body.append('platformWide', 'true');
  return request<HelpDocumentView>(HELP_DOCUMENTS_URL, { method: 'POST', body, timeoutMs: 30 * 60_000 });
}
