import type { HelpDocumentView } from '@ohit/contracts';
import type { Actor } from '../../platform';

/** GET api/helpDocuments rows: the wire shape lives in @ohit/contracts, shared with the web. */
export type { HelpDocumentView };

export interface HelpDocumentRow {
  id: number;
  title: string;
  organization_id: number | null;
  organization_name?: string | null;
  stored_file_id: number;
  file_key?: string;
  file_name: string;
  suffix: string;
  content_type: string;
  size: string | number;
  uploader_name: string | null;
  created_at: Date | string;
}

export const helpDocumentDownloadPath = (id: number) => `/api/helpDocuments/${id}/download`;

export function helpDocumentView(r: HelpDocumentRow): HelpDocumentView {
  return {
    id: r.id,
    title: r.title,
    fileName: r.file_name,
    suffix: r.suffix,
    contentType: r.content_type,
    size: Number(r.size),
    organizationId: r.organization_id,
    organizationName: r.organization_name ?? null,
    platformWide: r.organization_id === null,
    uploaderName: r.uploader_name,
    createTime: r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at,
    downloadPath: helpDocumentDownloadPath(r.id),
  };
}

/**
 * The organisations whose help documents the actor sees, besides the platform-wide ones:
 * every organisation for administrators (null), otherwise the role's organisation scope
 * (own organisation by default). The enterprise flag (isQy) does not widen it: help documents
 * belong to an organisation's own staff.
 */
export function helpDocumentScope(actor: Actor): number[] | null {
  if (actor.isAdmin) return null;
  return actor.orgScope ?? [actor.organizationId];
}

/** SQL condition on alias `d` (parameter `$n` = the scope array), for reads and writes. */
export function visibleCondition(scope: number[] | null, n: number): string {
  return scope === null ? 'TRUE' : `(d.organization_id IS NULL OR d.organization_id = ANY($${n}::int[]))`;
}
