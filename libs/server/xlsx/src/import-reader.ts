import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { SHEET_EMPTY_MESSAGE, SHEET_UNAVAILABLE_MESSAGE, isEmptyCell } from '@ohit/domain';
import { IMPORT_LIMITS } from '@ohit/contracts';
import { WORKBOOK_MESSAGES, WorkbookRejected, type WorkbookKind } from './workbook-guard';

/** One cell as read: its value, or that it was a formula (never evaluated, never imported). */
export interface ReadCell {
  value: unknown;
  formula?: boolean;
}

export interface ReadRow {
  /** 1-based row number in the sheet (what the user sees). */
  rowNumber: number;
  cells: ReadCell[];
}

function exceljsCell(v: unknown): ReadCell {
  if (v === null || v === undefined) return { value: null };
  if (typeof v !== 'object' || v instanceof Date) return { value: v };
  const o = v as Record<string, unknown>;
  if ('formula' in o || 'sharedFormula' in o) return { value: o.result ?? null, formula: true };
  if (Array.isArray(o.richText)) return { value: (o.richText as { text: string }[]).map((r) => r.text).join('') };
  if ('text' in o) return { value: o.text };
  if ('error' in o) return { value: String(o.error) };
  return { value: String(v) };
}

/** .xlsx through exceljs's streaming reader: the first worksheet, row by row. */
async function* readXlsx(buf: Buffer): AsyncGenerator<ReadRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let sawSheet = false;
  let sawRow = false;
  try {
    for await (const sheet of reader) {
      if (sawSheet) {
        // Only the first sheet is imported; drain the rest so the reader can finish.
        for await (const _ of sheet) void _;
        continue;
      }
      sawSheet = true;
      for await (const row of sheet) {
        sawRow = true;
        const values = (row.values as unknown[]) ?? [];
        yield { rowNumber: row.number, cells: values.slice(1).map(exceljsCell) };
      }
    }
  } catch (e) {
    if (e instanceof WorkbookRejected) throw e;
    throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  }
  if (!sawSheet) throw new WorkbookRejected(SHEET_UNAVAILABLE_MESSAGE);
  if (!sawRow) throw new WorkbookRejected(SHEET_EMPTY_MESSAGE);
}

/** .xls (BIFF) through SheetJS 0.20.3, limited to maxRows + header rows. */
async function* readXls(buf: Buffer, maxRows: number): AsyncGenerator<ReadRow> {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(buf, { type: 'buffer', dense: true, cellDates: true, cellFormula: true, cellHTML: false, sheetRows: maxRows + 2 });
  } catch {
    throw new WorkbookRejected(WORKBOOK_MESSAGES.corrupt);
  }
  const name = wb.SheetNames[0];
  const ws = name ? wb.Sheets[name] : undefined;
  if (!ws) throw new WorkbookRejected(SHEET_UNAVAILABLE_MESSAGE);
  if (!ws['!ref']) throw new WorkbookRejected(SHEET_EMPTY_MESSAGE);
  const data = (ws['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (!row) continue;
    const cells: ReadCell[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      cells.push(!cell ? { value: null } : { value: cell.t === 'e' ? String(cell.w ?? cell.v) : cell.v, formula: Boolean(cell.f) });
    }
    yield { rowNumber: r + 1, cells };
    if (r % 2000 === 0) await new Promise((res) => setImmediate(res));
  }
}

/**
 * Rows of the first sheet (the header row included), with rows whose first column is empty
 * dropped (spec §5). No sheet and an empty sheet are refused with the spec's messages.
 */
export async function* readWorkbookRows(buf: Buffer, kind: WorkbookKind, maxRows: number = IMPORT_LIMITS.maxRows): AsyncGenerator<ReadRow> {
  const source = kind === 'xlsx' ? readXlsx(buf) : readXls(buf, maxRows);
  let any = false;
  for await (const row of source) {
    if (isEmptyCell(row.cells[0]?.value)) continue;
    any = true;
    yield row;
  }
  if (!any) throw new WorkbookRejected(SHEET_EMPTY_MESSAGE);
}
