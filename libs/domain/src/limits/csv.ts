import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

/** Parses RFC 4180 CSV (double-quote quoting, "" escapes, \n or \r\n). Pure: no fs, browser-safe. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // skip a BOM
  for (; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new DomainError(DomainErrorCodes.invalidCsv, 'CSV 引号未闭合', {});
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** CSV text → one record per data row, keyed by the header. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new DomainError(DomainErrorCodes.invalidCsv, 'CSV 为空', {});
  return rows.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new DomainError(
        DomainErrorCodes.invalidCsv,
        `CSV 第 ${index + 2} 行有 ${cells.length} 列，表头有 ${header.length} 列`,
        { line: index + 2 },
      );
    }
    return Object.fromEntries(header.map((name, column) => [name, cells[column] ?? '']));
  });
}
