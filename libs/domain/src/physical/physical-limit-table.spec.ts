import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Decimal } from '../decimal/decimal';
import { DomainErrorCodes } from '../errors/error-codes';
import { defaultPhysicalLimitTable } from './default-physical-limit-table';
import { parsePhysicalInterval, physicalIntervalContains } from './physical-interval';
import { PhysicalLimitTable } from './physical-limit-table';
import { codeOf } from '../testing/code-of';

const table = defaultPhysicalLimitTable;
const d = (v: string | number) => Decimal.from(v);

describe('parsePhysicalInterval', () => {
  it.each([
    ['n≤100', [null, false, '100', true]],
    ['100<n≤1000', ['100', false, '1000', true]],
    ['1000 < n ≤ 10000', ['1000', false, '10000', true]],
    ['n>10000', ['10000', false, null, false]],
    ['n≥5', ['5', true, null, false]],
    ['2≤t<3.5', ['2', true, '3.5', false]],
  ])('%s', (text, [min, minInclusive, max, maxInclusive]) => {
    const interval = parsePhysicalInterval(text);
    expect(interval?.min?.toString() ?? null).toBe(min);
    expect(interval?.minInclusive).toBe(minInclusive);
    expect(interval?.max?.toString() ?? null).toBe(max);
    expect(interval?.maxInclusive).toBe(maxInclusive);
  });

  it.each(['5d/w', 'n', '10<n>20', '', 'abc≤3'])('returns null for %j', (text) => {
    expect(parsePhysicalInterval(text)).toBeNull();
  });

  it('contains respects open and closed ends', () => {
    const interval = parsePhysicalInterval('100<n≤1000');
    if (!interval) throw new Error('unparsed');
    expect(physicalIntervalContains(interval, d(100))).toBe(false);
    expect(physicalIntervalContains(interval, d(101))).toBe(true);
    expect(physicalIntervalContains(interval, d(1000))).toBe(true);
    expect(physicalIntervalContains(interval, d(1001))).toBe(false);
    const closed = parsePhysicalInterval('2≤t<3');
    if (!closed) throw new Error('unparsed');
    expect(physicalIntervalContains(closed, d(2))).toBe(true);
    expect(physicalIntervalContains(closed, d(3))).toBe(false);
  });
});

describe('PhysicalLimitTable (shipped GBZ 2.2-2007 rows)', () => {
  it('noise limit is 85 dB(A) for every working pattern, each from its own row', () => {
    const a = table.noiseLimit(5, d(8));
    const b = table.noiseLimit(5, d(10));
    const c = table.noiseLimit(6, d(8));
    expect([a.value.toString(), b.value.toString(), c.value.toString()]).toEqual(['85', '85', '85']);
    expect(a.unit).toBe('dB(A)');
    expect(a.row.source).toContain('id=1668');
    expect(b.row.source).toContain('id=1669');
    expect(c.row.source).toContain('id=1670');
  });

  it.each([
    [1, '140'],
    [100, '140'],
    [101, '130'],
    [1000, '130'],
    [1001, '120'],
    [10000, '120'],
  ])('impulse peak limit for n=%d is %s', (n, limit) => {
    expect(table.impulsePeakLimit(d(n)).value.toString()).toBe(limit);
  });

  it('has no impulse limit above 10000 a day (a documented gap), and says so', () => {
    expect(codeOf(() => table.impulsePeakLimit(d(10001)))).toBe(DomainErrorCodes.noApplicableLimit);
    expect(() => table.impulsePeakLimit(d(10001))).toThrow('GBZ 2.2 未规定脉冲次数 n=10001 的脉冲噪声声压级峰值限值');
  });

  it('WBGT table: columns 25/50/75/100 % and the 16 values of domain.md §5', () => {
    expect(table.wbgtRatioColumns().map(String)).toEqual(['25', '50', '75', '100']);
    const grid = ['100', '75', '50', '25'].map((ratio) =>
      (['I', 'II', 'III', 'IV'] as const).map((i) => table.wbgtLimit(d(ratio), i).value.toString()),
    );
    expect(grid).toEqual([
      ['30', '28', '26', '25'],
      ['31', '29', '28', '26'],
      ['32', '30', '29', '28'],
      ['33', '32', '31', '30'],
    ]);
  });

  it('the +1 ℃ rule comes from the supplementary CSV, with its source', () => {
    const rule = table.wbgtHotRegionRule();
    expect(rule.increment.value.toString()).toBe('1');
    expect(rule.threshold.value.toString()).toBe('30');
    expect(rule.increment.row.file).toBe('gbz2.2-2007-physical-supplement.csv');
    expect(rule.increment.row.source).toContain('domain.md §5');
  });

  it('refuses a missing, ambiguous or unknown entry', () => {
    expect(codeOf(() => table.wbgtLimit(d(60), 'I'))).toBe(DomainErrorCodes.limitNotFound);
    const doubled = new PhysicalLimitTable([...table.rows, ...table.rows]);
    expect(() => doubled.noiseLimit(5, d(8))).toThrow('不唯一（2条）');
    const empty = new PhysicalLimitTable([]);
    expect(() => empty.wbgtHotRegionRule()).toThrow('GBZ 2.2 限值表中找不到WBGT限值增加值');
  });

  it('can be built from CSV text (the browser path) and agrees with the generated rows', () => {
    const dir = resolve(__dirname, '../../data/physical');
    const files = ['gbz2.2-2007-physical-supplement.csv', 'gbz2.2-2007-physical.csv'].map((file) => ({
      file,
      text: readFileSync(join(dir, file), 'utf8'),
    }));
    const fromCsv = PhysicalLimitTable.fromCsv(files);
    expect(fromCsv.rows).toEqual(table.rows);
    expect(fromCsv.find({ factorZh: '微波辐射', parameter: '非8h平均功率密度' }).map((r) => r.value)).toEqual([
      '400/t',
      '200/t',
      '4000/t',
    ]);
  });
});
