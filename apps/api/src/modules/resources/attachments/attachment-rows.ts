import type { ResourceAttachment } from '@ohit/contracts';

/** Kind of the stored_files row behind an attachment (served only through `<url>/:id/attachments/:attachmentId/file`). */
export const ATTACHMENT_FILE_KIND = 'attachment';

export interface AttachmentRow {
  id: number;
  slot: string;
  file_name: string;
  content_type: string;
  size: string | number;
  uploader_name: string | null;
  created_at: Date | string;
}

export const ATTACHMENT_COLUMNS = 'a.id, a.slot, a.file_name, a.content_type, a.size, a.uploader_name, a.created_at';

export function attachmentView(r: AttachmentRow): ResourceAttachment {
  return {
    id: r.id,
    slot: r.slot,
    fileName: r.file_name,
    size: Number(r.size),
    contentType: r.content_type,
    uploadedBy: r.uploader_name,
    uploadTime: r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at,
  };
}

/** What an AttachmentAdded / AttachmentRemoved event records of the file. */
export function attachmentFacts(a: ResourceAttachment): Record<string, unknown> {
  return { slot: a.slot, fileName: a.fileName, size: a.size, contentType: a.contentType };
}
