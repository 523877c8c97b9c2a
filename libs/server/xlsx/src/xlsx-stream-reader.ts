import type { SaxesTagPlain } from 'saxes';
import { MAX_SHEET_COLUMNS, columnBeyondSheetMessage, columnLetter, columnNumber } from './cells';
import type { ReadCell, ReadRow } from './import-reader';
import { type WorkbookParts, readWorkbookParts } from './xlsx-parts';
import { isoToDate, serialToDate } from './xlsx-dates';
import { WorkbookRejected } from './workbook-guard';
import { localName, unescapeXString, xmlParser } from './xml-stream';
import { entryText, zipDirectory } from './zip-entry-text';

/** Rows between two yields to the event loop (lock renewals and progress must not starve). */
const ROWS_PER_BREATH = 2000;

/**
 * Turns sheet XML events into rows; finished rows wait in `ready` for the generator. A cell past
 * XFD is refused (WorkbookRejected); a cell at or past `maxColumns` is read over and dropped, so
 * no row is ever wider than `maxColumns` (padding to a far column is what made `ZZZZ2` costly).
 */
class SheetRows {
  readonly ready: ReadRow[] = [];
  private rowNumber = 0;
  private cells: ReadCell[] = [];
  private inRow = false;
  private col = -1;
  private inCell = false;
  private type = 'n';
  private style = 0;
  private formula = false;
  private capture = false;
  private inPhonetic = false;
  private text = '';

  constructor(
    private readonly parts: WorkbookParts,
    private readonly maxColumns: number,
  ) {}

  open(tag: SaxesTagPlain): void {
    switch (localName(tag.name)) {
      case 'row': {
        const r = tag.attributes.r;
        this.rowNumber = r ? Number(r) : this.rowNumber + 1;
        this.cells = [];
        this.col = -1;
        this.inRow = true;
        break;
      }
      case 'c': {
        if (!this.inRow) break;
        const r = tag.attributes.r;
        const letters = r ? columnNumber(r) : 0;
        // Without letters (no r, or a bare number) a cell is the one after the previous.
        this.col = letters > 0 ? letters - 1 : this.col + 1;
        if (this.col >= MAX_SHEET_COLUMNS) throw new WorkbookRejected(columnBeyondSheetMessage(letters > 0 && r ? r : `${columnLetter(this.col + 1)}${this.rowNumber}`));
        this.type = tag.attributes.t ?? 'n';
        this.style = tag.attributes.s ? Number(tag.attributes.s) : 0;
        this.formula = false;
        this.text = '';
        this.inCell = true;
        break;
      }
      case 'v':
        this.capture = this.inCell;
        break;
      case 't':
        this.capture = this.inCell && !this.inPhonetic;
        break;
      case 'rPh':
        this.inPhonetic = true;
        break;
      case 'f':
        if (this.inCell) this.formula = true;
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.capture = false;
        break;
      case 'rPh':
        this.inPhonetic = false;
        break;
      case 'c':
        if (!this.inCell) break;
        this.inCell = false;
        if (this.col >= this.maxColumns) break;
        while (this.cells.length < this.col) this.cells.push({ value: null });
        this.cells[this.col] = this.formula ? { value: this.value(), formula: true } : { value: this.value() };
        break;
      case 'row':
        this.inRow = false;
        if (this.cells.length) this.ready.push({ rowNumber: this.rowNumber, cells: this.cells });
        break;
    }
  }

  onText(t: string): void {
    if (this.capture) this.text += t;
  }

  private value(): unknown {
    const text = this.text;
    switch (this.type) {
      case 's': {
        const s = text === '' ? undefined : this.parts.sharedStrings[Number(text)];
        return s ?? null;
      }
      case 'inlineStr':
      case 'str':
        return unescapeXString(text);
      case 'b':
        return text === '' ? null : text === '1' || text.toLowerCase() === 'true';
      case 'e':
        return text === '' ? null : text;
      case 'd':
        return text === '' ? null : isoToDate(text);
      default: {
        if (text === '') return null;
        const n = Number(text);
        if (Number.isNaN(n)) return text;
        return this.parts.dateStyles[this.style] ? serialToDate(n, this.parts.date1904) : n;
      }
    }
  }
}

/**
 * Rows of the first sheet of an .xlsx held in memory, streamed: only the needed zip entries
 * are inflated, the sheet chunk by chunk, parsed with saxes as it comes. Pulling the next row
 * is what inflates more, so a slow consumer holds the reader back (backpressure). Cells come
 * back as ReadCell: shared/inline/rich strings, numbers, booleans, error codes as text, dates
 * (date-formatted numbers, either date system) as Date, formulas flagged. Rows hold at most
 * `maxColumns` cells (those further right are ignored); a cell past XFD refuses the file.
 */
export async function* readXlsxRows(buf: Buffer, maxColumns: number = MAX_SHEET_COLUMNS): AsyncGenerator<ReadRow> {
  const parts = await readWorkbookParts(buf, zipDirectory(buf));
  const rows = new SheetRows(parts, clampColumns(maxColumns));
  const parser = xmlParser({ open: (t) => rows.open(t), close: (n) => rows.close(n), text: (t) => rows.onText(t) });
  let sinceBreath = 0;
  const drain = async function* (): AsyncGenerator<ReadRow> {
    for (let i = 0; i < rows.ready.length; i++) {
      yield rows.ready[i];
      if (++sinceBreath >= ROWS_PER_BREATH) {
        sinceBreath = 0;
        await new Promise((r) => setImmediate(r));
      }
    }
    rows.ready.length = 0;
  };
  for await (const chunk of entryText(buf, parts.sheet)) {
    parser.write(chunk);
    yield* drain();
  }
  parser.close();
  yield* drain();
}

/** A caller's column limit kept within 1..XFD (a non-number means no limit of its own). */
export function clampColumns(maxColumns: number): number {
  if (!Number.isFinite(maxColumns)) return MAX_SHEET_COLUMNS;
  return Math.min(MAX_SHEET_COLUMNS, Math.max(1, Math.floor(maxColumns)));
}
