import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Client } from 'pg';
import Cursor from 'pg-cursor';
import { EXPORT_ROWS_PER_SHEET, type ResourceDeclaration, exportFields } from '@ohit/contracts';
import { exportCell } from './cells';
import { type ReadAccess, buildListSql, selectColumns } from './resource-sql';
import { type Backlog, drainBacklog, sheetBacklog } from './zip-backlog';

/** XML allowed to wait for deflate before the writer pauses (a few batches' worth). */
const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;

export interface ExportOptions {
  /** A connected pg client the cursor runs on (its own connection: a cursor holds it). */
  client: Client;
  decl: ResourceDeclaration;
  /** The list query (filters, sort, ids); paging is ignored. */
  query: Record<string, unknown>;
  access: ReadAccess;
  /** Written from scratch (truncated): a re-run replaces a partial file. */
  path: string;
  batchSize?: number;
  rowsPerSheet?: number;
  /** At most this many rows (benchmarks; exports are otherwise whole). */
  limit?: number;
  /** Called after every batch; throw to abort (cancel). */
  onBatch?: (rowsDone: number, rowsTotal: number) => Promise<void> | void;
}

/** Waits for deflate (xlsx) and the file stream when they are behind, and always lets the event loop breathe. */
async function breathe(stream: Writable, backlog: Backlog | null): Promise<void> {
  await drainBacklog(backlog, MAX_BACKLOG_BYTES);
  if (stream.writableNeedDrain) await once(stream, 'drain');
  await new Promise((r) => setImmediate(r));
}

/**
 * Streams a resource's rows from PostgreSQL (a server-side cursor, batch by batch) into
 * exceljs's streaming WorkbookWriter: Chinese headers, labels for dictionary values, area
 * joined with '/', formula injection escaped, a new sheet every 1,048,575 rows. Between
 * batches it yields to the event loop and waits while deflate is more than a few MB behind
 * (see zip-backlog) or the file is full, so memory stays flat and the BullMQ lock renewal is
 * never starved. Returns the number of rows written.
 */
export async function writeXlsxExport(o: ExportOptions): Promise<number> {
  const fields = exportFields(o.decl);
  const { where, params, orderBy } = buildListSql(o.decl, { ...o.query, page: undefined, size: undefined }, o.access);
  const counted = (await o.client.query(`SELECT count(*)::int AS total FROM ${o.decl.table} t ${where}`, params)).rows[0].total as number;
  const total = o.limit !== undefined ? Math.min(o.limit, counted) : counted;
  const limit = o.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(o.limit))}` : '';
  const batchSize = o.batchSize ?? 2000;
  const perSheet = o.rowsPerSheet ?? EXPORT_ROWS_PER_SHEET;
  const stream = createWriteStream(o.path, { flags: 'w' });
  const closed = once(stream, 'close');
  const isTxt = o.decl.exportFormat === 'txt';
  const workbook = isTxt ? null : new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  let sheet: ExcelJS.Worksheet | null = null;
  let backlog: Backlog | null = null;
  let sheetRows = 0;
  let sheetNo = 0;
  const newSheet = () => {
    sheet?.commit();
    sheetNo += 1;
    sheet = workbook!.addWorksheet(sheetNo === 1 ? o.decl.title : `${o.decl.title}${sheetNo}`);
    sheet.columns = fields.map((f) => ({ header: f.label, key: f.name, width: Math.max(10, Math.round((f.width ?? 120) / 7)) }));
    backlog = sheetBacklog(sheet);
    sheetRows = 0;
  };
  if (isTxt) stream.write(`${fields.map((f) => f.label).join('\t')}\n`);
  else newSheet();

  const cursor = o.client.query(new Cursor(`SELECT ${selectColumns(o.decl, fields)} FROM ${o.decl.table} t ${where} ORDER BY ${orderBy}${limit}`, params));
  let done = 0;
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (rows.length === 0) break;
      for (const row of rows) {
        const cells = fields.map((f) => exportCell(f, row[f.name]));
        if (isTxt) {
          stream.write(`${cells.map((c) => (c === null ? '' : String(c).replace(/[\t\n\r]/g, ' '))).join('\t')}\n`);
        } else {
          if (sheetRows >= perSheet) newSheet();
          sheet!.addRow(cells).commit();
          sheetRows += 1;
        }
      }
      done += rows.length;
      await o.onBatch?.(done, total);
      await breathe(stream, backlog);
    }
  } finally {
    await cursor.close().catch(() => undefined);
  }
  if (isTxt) stream.end();
  else {
    (sheet as ExcelJS.Worksheet | null)?.commit();
    await workbook!.commit();
  }
  await closed;
  return done;
}
