import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

function csvError(message: string, file: string, line: number): DomainError {
  return new DomainError(DomainErrorCodes.invalidCsv, `${file} 第${line}行：${message}`, { file, line });
}

/**
 * RFC 4180 CSV to records of text (quoted fields, "" escapes, \n or \r\n). Pure, so it runs in the
 * browser as well as in the generator script's tests.
 */
export function parseCsvRecords(text: string, file = 'CSV'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // tolerate a UTF-8 BOM
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
          const next = text[i + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            throw csvError('引号后必须是逗号或换行', file, line);
          }
        }
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (fieldStarted || field !== '') throw csvError('字段中间出现了引号', file, line);
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw csvError('引号未闭合', file, line);
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records;
}
