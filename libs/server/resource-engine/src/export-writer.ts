import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Client } from 'pg';
import Cursor from 'pg-cursor';
import { EXPORT_ROWS_PER_SHEET, type ResourceDeclaration, exportFields } from '@ohit/contracts';
import { drainBacklog, exportCell, txtSink, xlsxSink } from '@ohit/server-xlsx';
import { exportColumnsOf, referenceJoins } from './reference-sql';
import { type ReadAccess, buildListSql, selectColumns } from './resource-sql';

/** XML allowed to wait for deflate before the writer pauses (a few batches' worth). */
const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;
/**
 * Rows written between two turns of the event loop. Deflate runs on the thread pool but needs
 * the main thread to be handed each 64 KB chunk (about 250 rows of XML): turning this often
 * lets it compress alongside the writer instead of after it.
 */
const ROWS_PER_TURN = 250;
/**
 * Rows fetched from the cursor at a time, whatever the progress batch. Fetched rows live
 * across several scavenges (exceljs allocates fast), get promoted to V8's old space and pile
 * up there until a major GC: at 1M rows, 2,000 per fetch peaked at ~240 MB, 500 at ~235 MB
 * after a jump mid-run, 250 stayed flat at ~150 MB, about as fast.
 */
const MAX_FETCH_ROWS = 250;

export interface ExportOptions {
  /** A connected pg client the cursor runs on (its own connection: a cursor holds it). */
  client: Client;
  decl: ResourceDeclaration;
  /** The list query (filters, sort, ids); paging is ignored. */
  query: Record<string, unknown>;
  access: ReadAccess;
  /** Written from scratch (truncated): a re-run replaces a partial file. */
  path: string;
  /** Rows between two onBatch calls (progress, cancel). */
  batchSize?: number;
  rowsPerSheet?: number;
  /** At most this many rows (benchmarks; exports are otherwise whole). */
  limit?: number;
  /** Called after every batch; throw to abort (cancel). */
  onBatch?: (rowsDone: number, rowsTotal: number) => Promise<void> | void;
}

const nextTurn = () => new Promise((r) => setImmediate(r));

/**
 * Streams a resource's rows from PostgreSQL (a server-side cursor, batch by batch) into
 * exceljs's streaming WorkbookWriter (or text): Chinese headers, labels for dictionary values,
 * area joined with '/', formula injection escaped, a new sheet every 1,048,575 rows. After
 * each batch it waits while deflate is more than a few MB behind (see zip-backlog) or the file
 * is full, so memory stays flat; it yields to the event loop every few hundred rows, so
 * deflate keeps pace and the BullMQ lock renewal is never starved. Returns the rows written.
 */
export async function writeXlsxExport(o: ExportOptions): Promise<number> {
  const fields = exportFields(o.decl);
  // references and users are written as their labels (and carried keys), never the bare id
  const columns = exportColumnsOf(fields);
  const { where, params, orderBy } = buildListSql(o.decl, { ...o.query, page: undefined, size: undefined }, o.access);
  const counted = (await o.client.query(`SELECT count(*)::int AS total FROM ${o.decl.table} t ${where}`, params)).rows[0].total as number;
  const total = o.limit !== undefined ? Math.min(o.limit, counted) : counted;
  const limit = o.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(o.limit))}` : '';
  const batchSize = o.batchSize ?? 2000;
  const stream = createWriteStream(o.path, { flags: 'w' });
  const closed = once(stream, 'close');
  const sink = o.decl.exportFormat === 'txt' ? txtSink(stream, columns) : xlsxSink(stream, o.decl.title, columns, o.rowsPerSheet ?? EXPORT_ROWS_PER_SHEET);

  const labels = referenceJoins(o.decl, fields);
  const select = [selectColumns(o.decl, fields, { dictionaryLabels: false, referenceLabels: false }), ...labels.columns].join(', ');
  const cursor = o.client.query(new Cursor(`SELECT ${select} FROM ${o.decl.table} t ${labels.joins} ${where} ORDER BY ${orderBy}${limit}`, params));
  let done = 0;
  let unreported = 0;
  // The next rows are fetched while these are written (PostgreSQL works on another core).
  const fetchRows = Math.min(batchSize, MAX_FETCH_ROWS);
  const read = () => {
    const p: Promise<Record<string, unknown>[]> = cursor.read(fetchRows);
    p.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
    return p;
  };
  let next: Promise<Record<string, unknown>[]> | null = read();
  try {
    while (next) {
      const rows: Record<string, unknown>[] = await next;
      next = rows.length ? read() : null;
      if (rows.length === 0) break;
      for (let i = 0; i < rows.length; i++) {
        sink.write(columns.map((f) => exportCell(f, rows[i][f.name])));
        if ((i + 1) % ROWS_PER_TURN === 0 && i + 1 < rows.length) await nextTurn();
      }
      done += rows.length;
      unreported += rows.length;
      if (unreported >= batchSize) {
        unreported = 0;
        await o.onBatch?.(done, total);
      }
      await drainBacklog(sink.backlog, MAX_BACKLOG_BYTES);
      if (stream.writableNeedDrain) await once(stream, 'drain');
      await nextTurn();
    }
    if (unreported > 0) await o.onBatch?.(done, total);
  } finally {
    // A read still under way (cancel, error) must finish before the portal is closed.
    await next?.catch(() => undefined);
    await cursor.close().catch(() => undefined);
  }
  await sink.end();
  await closed;
  return done;
}
