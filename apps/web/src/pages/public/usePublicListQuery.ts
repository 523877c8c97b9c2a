import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageResult } from '@ohit/contracts';

/** A public list's search as the address holds it: texts and positive numbers, empty when unset. */
export type PublicListFilters = Record<string, string | number | undefined>;

interface Options<F extends PublicListFilters, T> {
  /** The filters read from the address (`?title=&category=`), in the order they are written back. */
  read: (params: URLSearchParams) => F;
  /** The filter the search box types into (trimmed when written); what is typed follows the address when it changes. */
  searchKey: keyof F & string;
  /** Reads one page (1-based) of the list for these filters. */
  load: (filters: F, page: number) => Promise<PageResult<T>>;
}

/**
 * The search of a public list page (no token) kept in the address, so a visitor coming back from
 * an item finds the same page: the filters and page read from it, what the search box holds, the
 * page loaded (again on retry), and `go` writing a new search back (page 1 unless given).
 */
export function usePublicListQuery<F extends PublicListFilters, T>({ read, searchKey, load }: Options<F, T>) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const searched = String(filters[searchKey] ?? '');
  const [typed, setTyped] = useState(searched);
  const [data, setData] = useState<PageResult<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // the load of the render that asked for it; the effect runs again only when the search changes
  const current = useRef({ filters, load });
  current.current = { filters, load };
  const searchOf = JSON.stringify(filters);

  useEffect(() => setTyped(searched), [searched]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    current.current
      .load(current.current.filters, page)
      .then((res) => live && (setData(res), setFailed(false)))
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [searchOf, page, attempt]);

  const go = (next: Partial<F> & { page?: number }) => {
    const merged: PublicListFilters = { ...filters, ...next };
    const out = new URLSearchParams();
    for (const key of Object.keys(filters)) {
      // the typed search is trimmed; the other filters come from pickers
      const raw = merged[key];
      const value = key === searchKey && typeof raw === 'string' ? raw.trim() : raw;
      if (value) out.set(key, String(value));
    }
    const nextPage = next.page ?? 1;
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };

  return { filters, page, typed, setTyped, data, failed, loading, retry: () => setAttempt((n) => n + 1), go };
}
