import { useEffect, useSyncExternalStore } from 'react';
import { http } from '../http/request';
import { readPage } from '../providers/data-provider';
import { session } from '../session/session-store';

/** A dictionary entry as screens use it (spec §3 "Dictionary entry"). */
export interface DictItem {
  label: string;
  value: string;
  id?: number;
  dictSort?: number;
}

/** Page size of the dictionary fetch (spec §9). */
export const DICT_PAGE_SIZE = 9999;

type Entry = { status: 'loading' | 'ready' | 'failed'; items: DictItem[] };

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;
let pending: Set<string> | null = null;

function notify(): void {
  version += 1;
  listeners.forEach((l) => l());
}

function toItems(rows: unknown[]): DictItem[] {
  return rows
    .map((r) => r as Record<string, unknown>)
    .map((r) => ({ label: String(r.label ?? ''), value: String(r.value ?? ''), id: r.id as number | undefined, dictSort: r.dictSort as number | undefined }))
    .sort((a, b) => (a.dictSort ?? 0) - (b.dictSort ?? 0));
}

/** GET api/dictDetail?dictName&page=0&size=9999[&organizationId] (header organizationId by the HTTP layer). */
export async function fetchDict(name: string): Promise<DictItem[]> {
  const organizationId = session.get().user?.organization?.organizationId;
  const raw = await http.get<unknown>('api/dictDetail', { dictName: name, page: 0, size: DICT_PAGE_SIZE, organizationId }, { silent: true });
  return toItems(readPage<unknown>(raw).data);
}

/** GET api/dictDetail/map?dictName=a,b → {a: [{label, value}], …}. */
export async function fetchDictMap(names: string[]): Promise<Record<string, DictItem[]>> {
  const raw = await http.get<Record<string, unknown[]>>('api/dictDetail/map', { dictName: names.join(',') }, { silent: true });
  const out: Record<string, DictItem[]> = {};
  for (const name of names) out[name] = Array.isArray(raw?.[name]) ? toItems(raw[name]) : [];
  return out;
}

async function loadBatch(names: string[]): Promise<void> {
  try {
    const map = names.length > 1 ? await fetchDictMap(names) : { [names[0]!]: await fetchDict(names[0]!) };
    for (const name of names) cache.set(name, { status: 'ready', items: map[name] ?? [] });
  } catch {
    if (names.length === 1) {
      cache.set(names[0]!, { status: 'failed', items: [] });
    } else {
      // the batch call failed: one call per name, each failing on its own
      await Promise.all(
        names.map(async (name) => {
          try {
            cache.set(name, { status: 'ready', items: await fetchDict(name) });
          } catch {
            cache.set(name, { status: 'failed', items: [] });
          }
        }),
      );
    }
  }
  notify();
}

/**
 * Loads each dictionary once per session: names asked for in the same tick share one request;
 * later callers reuse the cache. A failed dictionary is retried on the next `ensureDicts`.
 */
export function ensureDicts(names: readonly string[]): void {
  const missing = names.filter((n) => n && (!cache.has(n) || cache.get(n)!.status === 'failed'));
  if (missing.length === 0) return;
  for (const n of missing) cache.set(n, { status: 'loading', items: cache.get(n)?.items ?? [] });
  if (!pending) {
    pending = new Set();
    queueMicrotask(() => {
      const batch = [...pending!];
      pending = null;
      void loadBatch(batch);
    });
  }
  missing.forEach((n) => pending!.add(n));
  notify();
}

/** Forget dictionaries (after the admin screen changes them, or on logout). */
export function invalidateDicts(names?: readonly string[]): void {
  if (names) names.forEach((n) => cache.delete(n));
  else cache.clear();
  notify();
}

export function dictItems(name: string): DictItem[] {
  return cache.get(name)?.items ?? [];
}

/** The label of `value` in `items` (or the value itself when unknown). */
export function dictLabel(items: readonly DictItem[] | string, value: unknown): string {
  const list = typeof items === 'string' ? dictItems(items) : items;
  if (value === null || value === undefined || value === '') return '';
  const hit = list.find((i) => i.value === String(value));
  return hit ? hit.label : String(value);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getVersion = () => version;

export type DictMap = Record<string, DictItem[]> & { loading: boolean };

/** `const { project_type } = useDict('project_type')`: loaded once per session and shared. */
export function useDict(...names: string[]): DictMap {
  const key = names.join(',');
  useSyncExternalStore(subscribe, getVersion, getVersion);
  useEffect(() => {
    ensureDicts(key ? key.split(',') : []);
  }, [key]);
  const out = {} as DictMap;
  let loading = false;
  for (const n of names) {
    const entry = cache.get(n);
    out[n] = entry?.items ?? [];
    if (!entry || entry.status === 'loading') loading = true;
  }
  out.loading = loading;
  return out;
}
