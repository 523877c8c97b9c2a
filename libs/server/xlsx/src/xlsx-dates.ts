/**
 * Date handling of SpreadsheetML: which cell styles are dates, and serial numbers to Date.
 * Dates come back as the wall clock in UTC fields (what coerceField and exceljs expect).
 */

/** Built-in number formats that are dates or times: 14–22 and 45–47, plus the East-Asian locale ones (27–36, 50–58). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Quoted text, escaped characters, [colour]/[$-locale] blocks and _x/*x padding carry no date token. */
const NOT_TOKENS = /"[^"]*"|\\.|\[[^\]]*\]|[_*]./g;

/** A custom format code is a date when y, m, d, h or s remain outside quotes and brackets. */
export function isDateFormatCode(code: string): boolean {
  return /[ymdhs]/i.test(code.replace(NOT_TOKENS, ''));
}

export function isDateFormat(numFmtId: number, customCodes: ReadonlyMap<number, string>): boolean {
  const code = customCodes.get(numFmtId);
  if (code !== undefined) return isDateFormatCode(code);
  return BUILT_IN_DATE_FORMATS.has(numFmtId);
}

const DAY_MS = 86_400_000;
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** Serial 1 is 1900-01-01; from 61 on, one day less because Excel counts a 1900-02-29 that never was. */
const EPOCH_1900_EARLY = Date.UTC(1899, 11, 31);
const EPOCH_1900 = Date.UTC(1899, 11, 30);

export function serialToDate(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? EPOCH_1904 : serial < 61 ? EPOCH_1900_EARLY : EPOCH_1900;
  return new Date(epoch + Math.round(serial * DAY_MS));
}

/** An ISO 8601 cell (t="d"); without a zone it is a wall-clock time, read as UTC like serials. */
export function isoToDate(text: string): Date | string {
  const t = text.trim();
  const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(t) || !t.includes('T') ? t : `${t}Z`);
  return Number.isNaN(d.getTime()) ? text : d;
}
