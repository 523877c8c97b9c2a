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

/**
 * Both formats through SheetJS 0.20.3 (dense mode, limited to maxRows + header rows). Not
 * exceljs's streaming reader: it decodes each zip chunk on its own and so corrupts multi-byte
 * (Chinese) characters that straddle a chunk boundary. The zip-bomb guard bounds the memory.
 */
async function* readSheet(buf: Buffer, maxRows: number): AsyncGenerator<ReadRow> {
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
  void kind;
  const source = readSheet(buf, maxRows);
  let any = false;
  for await (const row of source) {
    if (isEmptyCell(row.cells[0]?.value)) continue;
    any = true;
    yield row;
  }
  if (!any) throw new WorkbookRejected(SHEET_EMPTY_MESSAGE);
}
