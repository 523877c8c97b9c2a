import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useList, type CrudSort, type GetListResponse } from '@refinedev/core';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { DEFAULT_PAGE_SIZE } from '@ohit/domain';
import { jobsStore } from '../jobs/jobs-store';
import { registerDeclaration } from '../providers/resources';
import { normaliseTree } from './list-fields';
import { clampPage } from './paging';
import { searchFilters, type SearchValues } from './search-params';

export interface ResourceListState {
  /** The search form's values (the fixed filter is not among them). */
  applied: SearchValues;
  /** The screen's fixed filter, applied to every query (and export) beside the search. */
  fixed: SearchValues | undefined;
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

/** Changes arriving within this window refetch the list once (an import saves many rows). */
const LIVE_COALESCE_MS = 300;
const NO_ROWS: GetListResponse<ResourceRow> = { data: [], total: 0 };

const toSorters = (sort: readonly string[]): CrudSort[] =>
  sort.map((s) => {
    const [field, order] = s.split(',');
    return { field, order: order === 'asc' ? 'asc' : 'desc' };
  });

/**
 * The list query of the generic screen through Refine's `useList` and the data provider (search
 * values as filters per mode, 1-based page, size, sort); a page emptied by others steps back.
 * Live: Refine's subscription to `resources/<name>` (the live provider, which also passes on a
 * resync after a reconnect) refetches, coalesced, as does a completed import of this resource.
 * The rows of the last answer stay on screen while the next one loads or when it fails (the
 * HTTP layer has shown the server's message). A fixed filter (`fixedFilter`) joins every query:
 * the screen's own slice of the resource, which no search can widen.
 */
export function useResourceList(decl: ResourceDeclaration, initialSort?: string[], initialSearch?: SearchValues, fixedFilter?: SearchValues): ResourceListState {
  registerDeclaration(decl);
  const defaultSort = useMemo(() => initialSort ?? [decl.defaultSort ?? 'id,desc'], [initialSort, decl.defaultSort]);
  const [applied, setApplied] = useState<SearchValues>(initialSearch ?? {});
  const [current, setCurrent] = useState(1);
  const [pageSize, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<string[]>(defaultSort);
  // by value: a screen may build its fixed filter on each render
  const fixedKey = JSON.stringify(fixedFilter ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the filter's value
  const fixed = useMemo(() => fixedFilter, [fixedKey]);
  const filters = useMemo(() => searchFilters(decl, applied, fixed), [decl, applied, fixed]);

  // Refine keeps the subscription's first callback: reloads go through a ref to the latest refetch
  const refetch = useRef<() => unknown>(() => undefined);
  const reload = useCallback(() => void refetch.current(), []);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadSoon = useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      reload();
    }, LIVE_COALESCE_MS);
  }, [reload]);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);

  const sorters = useMemo(() => toSorters(sort), [sort]);
  const { query } = useList<ResourceRow>({
    resource: decl.name,
    pagination: { currentPage: current, pageSize, mode: 'server' },
    sorters,
    filters,
    // manual: a burst of changes (an import) refetches once, instead of once per event
    liveMode: 'manual',
    onLiveEvent: reloadSoon,
  });
  refetch.current = query.refetch;

  const last = useRef<GetListResponse<ResourceRow>>(NO_ROWS);
  const page = query.data ?? last.current;
  last.current = page;
  const answer = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    // the page emptied under us (others deleted rows): go to the last page that has rows
    const total = answer?.total ?? 0;
    if (answer && answer.data.length === 0 && current > 1 && total > 0) setCurrent(clampPage(current, pageSize, total));
  }, [answer, current, pageSize]);
  const rows = useMemo(() => (decl.tree ? normaliseTree(page.data) : page.data), [decl.tree, page]);

  useEffect(
    () =>
      jobsStore.onFinished((job) => {
        if (job.resource === decl.name && job.type === 'import' && job.status === 'completed') reload();
      }),
    [decl.name, reload],
  );

  return {
    applied,
    fixed,
    current,
    pageSize,
    sort,
    rows,
    total: page.total ?? 0,
    loading: query.isFetching,
    defaultSort,
    reload,
    search: (values) => {
      // the same search again still asks the server (the query's key would not change)
      const unchanged = current === 1 && JSON.stringify(searchFilters(decl, values, fixed)) === JSON.stringify(filters);
      setApplied(values);
      setCurrent(1);
      if (unchanged) reload();
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
