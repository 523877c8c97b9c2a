import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@ohit/domain';
import { http } from '../../http/request';
import type { QueryParams } from '../../http/query';
import { readPage } from '../../providers/data-provider';

/**
 * A small paged list for the admin screens of this area (dictionaries, app releases, linked
 * platforms, announcements): zero-based `page`, `size`, `sort`, plus filters.
 */
export function usePagedList<T>(path: string | null, params: QueryParams = {}, initialSize = DEFAULT_PAGE_SIZE) {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(params);

  const load = useCallback(async () => {
    if (!path) {
      setRows([]);
      setTotal(0);
      return;
    }
    setLoading(true);
    try {
      const raw = await http.get<unknown>(path, { ...(JSON.parse(key) as QueryParams), page: page - 1, size }, { purpose: 'list' });
      const res = readPage<T>(raw);
      setRows(res.data);
      setTotal(res.total);
    } catch {
      /* the HTTP layer has told the user */
    } finally {
      setLoading(false);
    }
  }, [path, key, page, size]);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    rows,
    total,
    loading,
    reload: load,
    pagination: {
      current: page,
      pageSize: size,
      total,
      onChange: (p: number, s: number) => {
        setPage(s !== size ? 1 : p);
        setSize(s);
      },
    },
    /** After deleting the last row of a page the page number drops by one (spec §4). */
    afterDelete(count: number) {
      if (rows.length <= count && page > 1) setPage(page - 1);
      else void load();
    },
  };
}

/** DELETE with `{ids}` (the server's ids body). */
export function deleteIds(path: string, ids: readonly (number | string)[]) {
  return http.delete(path, { ids: ids.map(Number) });
}

/** Only the fields a form owns: the server refuses unknown fields. */
export function pick<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) if (obj[k] !== undefined) out[k] = obj[k];
  return out;
}
