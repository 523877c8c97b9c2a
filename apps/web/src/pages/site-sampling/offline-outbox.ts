import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isHttpError } from '../../http/errors';
import { request } from '../../http/request';
import { t } from '../../i18n';
import { session } from '../../session/session-store';
import { ui } from '../../ui/bridge';

/**
 * The sampler's writes that could not reach the server (a workshop without signal): kept in this
 * phone's localStorage, per user, in the order typed, and sent when the connection is back — the
 * browser's `online` event or the 立即提交 button. A write the server refuses (a 4xx: a changed
 * row, a sample recorded meanwhile) stays listed with the server's words until the sampler
 * discards it: nothing typed is dropped silently.
 */
export interface OutboxEntry {
  id: string;
  /** What it is, for the list: '样品 XM-0001-0003 采样记录'. */
  label: string;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  queuedAt: string;
  /** The server's refusal, once tried. */
  refused?: string;
}

const keyOf = () => `ohit.siteSampling.outbox.${session.get().user?.id ?? 'anonymous'}`;
const listeners = new Set<() => void>();
let snapshot: { key: string; raw: string | null; entries: OutboxEntry[] } | null = null;

function read(): OutboxEntry[] {
  const key = keyOf();
  const raw = window.localStorage.getItem(key);
  if (snapshot && snapshot.key === key && snapshot.raw === raw) return snapshot.entries;
  let entries: OutboxEntry[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    entries = Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    entries = [];
  }
  snapshot = { key, raw, entries };
  return entries;
}

function write(entries: OutboxEntry[]): void {
  if (entries.length === 0) window.localStorage.removeItem(keyOf());
  else window.localStorage.setItem(keyOf(), JSON.stringify(entries));
  listeners.forEach((l) => l());
}

export const outbox = {
  entries: read,
  add(entry: Omit<OutboxEntry, 'id' | 'queuedAt'>): OutboxEntry {
    const full = { ...entry, id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, queuedAt: new Date().toISOString() };
    write([...read(), full]);
    return full;
  },
  remove(id: string): void {
    write(read().filter((e) => e.id !== id));
  },
  refuse(id: string, message: string): void {
    write(read().map((e) => (e.id === id ? { ...e, refused: message } : e)));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A failure that says nothing about the write itself: no connection, or no answer in time. */
const unreachable = (e: unknown) => isHttpError(e) && (e.kind === 'network' || e.kind === 'timeout');

const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends a write now, or — when the phone is offline or the server cannot be reached — keeps it
 * in the outbox and says so. A refusal by the server is thrown as usual (the form stays open).
 */
export async function sendOrKeep<T>(entry: Omit<OutboxEntry, 'id' | 'queuedAt'>): Promise<{ sent: true; result: T } | { sent: false }> {
  if (offlineNow()) {
    outbox.add(entry);
    ui.warning(t('siteSampling.offlineQueued'));
    return { sent: false };
  }
  try {
    return { sent: true, result: await request<T>(entry.path, { method: entry.method, body: entry.body }) };
  } catch (e) {
    if (!unreachable(e)) throw e;
    outbox.add(entry);
    ui.warning(t('siteSampling.offlineQueued'));
    return { sent: false };
  }
}

let flushing: Promise<number> | null = null;

/** Sends the kept writes in order (not those already refused); stops at the first that cannot reach the server. Returns how many went. */
export function flushOutbox(): Promise<number> {
  if (flushing) return flushing;
  flushing = (async () => {
    let sent = 0;
    for (const entry of read().filter((e) => !e.refused)) {
      try {
        await request(entry.path, { method: entry.method, body: entry.body });
        outbox.remove(entry.id);
        sent++;
      } catch (e) {
        if (unreachable(e)) break;
        outbox.refuse(entry.id, isHttpError(e) ? e.message : String(e));
      }
    }
    if (sent > 0) ui.success(t('siteSampling.outboxSent', { count: sent }));
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** The outbox as React state; sends it whenever the browser comes back online (and once on mount). */
export function useOutbox(onSent?: () => void) {
  const entries = useSyncExternalStore(outbox.subscribe, read, read);
  const flush = useCallback(async () => {
    if ((await flushOutbox()) > 0) onSent?.();
  }, [onSent]);
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    if (!offlineNow() && read().some((e) => !e.refused)) void flush();
    return () => window.removeEventListener('online', online);
  }, [flush]);
  return { entries, flush, discard: outbox.remove };
}
