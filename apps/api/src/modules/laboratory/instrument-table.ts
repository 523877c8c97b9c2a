import { Decimal, parseCsv } from '@ohit/domain';
import { inspectWorkbook, readWorkbookRows, WorkbookRejected } from '@ohit/server-xlsx';
import { badRequest } from '../../platform';
import { isLayoutHeader } from './instrument-layouts';
import { INSTRUMENT_IMPORT_MESSAGES as M } from './instrument-import.messages';

/** An instrument's export as a table: its header row's names and the data rows after it (text cells). */
export interface InstrumentTable {
  columns: string[];
  /** Data rows with the 1-based line or row number the user sees. */
  rows: { line: number; cells: string[] }[];
}

/** Rows read at most: a batch holds tens of samples, an export a few hundred lines. */
const MAX_ROWS = 5000;
const MAX_COLUMNS = 200;
/** Lines searched for the header (instrument exports open with method and run details). */
const HEADER_SEARCH = 30;

/** Text of an export: UTF-8 (with or without BOM), else GB18030 as Chinese instrument software writes it. */
function decodeText(buf: Buffer): string {
  if (buf.includes(0)) throw badRequest(M.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(buf);
  }
}

/** Tab-separated text (a TXT export or a CSV saved by a spreadsheet in its tab form). */
function parseTabbed(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t').map((c) => c.replace(/^"(.*)"$/, '$1')));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? Decimal.from(value).toString() : '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && value && 'text' in value) return String((value as { text: unknown }).text ?? '');
  return String(value);
}

type Line = { line: number; cells: string[] };

async function workbookRows(buf: Buffer, fileName: string): Promise<Line[]> {
  try {
    const kind = await inspectWorkbook(buf, fileName);
    const rows: Line[] = [];
    for await (const row of readWorkbookRows(buf, kind, MAX_ROWS, MAX_COLUMNS)) rows.push({ line: row.rowNumber, cells: row.cells.map((c) => cellText(c.value)) });
    return rows;
  } catch (e) {
    if (e instanceof WorkbookRejected) throw badRequest(e.message);
    throw e;
  }
}

function textRows(buf: Buffer, fileName: string): Line[] {
  const text = decodeText(buf);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  let rows: string[][];
  try {
    rows = firstLine.includes('\t') || /\.txt$/i.test(fileName) ? parseTabbed(text) : parseCsv(text, fileName);
  } catch (e) {
    throw badRequest((e as Error).message);
  }
  return rows.map((cells, i) => ({ line: i + 1, cells }));
}

/**
 * Reads an instrument's export (.csv, .txt, .xlsx, .xls) into a table: the header is the first of
 * its opening lines that names a sample column of a built-in layout (or `knownHeader`, the column
 * a saved or requested mapping names), else the first line with two or more cells.
 */
export async function readInstrumentTable(buf: Buffer, fileName: string, knownHeader?: string | null): Promise<InstrumentTable> {
  const ext = (/\.([A-Za-z0-9]+)$/.exec(fileName)?.[1] ?? '').toLowerCase();
  if (!['csv', 'txt', 'xlsx', 'xls'].includes(ext)) throw badRequest(M.fileType);
  const raw = ext === 'xlsx' || ext === 'xls' ? await workbookRows(buf, fileName) : textRows(buf, fileName);
  const rows = raw.slice(0, MAX_ROWS + HEADER_SEARCH).map((r) => ({ line: r.line, cells: r.cells.slice(0, MAX_COLUMNS).map((c) => c.trim()) }));
  const opening = rows.slice(0, HEADER_SEARCH);
  const header =
    opening.find((r) => (knownHeader && r.cells.includes(knownHeader)) || isLayoutHeader(r.cells)) ?? opening.find((r) => r.cells.filter(Boolean).length >= 2);
  if (!header) throw badRequest(M.noHeader);
  const columns = header.cells;
  const data = rows.filter((r) => r.line > header.line && r.cells.some(Boolean));
  if (!data.length) throw badRequest(M.noRows);
  return { columns, rows: data };
}
