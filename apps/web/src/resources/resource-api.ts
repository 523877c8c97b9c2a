import type { BusinessCodeResponse, ListCommandResult, RelationPayload, ResourceDeclaration, ResourceRelation, ResourceRow, StartJobResponse } from '@ohit/contracts';
import { http, request } from '../http/request';
import type { QueryParams } from '../http/query';
import { readPage } from '../providers/data-provider';
import { pathsFor } from '../providers/resources';

/**
 * Server paths of a declared resource. The generic engine answers at `<url>`, `<url>/add`,
 * `<url>/edit`, `<url>/copy`, `<url>/delete`, `<url>/reset`, `<url>/status`, `<url>/relation`,
 * `<url>/cancelRelation`, `<url>/export`, `<url>/import`, `<url>/:id` and `<url>/:id/relations`;
 * custom resources (identity) keep
 * their REST paths from providers/resources.ts.
 */
export interface ResourceEndpoints {
  list: string;
  add: { method: 'POST'; path: string };
  edit: { method: 'PUT'; path: string };
  copy: string;
  remove: string;
  reset: string;
  status: string;
  relation: string;
  cancelRelation: string;
  export: string;
  import: string;
  /** One row: `<url>/{id}`. */
  one: string;
  /** A row's current relations: `<url>/{id}/relations` (generic engine). */
  relations: string;
}

export function endpointsOf(decl: ResourceDeclaration): ResourceEndpoints {
  const url = decl.url.replace(/^\/+|\/+$/g, '');
  const exportPath = `${url}/${decl.exportSuffix ?? 'export'}`;
  if (decl.engine === 'custom') {
    const p = pathsFor(decl.name);
    return {
      list: p.list,
      add: { method: 'POST', path: p.create },
      edit: { method: 'PUT', path: p.update },
      copy: `${url}/copy`,
      remove: p.remove,
      reset: `${url}/reset`,
      status: `${url}/status`,
      relation: `${url}/relation`,
      cancelRelation: `${url}/cancelRelation`,
      export: exportPath,
      import: `${url}/import`,
      one: p.one,
      relations: `${url}/{id}/relations`,
    };
  }
  return {
    list: url,
    add: { method: 'POST', path: `${url}/add` },
    edit: { method: 'PUT', path: `${url}/edit` },
    copy: `${url}/copy`,
    remove: `${url}/delete`,
    reset: `${url}/reset`,
    status: `${url}/status`,
    relation: `${url}/relation`,
    cancelRelation: `${url}/cancelRelation`,
    export: exportPath,
    import: `${url}/import`,
    one: `${url}/{id}`,
    relations: `${url}/{id}/relations`,
  };
}

const withId = (path: string, id: number) => path.replace('{id}', encodeURIComponent(String(id)));

export interface ListResult {
  rows: ResourceRow[];
  total: number;
}

/** Failed calls are shown by the HTTP layer (server message; 409 = stale version); callers only change state. */
export function resourceApi(decl: ResourceDeclaration) {
  const ep = endpointsOf(decl);
  return {
    endpoints: ep,
    async list(params: QueryParams): Promise<ListResult> {
      const raw = await request<unknown>(ep.list, { method: 'GET', params, purpose: 'list' });
      const page = readPage<ResourceRow>(raw);
      return { rows: page.data, total: page.total };
    },
    create: (body: Record<string, unknown>) => request<ResourceRow>(ep.add.path, { method: ep.add.method, body }),
    edit: (body: Record<string, unknown>) => request<ResourceRow>(ep.edit.path, { method: ep.edit.method, body }),
    copy: (body: Record<string, unknown>) => request<ResourceRow>(ep.copy, { method: 'POST', body }),
    /** Generic engine: `{ids}` → `{code, message}`; custom resources: a bare array. */
    remove: (ids: number[]) =>
      http.delete<BusinessCodeResponse | undefined>(ep.remove, decl.engine === 'generic' ? { ids } : ids),
    /** One row by id (the detail page). */
    get: (id: number) => http.get<ResourceRow>(withId(ep.one, id)),
    /** A row's current relations (cancel-relation picker, detail page). */
    relations: (id: number) => http.get<ResourceRelation[]>(withId(ep.relations, id)),
    reset: (id: number) => http.put<ResourceRow>(ep.reset, { id }),
    status: (ids: number[], status?: string) => http.put<{ count: number }>(ep.status, { ids, status }),
    relation: (payload: RelationPayload) => http.post<BusinessCodeResponse>(ep.relation, payload),
    cancelRelation: (payload: RelationPayload) => http.post<BusinessCodeResponse>(ep.cancelRelation, payload),
    /** A declared list command (`<url>/commands/<name>`) for the user's organisation: `{count, message}`. */
    listCommand: (name: string, body: Record<string, unknown> = {}) => http.post<ListCommandResult>(`${decl.url.replace(/^\/+|\/+$/g, '')}/commands/${encodeURIComponent(name)}`, body),
    /** Starts an export job (the list query plus optional ids). */
    startExport: (query: QueryParams, ids?: number[]) =>
      request<StartJobResponse>(ep.export, { method: 'POST', params: query, body: ids && ids.length ? { ids } : {}, purpose: 'export' }),
    /** Starts an import job: multipart `file`, plus belongGas and uploadType when present. */
    startImport: (file: Blob & { name?: string }, extra: { belongGas?: string; uploadType?: string } = {}) => {
      const form = new FormData();
      form.append('file', file, file.name ?? 'import.xlsx');
      if (extra.belongGas) form.append('belongGas', extra.belongGas);
      if (extra.uploadType) form.append('uploadType', extra.uploadType);
      return request<StartJobResponse>(ep.import, { method: 'POST', body: form });
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
