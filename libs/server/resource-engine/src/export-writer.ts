import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Client } from 'pg';
import Cursor from 'pg-cursor';
import { allFields, type ChildCollection, EXPORT_ROWS_PER_SHEET, exportFields, type ResourceDeclaration, type ResourceField, SYSTEM_FIELDS } from '@ohit/contracts';
import { drainBacklog, exportCell, type RowSink, txtSink, xlsxSink } from '@ohit/server-xlsx';
import { exportColumnsOf, fieldValueSql, referenceJoins } from './reference-sql';
import type { ExportRead } from './export-reads/export-read';
import { type ListSql, type ReadAccess, buildListSql, selectColumns } from './resource-sql';

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
 * deflate keeps pace and the BullMQ lock renewal is never starved. Each child collection of
 * the declaration follows in sheets of its own (xlsx only; see childSheetSql). Returns the
 * (parent) rows written.
 */
export async function writeXlsxExport(o: ExportOptions): Promise<number> {
  const fields = exportFields(o.decl);
  // references and users are written as their labels (and carried keys), never the bare id
  const columns = exportColumnsOf(fields);
  const list = buildListSql(o.decl, { ...o.query, page: undefined, size: undefined }, o.access);
  const counted = (await o.client.query(`SELECT count(*)::int AS total FROM ${o.decl.table} t ${list.where}`, list.params)).rows[0].total as number;
  const total = o.limit !== undefined ? Math.min(o.limit, counted) : counted;
  const limit = o.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(o.limit))}` : '';
  const batchSize = o.batchSize ?? 2000;
  const stream = createWriteStream(o.path, { flags: 'w' });
  const closed = once(stream, 'close');
  const sink = o.decl.exportFormat === 'txt' ? txtSink(stream, columns) : xlsxSink(stream, o.decl.title, columns, o.rowsPerSheet ?? EXPORT_ROWS_PER_SHEET);
  const pump: Pump = { client: o.client, sink, stream, fetchRows: Math.min(batchSize, MAX_FETCH_ROWS) };

  let done = 0;
  let unreported = 0;
  // progress counts the parent rows; child rows only give a cancel its chance as often
  const report = async (rows: number, parents: boolean) => {
    if (parents) done += rows;
    unreported += rows;
    if (unreported >= batchSize) {
      unreported = 0;
      await o.onBatch?.(done, total);
    }
  };

  const labels = referenceJoins(o.decl, fields);
  const select = [selectColumns(o.decl, fields, { dictionaryLabels: false, referenceLabels: false }), ...labels.columns].join(', ');
  await pumpRows(pump, `SELECT ${select} FROM ${o.decl.table} t ${labels.joins} ${list.where} ORDER BY ${list.orderBy}${limit}`, list.params, columns, (n) => report(n, true));
  if (unreported > 0) {
    unreported = 0;
    await o.onBatch?.(done, total);
  }

  if (sink.startSheet) {
    for (const child of o.decl.children ?? []) {
      const sheet = childSheetSql(o.decl, child, list, limit);
      sink.startSheet(child.title, sheet.columns);
      await pumpRows(pump, sheet.sql, list.params, sheet.columns, (n) => report(n, false));
    }
  }
  await sink.end();
  await closed;
  return done;
}

export interface ReadExportOptions extends Omit<ExportOptions, 'decl' | 'rowsPerSheet' | 'limit'> {
  read: ExportRead;
}

/**
 * A custom read's rows (see ExportRead) into an .xlsx the same way: its own SQL under the owner's
 * read rules, one sheet titled by its source, the columns' Chinese labels, dictionary labels and
 * exact decimals, progress and cancel after every batch. Returns the rows written.
 */
export async function writeReadExport(o: ReadExportOptions): Promise<number> {
  const sql = o.read.read({ ...o.query, page: undefined, size: undefined }, o.access);
  const total = (await o.client.query(`SELECT count(*)::int AS total ${sql.from}`, sql.params)).rows[0].total as number;
  const batchSize = o.batchSize ?? 2000;
  const stream = createWriteStream(o.path, { flags: 'w' });
  const closed = once(stream, 'close');
  const sink = xlsxSink(stream, o.read.source.title, o.read.columns, EXPORT_ROWS_PER_SHEET);
  const pump: Pump = { client: o.client, sink, stream, fetchRows: Math.min(batchSize, MAX_FETCH_ROWS), rowOf: o.read.row };
  let done = 0;
  let unreported = 0;
  await pumpRows(pump, `SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy}`, sql.params, o.read.columns, async (n) => {
    done += n;
    unreported += n;
    if (unreported >= batchSize) {
      unreported = 0;
      await o.onBatch?.(done, total);
    }
  });
  if (unreported > 0) await o.onBatch?.(done, total);
  await sink.end();
  await closed;
  return done;
}

interface Pump {
  client: Client;
  sink: RowSink;
  stream: WriteStream;
  fetchRows: number;
  /** Values computed outside SQL (a custom read's `row`). */
  rowOf?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/** One query's rows through a cursor into the sink, reading ahead while writing; `onRows` after each fetch (throw to abort). */
async function pumpRows(p: Pump, sql: string, params: unknown[], columns: ResourceField[], onRows: (rows: number) => Promise<void>): Promise<void> {
  const cursor = p.client.query(new Cursor(sql, params));
  const read = () => {
    const rows: Promise<Record<string, unknown>[]> = cursor.read(p.fetchRows);
    rows.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
    return rows;
  };
  // The next rows are fetched while these are written (PostgreSQL works on another core).
  let next: Promise<Record<string, unknown>[]> | null = read();
  try {
    while (next) {
      const rows: Record<string, unknown>[] = await next;
      next = rows.length ? read() : null;
      if (rows.length === 0) break;
      for (let i = 0; i < rows.length; i++) {
        const row = p.rowOf ? p.rowOf(rows[i]) : rows[i];
        p.sink.write(columns.map((f) => exportCell(f, row[f.name])));
        if ((i + 1) % ROWS_PER_TURN === 0 && i + 1 < rows.length) await nextTurn();
      }
      await onRows(rows.length);
      await drainBacklog(p.sink.backlog, MAX_BACKLOG_BYTES);
      if (p.stream.writableNeedDrain) await once(p.stream, 'drain');
      await nextTurn();
    }
  } finally {
    // A read still under way (cancel, error) must finish before the portal is closed.
    await next?.catch(() => undefined);
    await cursor.close().catch(() => undefined);
  }
}

/** The parent column that names a child row's parent in its sheet: the numbered code, else code, else name, else the id. */
export function parentLabelField(decl: ResourceDeclaration): ResourceField {
  const fields = allFields(decl);
  const named = (name: string | undefined) => (name ? fields.find((f) => f.name === name) : undefined);
  return named(decl.autoCode?.field) ?? named('code') ?? named('name') ?? SYSTEM_FIELDS[0];
}

/**
 * A child collection's sheet: the parent's label column first, then the child's exportable
 * fields (users and references as labels), for the children of exactly the parents exported —
 * the same filters, scope and limit — in the parents' order, then the children's.
 */
export function childSheetSql(decl: ResourceDeclaration, child: ChildCollection, list: ListSql, limit: string): { sql: string; columns: ResourceField[] } {
  const parent = parentLabelField(decl);
  const childFields = child.fields.filter((f) => f.exportable !== false);
  // the child rows seen as a declaration: their table and fields, scoped like the parent
  const view: ResourceDeclaration = { ...decl, table: child.table, fields: childFields };
  const labels = referenceJoins(view, childFields);
  const select = [selectColumns(view, childFields, { dictionaryLabels: false, referenceLabels: false }), ...labels.columns].join(', ');
  const parents = `SELECT t.id, ${fieldValueSql(parent, 't')} AS label, row_number() OVER (ORDER BY ${list.orderBy}) AS ord FROM ${decl.table} t ${list.where} ORDER BY ${list.orderBy}${limit}`;
  return {
    sql: `WITH parents AS (${parents}) SELECT parents.label AS "${PARENT_KEY}", ${select} FROM ${child.table} t JOIN parents ON parents.id = t.${child.parentColumn} ${labels.joins} ORDER BY parents.ord, t.id`,
    columns: [{ ...parent, name: PARENT_KEY }, ...exportColumnsOf(childFields)],
  };
}

/** The result key of a child sheet's parent label (never a field name: those are camelCase). */
const PARENT_KEY = '__parent';
