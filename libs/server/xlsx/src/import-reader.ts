import * as XLSX from '@e965/xlsx';
import { SHEET_EMPTY_MESSAGE, SHEET_UNAVAILABLE_MESSAGE, isEmptyCell } from '@ohit/domain';
import { IMPORT_LIMITS } from '@ohit/contracts';
import { MAX_SHEET_COLUMNS } from './cells';
import { WORKBOOK_MESSAGES, WorkbookRejected, type WorkbookKind } from './workbook-guard';
import { clampColumns, readXlsxRows } from './xlsx-stream-reader';

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

/**
 * Legacy .xls (BIFF) through SheetJS 0.20.3 (dense mode, limited to maxRows + header rows);
 * such files are small by nature (65,536 rows at most) and the size guard bounds them.
 */
async function* readXlsSheet(buf: Buffer, maxRows: number, maxColumns: number): AsyncGenerator<ReadRow> {
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
    for (let c = 0; c < Math.min(row.length, maxColumns); c++) {
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
 * .xlsx is streamed by our own reader (xlsx-stream-reader: not exceljs's, which decodes each
 * zip chunk on its own and so corrupts Chinese characters straddling a chunk boundary); it
 * stops after the header and maxRows + 1 data rows, enough for the caller to see the overflow.
 * Rows carry at most `maxColumns` cells (give the declaration's column count: cells further
 * right are ignored, never padded up to); an .xlsx cell past XFD refuses the file.
 */
export async function* readWorkbookRows(
  buf: Buffer,
  kind: WorkbookKind,
  maxRows: number = IMPORT_LIMITS.maxRows,
  maxColumns: number = MAX_SHEET_COLUMNS,
): AsyncGenerator<ReadRow> {
  const columns = clampColumns(maxColumns);
  const source = kind === 'xls' ? readXlsSheet(buf, maxRows, columns) : readXlsxRows(buf, columns);
  let yielded = 0;
  for await (const row of source) {
    if (isEmptyCell(row.cells[0]?.value)) continue;
    yield row;
    if (++yielded >= maxRows + 2) return;
  }
  if (!yielded) throw new WorkbookRejected(SHEET_EMPTY_MESSAGE);
}
