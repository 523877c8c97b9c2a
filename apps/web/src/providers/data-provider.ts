import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '../config/domain';
import { http, request } from '../http/request';
import type { QueryParams, QueryValue } from '../http/query';
import { pathsFor } from './resources';

/** Refine sorters → repeated `sort=field,dir` (default id,desc). */
export function toSortParam(sorters: readonly CrudSort[] | undefined): string[] {
  const list = (sorters ?? []).filter((s) => s.field && s.order).map((s) => `${s.field},${s.order}`);
  return list.length > 0 ? list : [DEFAULT_SORT];
}

/**
 * Refine filters → the list query of spec §7: `between` [from, to] → field="from,to" (an open side
 * left empty); an array → the repeated parameter; anything else → field=value (empty values are
 * dropped when the query is written). Nested `and`/`or` groups are flattened.
 */
export function toFilterParams(filters: readonly CrudFilter[] | undefined): QueryParams {
  const out: QueryParams = {};
  for (const f of filters ?? []) {
    if (!('field' in f)) {
      if (Array.isArray(f.value)) Object.assign(out, toFilterParams(f.value as CrudFilter[]));
    } else if (f.operator === 'between' && Array.isArray(f.value)) {
      const [from, to] = f.value as unknown[];
      out[f.field] = `${from ?? ''},${to ?? ''}`;
    } else {
      out[f.field] = f.value as QueryValue;
    }
  }
  return out;
}

/** The list contract: `{content,totalElements}`, or body.records / body.content / body with total. */
export function readPage<T>(raw: unknown): { data: T[]; total: number } {
  if (Array.isArray(raw)) return { data: raw as T[], total: raw.length };
  const r = (raw ?? {}) as Record<string, unknown>;
  const body = (r.body && typeof r.body === 'object' ? r.body : r) as Record<string, unknown>;
  if (Array.isArray(r.content)) return { data: r.content as T[], total: Number(r.totalElements ?? r.total ?? r.content.length) };
  if (Array.isArray(r.body)) return { data: r.body as T[], total: Number(r.total ?? r.totalElements ?? r.body.length) };
  const rows = (body.records ?? body.content ?? []) as T[];
  return { data: Array.isArray(rows) ? rows : [], total: Number(body.total ?? body.totalElements ?? (Array.isArray(rows) ? rows.length : 0)) };
}

/** A delete's body as the resource's server reads it: a bare array, or `{ids}` (generic engine). */
function removeBody(resource: string, ids: readonly unknown[]): unknown {
  return pathsFor(resource).removeBody === 'ids' ? { ids } : ids;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '',

  async getList<TData extends BaseRecord = BaseRecord>({ resource, pagination, sorters, filters, meta }: Parameters<DataProvider['getList']>[0]) {
    const paths = pathsFor(resource);
    const params: QueryParams = { ...toFilterParams(filters), ...((meta?.query as QueryParams) ?? {}) };
    if (pagination?.mode !== 'off') {
      params.page = Math.max(0, (pagination?.currentPage ?? 1) - 1);
      params.size = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
    }
    params.sort = toSortParam(sorters);
    const raw = await request<unknown>((meta?.path as string) ?? paths.list, { method: 'GET', params, purpose: 'list' });
    return readPage<TData>(raw);
  },

  async getOne<TData extends BaseRecord = BaseRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) {
    const data = await http.get<TData>(pathsFor(resource).one.replace('{id}', encodeURIComponent(String(id))));
    return { data };
  },

  async getMany<TData extends BaseRecord = BaseRecord>({ resource, ids }: Parameters<NonNullable<DataProvider['getMany']>>[0]) {
    const raw = await request<unknown>(pathsFor(resource).list, {
      method: 'GET',
      params: { [pathsFor(resource).idField]: ids as QueryValue, page: 0, size: ids.length || 1 },
      purpose: 'list',
    });
    return { data: readPage<TData>(raw).data };
  },

  async create<TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, variables }: Parameters<DataProvider['create']>[0] & { variables: TVariables }) {
    const data = await http.post<TData>(pathsFor(resource).create, variables);
    return { data: (data ?? variables) as TData };
  },

  async update<TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id, variables }: Parameters<DataProvider['update']>[0] & { variables: TVariables }) {
    const paths = pathsFor(resource);
    const body = { ...(variables as object), [paths.idField]: id };
    const data = await http.put<TData>(paths.update, body);
    return { data: (data ?? body) as unknown as TData };
  },

  async deleteOne<TData extends BaseRecord = BaseRecord>({ resource, id }: Parameters<DataProvider['deleteOne']>[0]) {
    const data = await http.delete<TData>(pathsFor(resource).remove, removeBody(resource, [id]));
    return { data: (data ?? { id }) as TData };
  },

  async deleteMany<TData extends BaseRecord = BaseRecord>({ resource, ids }: Parameters<NonNullable<DataProvider['deleteMany']>>[0]) {
    await http.delete(pathsFor(resource).remove, removeBody(resource, ids));
    return { data: ids.map((id) => ({ id })) as unknown as TData[] };
  },

  async custom<TData extends BaseRecord = BaseRecord>({ url, method, payload, query, headers }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
    const data = await request<TData>(url, {
      method: method.toUpperCase() as 'GET',
      body: payload,
      params: query as QueryParams,
      headers: headers as Record<string, string>,
    });
    return { data };
  },
};
