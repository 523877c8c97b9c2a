import { useCallback, useEffect, useRef, useState } from 'react';
import { resourceChannel, type ResourceDeclaration, type ResourceRow } from '@ohit/contracts';
import { DEFAULT_PAGE_SIZE } from '@ohit/domain';
import { jobsStore } from '../jobs/jobs-store';
import { useRealtimeEvent, useRealtimeResync } from '../realtime/realtime';
import { normaliseTree } from './list-fields';
import type { ResourceApi } from './resource-api';
import { buildSearchParams, type SearchValues } from './search-params';

export interface ResourceListState {
  applied: SearchValues;
  current: number;
  pageSize: number;
  sort: string[];
  rows: ResourceRow[];
  total: number;
  loading: boolean;
  defaultSort: string[];
  /** Runs the list query again (same search, page, size and sort). */
  reload: () => void;
  /** A new search from the first page. */
  search: (values: SearchValues) => void;
  setCurrent: (page: number) => void;
  /** A new page size from the first page. */
  setPageSize: (size: number) => void;
  /** A new sort from the first page (empty: the default sort). */
  setSort: (sort: string[]) => void;
}

/**
 * The list query of the generic screen: search values per mode, zero-based page, size, sort;
 * a page emptied by others steps back; refreshed (coalesced) when `resources/<name>` changes
 * or an import of this resource completes.
 */
export function useResourceList(decl: ResourceDeclaration, api: ResourceApi, initialSort?: string[]): ResourceListState {
  const defaultSort = initialSort ?? [decl.defaultSort ?? 'id,desc'];
  const [applied, setApplied] = useState<SearchValues>({});
  const [current, setCurrent] = useState(1);
  const [pageSize, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<string[]>(defaultSort);
  const [rows, setRows] = useState<ResourceRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  const seq = useRef(0);
  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    api
      .list({ ...buildSearchParams(decl, applied), page: current - 1, size: pageSize, sort })
      .then(
        ({ rows: data, total: count }) => {
          if (mine !== seq.current) return;
          if (data.length === 0 && current > 1 && count > 0) {
            // the page emptied under us (others deleted rows): go to the last page that has rows
            setCurrent(Math.max(1, Math.ceil(count / pageSize)));
            return;
          }
          setRows(decl.tree ? normaliseTree(data) : data);
          setTotal(count);
        },
        () => undefined,
      )
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
  }, [api, decl, applied, current, pageSize, sort, tick]);

  // someone changed this resource (any tab, any user of the organisation), or changes may have
  // been missed while the connection was away: refresh, coalesced
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadSoon = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      reload();
    }, 300);
  };
  useRealtimeEvent(resourceChannel(decl.name), reloadSoon);
  useRealtimeResync(reloadSoon);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  useEffect(
    () =>
      jobsStore.onFinished((job) => {
        if (job.resource === decl.name && job.type === 'import' && job.status === 'completed') reload();
      }),
    [decl.name, reload],
  );

  return {
    applied,
    current,
    pageSize,
    sort,
    rows,
    total,
    loading,
    defaultSort,
    reload,
    search: (values) => {
      setApplied(values);
      setCurrent(1);
      reload();
    },
    setCurrent,
    setPageSize: (size) => {
      setSize(size);
      setCurrent(1);
    },
    setSort: (next) => {
      setSortState(next.length ? next : defaultSort);
      setCurrent(1);
    },
  };
}
