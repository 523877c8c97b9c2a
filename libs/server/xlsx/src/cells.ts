import { type ResourceField, optionLabel } from '@ohit/contracts';
import { DOWNLOAD_NAME_UTC_OFFSET_MINUTES } from '@ohit/domain';

/** Text starting with = + - @ (or a tab/CR) would run as a formula in a spreadsheet: prefix a quote. */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time. */
export function formatDateTime(d: Date): string {
  const s = new Date(d.getTime() + DOWNLOAD_NAME_UTC_OFFSET_MINUTES * 60_000);
  return `${s.getUTCFullYear()}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())} ${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}:${pad(s.getUTCSeconds())}`;
}

/** One exported cell: dictionary values as labels, area joined with '/', times in CST, text escaped. */
export function exportCell(field: ResourceField, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'dictionary':
      return escapeFormula(optionLabel(field, value));
    case 'integer':
      return typeof value === 'number' ? value : Number(value);
    case 'number': {
      // An exact decimal ("12.50"): a number cell when a double holds it exactly (so the sheet
      // can sum it), otherwise its text — an export never changes a measured value.
      const text = String(value);
      const n = Number(text);
      return Number.isFinite(n) && sameDecimal(String(n), text) ? n : text;
    }
    case 'boolean':
      return value ? '是' : '否';
    case 'datetime':
      return formatDateTime(value instanceof Date ? value : new Date(String(value)));
    case 'area':
      return escapeFormula(Array.isArray(value) ? value.join('/') : String(value));
    default:
      return escapeFormula(String(value));
  }
}

/** Columns a worksheet can have (Excel 2007+, the last is XFD); a reference past it is not a cell. */
export const MAX_SHEET_COLUMNS = 16_384;

/** The user's message for a cell past XFD ("ZZZZ2"); a long reference is cut short. */
export function columnBeyondSheetMessage(ref: string): string {
  const shown = ref.length > 16 ? `${ref.slice(0, 16)}…` : ref;
  return `单元格“${shown}”超出了工作表的最大列XFD（第${MAX_SHEET_COLUMNS}列），文件无法导入，请删除该列之后的内容再上传`;
}

/** Spreadsheet column letters: 1 → A, 27 → AA. */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/**
 * 1-based column of a cell reference's letters ("C5" → 3, "xfd1" → 16384), 0 when it starts
 * with no letter. Past MAX_SHEET_COLUMNS it answers MAX_SHEET_COLUMNS + 1 without reading on,
 * so a reference of any length costs at most four letters.
 */
export function columnNumber(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower-case
    if (c < 97 || c > 122) break;
    col = col * 26 + (c - 96);
    if (col > MAX_SHEET_COLUMNS) return MAX_SHEET_COLUMNS + 1;
  }
  return col;
}

/** "12.5" and "12.50" are the same decimal; "0.1" and "0.10000000000000001" are not. */
function sameDecimal(a: string, b: string): boolean {
  const norm = (t: string) => {
    const [w, f = ''] = t.replace(/^-?/, (m) => m).split('.');
    const frac = f.replace(/0+$/, '');
    return `${w.replace(/^(-?)0+(?=\d)/, '$1')}${frac ? `.${frac}` : ''}`;
  };
  return norm(a) === norm(b);
}
