import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

/**
 * Where a CSV error is: with a file name "x.csv 第2行：…", without one "CSV …（第2行）".
 * The file name is what the data files are known by, so it leads when there is one.
 */
function csvError(message: string, line: number, file: string | undefined): DomainError {
  const text = file === undefined ? `CSV ${message}（第${line}行）` : `${file} 第${line}行：${message}`;
  return new DomainError(DomainErrorCodes.invalidCsv, text, { file: file ?? null, line });
}

/**
 * Parses RFC 4180 CSV into rows of text: double-quote quoting, "" escapes, line breaks inside
 * quotes, \n or \r\n, an optional UTF-8 BOM, an optional final newline. Blank lines are skipped.
 * Refuses an unclosed quote, a quote in the middle of a field and text after a closing quote.
 * Pure (no fs), so it runs in the browser, the server and the generator's tests alike; the one
 * CSV parser of libs/domain (limits and physical limits both read through it).
 */
export function parseCsv(text: string, file?: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  const endField = () => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw csvError('引号后必须是逗号或换行', line, file);
        }
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
    } else if (ch === '"') {
      if (fieldStarted) throw csvError('字段中间出现了引号', line, file);
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw csvError('引号未闭合', line, file);
  if (fieldStarted || row.length > 0) endRow();
  return rows;
}

/** CSV text → one record per data row, keyed by the header; refuses an empty file and ragged rows. */
export function parseCsvRecords(text: string, file?: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text, file);
  if (!header) throw new DomainError(DomainErrorCodes.invalidCsv, `${file ?? 'CSV'} 为空`, { file: file ?? null });
  return rows.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new DomainError(
        DomainErrorCodes.invalidCsv,
        `${file ?? 'CSV'} 第 ${index + 2} 行有 ${cells.length} 列，表头有 ${header.length} 列`,
        { file: file ?? null, line: index + 2 },
      );
    }
    return Object.fromEntries(header.map((name, column) => [name, cells[column] ?? '']));
  });
}
