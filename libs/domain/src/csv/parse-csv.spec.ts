import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { parseCsv, parseCsvRecords } from './parse-csv';

describe('parseCsv (with a file name)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi"""\n"x\ny",,z\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['x\ny', '', 'z'],
    ]);
  });

  it('accepts CRLF, a BOM and a missing final newline', () => {
    expect(parseCsv('\ufeffa,b\r\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,\n')).toEqual([['a', '']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses malformed quoting with the file and line in a Chinese message', () => {
    expect(() => parseCsv('a,"b\n', 'x.csv')).toThrow('x.csv 第2行：引号未闭合');
    expect(() => parseCsv('a,b"c"\n', 'x.csv')).toThrow('x.csv 第1行：字段中间出现了引号');
    expect(() => parseCsv('a,"b"c\n', 'x.csv')).toThrow('x.csv 第1行：引号后必须是逗号或换行');
    try {
      parseCsv('"', 'y.csv');
    } catch (error) {
      expect((error as DomainError).code).toBe(DomainErrorCodes.invalidCsv);
    }
  });
});

describe('parseCsv (anonymous text) and parseCsvRecords', () => {
  it('skips blank lines and keeps line numbers counting them', () => {
    expect(parseCsv('a,b\n\n\r\nc,d\n\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(() => parseCsv('a\n\n"b', 'z.csv')).toThrow('z.csv 第3行：引号未闭合');
    expect(() => parseCsv('a\n"b')).toThrow('CSV 引号未闭合（第2行）');
  });

  it('keys records by the header and names the file in its errors', () => {
    expect(parseCsvRecords('x,y\n1,"2,5"\n')).toEqual([{ x: '1', y: '2,5' }]);
    expect(() => parseCsvRecords('', 'e.csv')).toThrow('e.csv 为空');
    expect(() => parseCsvRecords('x,y\n1,2,3\n', 'r.csv')).toThrow('r.csv 第 2 行有 3 列，表头有 2 列');
  });
});
