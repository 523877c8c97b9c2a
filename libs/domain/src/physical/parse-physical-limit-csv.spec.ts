import { DomainError } from '../errors/domain-error';
import { parsePhysicalLimitCsv } from './parse-physical-limit-csv';

const HEADER = 'factor_zh,condition,context,parameter,value,unit,source';

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
