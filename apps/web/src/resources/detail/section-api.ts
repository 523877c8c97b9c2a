import type { BusinessCodeResponse, ChildCollection, ResourceAttachment, ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { http, request } from '../../http/request';
import { saveBlob } from '../../jobs/jobs-api';

const base = (decl: ResourceDeclaration, parentId: number) => `${decl.url.replace(/^\/+|\/+$/g, '')}/${encodeURIComponent(String(parentId))}`;

/**
 * A child collection's rows as a declaration of their own (their fields plus the parent's
 * permission prefix), so the generic form model, inputs and dictionaries apply to them.
 */
export function childDeclaration(decl: ResourceDeclaration, child: ChildCollection): ResourceDeclaration {
  return { ...decl, name: `${decl.name}.${child.name}`, title: child.title, table: child.table, fields: child.fields, children: undefined, attachments: undefined, workflow: undefined, autoCode: undefined, commands: undefined };
}

/**
 * A parent's child rows: `GET|POST <url>/:id/children/:child`, `PUT|DELETE …/:childId` (a body's
 * `reason` goes into the history).
 * Failures are shown by the HTTP layer (the server's Chinese message; 409 for a stale version).
 */
export function childApi(decl: ResourceDeclaration, child: ChildCollection, parentId: number) {
  const path = `${base(decl, parentId)}/children/${encodeURIComponent(child.name)}`;
  return {
    list: () => http.get<ResourceRow[]>(path),
    add: (body: Record<string, unknown>) => http.post<ResourceRow>(path, body),
    edit: (childId: number, body: Record<string, unknown> & { version: number }) => http.put<ResourceRow>(`${path}/${childId}`, body),
    /** With the reason the history records (a submitted record's amendment). */
    remove: (childId: number, version: number, reason?: string) => http.delete<BusinessCodeResponse>(`${path}/${childId}`, reason ? { version, reason } : { version }),
  };
}

/** A row's attachments: `GET <url>/:id/attachments`, upload per slot, download, delete. */
export function attachmentApi(decl: ResourceDeclaration, parentId: number) {
  const path = `${base(decl, parentId)}/attachments`;
  return {
    list: () => http.get<ResourceAttachment[]>(path),
    /** With the reason the history records, when one is given (a submitted record's amendment). */
    upload: (slot: string, file: File, reason?: string) => {
      const body = new FormData();
      body.append('file', file, file.name);
      if (reason) body.append('reason', reason);
      return request<ResourceAttachment>(`${path}/${encodeURIComponent(slot)}`, { method: 'POST', body, timeoutMs: 30 * 60_000 });
    },
    /** Fetched with the token, saved under the original name. */
    download: async (a: Pick<ResourceAttachment, 'id' | 'fileName'>) => {
      const blob = await request<Blob>(`${path}/${a.id}/file`, { responseType: 'blob', timeoutMs: 10 * 60_000 });
      saveBlob(blob, a.fileName);
    },
    remove: (attachmentId: number, reason?: string) => http.delete<BusinessCodeResponse>(`${path}/${attachmentId}`, reason ? { reason } : {}),
  };
}
