import { type EventEmitter, once } from 'node:events';
import type ExcelJS from 'exceljs';

/**
 * archiver's PassThrough comes from readable-stream 2, which has no writableLength or
 * writableNeedDrain: read the writable state both implementations keep.
 */
export interface Backlog extends EventEmitter {
  _writableState: { length: number; needDrain: boolean; destroyed?: boolean };
}

/**
 * Where exceljs's streaming writer lets data pile up. A worksheet writes its XML into a
 * StreamBuf, which archiver wraps in a PassThrough (StreamBuf is no real Readable) and which
 * pushes into it ignoring backpressure; behind it, deflate, the zip and the file stream all
 * respect backpressure. So the PassThrough's buffer is the one unbounded queue: when the
 * producer runs ahead of deflate (which needs the event loop for every 16 KB chunk), it grows
 * with the export — hundreds of MB at 1M rows. Waiting on the file stream does not bound it.
 */
export function sheetBacklog(sheet: ExcelJS.Worksheet): Backlog | null {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const sink = stream?.pipes?.[0] as Partial<Backlog> | undefined;
  return typeof sink?._writableState?.length === 'number' ? (sink as Backlog) : null;
}

/**
 * When `backlog` holds more than `maxBytes` not yet taken by deflate, waits until it is empty
 * (its 'drain'; armed, since a backlog over the highWaterMark made a write return false).
 * Meanwhile the event loop does nothing but feed deflate and the file.
 */
export async function drainBacklog(backlog: Backlog | null, maxBytes: number): Promise<void> {
  const state = backlog?._writableState;
  if (!backlog || !state || state.length <= maxBytes || !state.needDrain || state.destroyed) return;
  const done = new AbortController();
  try {
    await Promise.race([once(backlog, 'drain', { signal: done.signal }), once(backlog, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}
