import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { parseCsvRecords } from './parse-csv';
import { parsePhysicalLimitCsv } from './parse-physical-limit-csv';

const HEADER = 'factor_zh,condition,context,parameter,value,unit,source';

describe('parseCsvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsvRecords('a,"b,c","say ""hi"""\n"x\ny",,z\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['x\ny', '', 'z'],
    ]);
  });

  it('accepts CRLF, a BOM and a missing final newline', () => {
    expect(parseCsvRecords('\ufeffa,b\r\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsvRecords('a,\n')).toEqual([['a', '']]);
    expect(parseCsvRecords('')).toEqual([]);
  });

  it('refuses malformed quoting with the file and line in a Chinese message', () => {
    expect(() => parseCsvRecords('a,"b\n', 'x.csv')).toThrow('x.csv 第2行：引号未闭合');
    expect(() => parseCsvRecords('a,b"c"\n', 'x.csv')).toThrow('x.csv 第1行：字段中间出现了引号');
    expect(() => parseCsvRecords('a,"b"c\n', 'x.csv')).toThrow('x.csv 第1行：引号后必须是逗号或换行');
    try {
      parseCsvRecords('"', 'y.csv');
    } catch (error) {
      expect((error as DomainError).code).toBe(DomainErrorCodes.invalidCsv);
    }
  });
});

describe('parsePhysicalLimitCsv', () => {
  it('maps columns to a row and records the file', () => {
    const rows = parsePhysicalLimitCsv(`${HEADER}\n噪声,,ctx,接触限值,85,dB(A),"repo@abc:x.sql#id=1"\n`, 'p.csv');
    expect(rows).toEqual([
      {
        file: 'p.csv',
        factorZh: '噪声',
        condition: '',
        context: 'ctx',
        parameter: '接触限值',
        value: '85',
        unit: 'dB(A)',
        source: 'repo@abc:x.sql#id=1',
      },
    ]);
  });

  it('refuses a wrong header, a short record and a row without source', () => {
    expect(() => parsePhysicalLimitCsv('a,b\n', 'p.csv')).toThrow(`p.csv 表头应为 ${HEADER}`);
    expect(() => parsePhysicalLimitCsv('', 'p.csv')).toThrow(DomainError);
    expect(() => parsePhysicalLimitCsv(`${HEADER}\n噪声,,ctx\n`, 'p.csv')).toThrow('p.csv 第2条记录应有 7 列，实际 3 列');
    expect(() => parsePhysicalLimitCsv(`${HEADER}\n噪声,,ctx,接触限值,85,dB(A), \n`, 'p.csv')).toThrow(
      'p.csv 第2条记录缺少来源（source）',
    );
  });
});
