import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ResourceField } from '@ohit/contracts';
import { type Backlog, sheetBacklog } from './zip-backlog';

export type ExportCell = string | number | boolean | null;

/** Where exported rows go: an .xlsx (sheets split at a row limit) or tab-separated text. */
export interface RowSink {
  write(cells: ExportCell[]): void;
  /**
   * Rows written from now on form another table, in sheets of their own titled `title` (split
   * like the first); xlsx only — text holds one table, so it has none.
   */
  startSheet?(title: string, fields: ResourceField[]): void;
  /** The queue to wait on before writing more (null: only the file stream). */
  readonly backlog: Backlog | null;
  /** Finishes the file (the caller awaits the stream's close). */
  end(): Promise<void>;
}

/** exceljs's streaming writer, no styles or shared strings; a new sheet every `perSheet` rows. */
export function xlsxSink(stream: Writable, title: string, fields: ResourceField[], perSheet: number): RowSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  let table = { title, fields };
  let sheetNo = 0;
  const open = () => {
    sheetNo += 1;
    const ws = workbook.addWorksheet(sheetNo === 1 ? table.title : `${table.title}${sheetNo}`);
    ws.columns = table.fields.map((f) => ({ header: f.label, key: f.name, width: Math.max(10, Math.round((f.width ?? 120) / 7)) }));
    return ws;
  };
  let sheet = open();
  let rows = 0;
  return {
    get backlog() {
      return sheetBacklog(sheet);
    },
    write(cells) {
      if (rows >= perSheet) {
        sheet.commit();
        sheet = open();
        rows = 0;
      }
      sheet.addRow(cells).commit();
      rows += 1;
    },
    startSheet(nextTitle, nextFields) {
      sheet.commit();
      table = { title: nextTitle, fields: nextFields };
      sheetNo = 0;
      sheet = open();
      rows = 0;
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** One line of labels, then one line per row; tabs and line breaks inside cells become spaces. */
export function txtSink(stream: Writable, fields: ResourceField[]): RowSink {
  stream.write(`${fields.map((f) => f.label).join('\t')}\n`);
  return {
    backlog: null,
    write(cells) {
      stream.write(`${cells.map((c) => (c === null ? '' : String(c).replace(/[\t\n\r]/g, ' '))).join('\t')}\n`);
    },
    async end() {
      stream.end();
    },
  };
}
