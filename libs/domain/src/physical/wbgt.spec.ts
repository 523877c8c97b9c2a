import fc from 'fast-check';
import { Decimal } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { wbgtContactTimeRatioPercent, wbgtIndex, wbgtTimeWeighted } from './wbgt-index';
import { judgeWbgt, selectWbgtRatioColumn } from './wbgt-judgement';
import { codeOf } from '../testing/code-of';

const d = (v: string | number) => Decimal.from(v);
const columns = ['25', '50', '75', '100'].map(d);

describe('wbgtIndex (domain.md §5)', () => {
  it('without sun: 0.7·tnw + 0.3·tg (tnw 25.0, tg 40.0 → 29.50)', () => {
    expect(wbgtIndex({ naturalWetBulb: '25.0', globe: '40.0', solarLoad: false }).toString()).toBe('29.50');
  });

  it('with sun: 0.7·tnw + 0.2·tg + 0.1·ta (25.0, 40.0, 32.0 → 28.70)', () => {
    expect(wbgtIndex({ naturalWetBulb: '25.0', globe: '40.0', dryBulb: '32.0', solarLoad: true }).toString()).toBe('28.70');
  });

  it('accepts temperatures below zero and needs ta only in the sun', () => {
    expect(wbgtIndex({ naturalWetBulb: -2, globe: 1, solarLoad: false }).toString()).toBe('-1.1');
    expect(() => wbgtIndex({ naturalWetBulb: 25, globe: 40, solarLoad: true })).toThrow('室外有太阳辐射时须填写干球温度');
    expect(codeOf(() => wbgtIndex({ naturalWetBulb: 'x', globe: 40, solarLoad: false }))).toBe(DomainErrorCodes.invalidNumber);
  });

  it('law: with all three temperatures equal, WBGT equals that temperature, sun or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -300, max: 600 }), fc.boolean(), (n, sun) => {
        const t = Decimal.of(BigInt(n), 1);
        return wbgtIndex({ naturalWetBulb: t, globe: t, dryBulb: t, solarLoad: sun }).eq(t);
      }),
    );
  });
});

describe('wbgtTimeWeighted', () => {
  it('Σ WBGTi·ti / Σ ti: 30 ℃ × 2 h and 26 ℃ × 6 h → 27', () => {
    expect(wbgtTimeWeighted([{ wbgt: 30, hours: 2 }, { wbgt: 26, hours: 6 }]).toString()).toBe('27');
  });

  it('law: lies between the lowest and the highest period', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 150, max: 400 }), fc.integer({ min: 1, max: 480 })), { minLength: 1, maxLength: 6 }),
        (periods) => {
          const input = periods.map(([w, minutes]) => ({ wbgt: Decimal.of(BigInt(w), 1), hours: d(minutes).div(60) }));
          const result = wbgtTimeWeighted(input);
          const values = input.map((p) => p.wbgt);
          return result.gte(Decimal.min(values[0] as Decimal, ...values)) && result.lte(Decimal.max(values[0] as Decimal, ...values));
        },
      ),
    );
  });

  it('refuses no periods and zero or negative durations', () => {
    expect(codeOf(() => wbgtTimeWeighted([]))).toBe(DomainErrorCodes.invalidArgument);
    expect(codeOf(() => wbgtTimeWeighted([{ wbgt: 30, hours: 0 }]))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => wbgtTimeWeighted([{ wbgt: 30, hours: -2 }]))).toBe(DomainErrorCodes.notPositive);
  });
});

describe('wbgtContactTimeRatioPercent', () => {
  it('is contact time over 8 h', () => {
    expect(wbgtContactTimeRatioPercent(6).toString()).toBe('75');
    expect(wbgtContactTimeRatioPercent('2.5').toString()).toBe('31.25');
    expect(codeOf(() => wbgtContactTimeRatioPercent(0))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => wbgtContactTimeRatioPercent(25))).toBe(DomainErrorCodes.outOfRange);
  });
});

describe('selectWbgtRatioColumn', () => {
  it.each([
    ['10', '25'],
    ['25', '25'],
    ['25.1', '50'],
    ['50', '50'],
    ['60', '75'],
    ['75', '75'],
    ['99.9', '100'],
    ['100', '100'],
    ['112.5', '100'],
  ])('next-higher: %s %% → %s %% column', (ratio, column) => {
    expect(selectWbgtRatioColumn(ratio, columns).toString()).toBe(column);
  });

  it('exact policy refuses untabulated ratios; zero and negative ratios are refused', () => {
    expect(selectWbgtRatioColumn('75.0', columns, 'exact').toString()).toBe('75');
    expect(() => selectWbgtRatioColumn(60, columns, 'exact')).toThrow('接触时间率60%不在WBGT限值表中（25%、50%、75%、100%）');
    expect(codeOf(() => selectWbgtRatioColumn(0, columns))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => selectWbgtRatioColumn(-5, columns))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => selectWbgtRatioColumn(50, []))).toBe(DomainErrorCodes.noApplicableLimit);
  });
});

describe('judgeWbgt (GBZ 2.2-2007 §10)', () => {
  it('100 % contact, intensity II: limit 28; 28.0 passes, 28.1 fails', () => {
    const pass = judgeWbgt({ wbgt: '28.0', contactTimeRatioPercent: 100, labourIntensity: 'II' });
    expect(pass.limit.toString()).toBe('28');
    expect(pass.verdict).toBe('符合');
    expect(pass.measured.toString()).toBe('28.0');
    expect(judgeWbgt({ wbgt: '28.1', contactTimeRatioPercent: 100, labourIntensity: 'II' }).verdict).toBe('不符合');
  });

  it('rounds half-even before comparing: 28.05 → 28.0 passes, 28.15 → 28.2 fails', () => {
    expect(judgeWbgt({ wbgt: '28.05', contactTimeRatioPercent: 100, labourIntensity: 'II' }).verdict).toBe('符合');
    expect(judgeWbgt({ wbgt: '28.15', contactTimeRatioPercent: 100, labourIntensity: 'II' }).verdict).toBe('不符合');
  });

  it('+1 ℃ where the summer ventilation design temperature is ≥ 30 ℃ (not at 29.9)', () => {
    const hot = judgeWbgt({
      wbgt: '28.8',
      contactTimeRatioPercent: 100,
      labourIntensity: 'II',
      summerVentilationDesignTemperature: 30,
    });
    expect(hot.tableLimit.toString()).toBe('28');
    expect(hot.increment.toString()).toBe('1');
    expect(hot.limit.toString()).toBe('29');
    expect(hot.verdict).toBe('符合');
    expect(hot.limitSources).toHaveLength(2);
    expect(hot.rule.id).toBe('gbz2.2-2007/wbgt-hot-region');
    expect(hot.rule.formula).toBe('WBGT ≤ 限值（接触时间率 100%，体力劳动强度II级） + 1 ℃');
    const mild = judgeWbgt({
      wbgt: '28.8',
      contactTimeRatioPercent: 100,
      labourIntensity: 'II',
      summerVentilationDesignTemperature: '29.9',
    });
    expect(mild.limit.toString()).toBe('28');
    expect(mild.verdict).toBe('不符合');
    expect(mild.limitSources).toHaveLength(1);
  });

  it('picks the column from the contact time: 5 h (62.5 %) uses 75 %, intensity IV → 26', () => {
    const result = judgeWbgt({
      wbgt: wbgtTimeWeighted([{ wbgt: '27.4', hours: 2 }, { wbgt: '25.0', hours: 3 }]),
      contactTimeRatioPercent: wbgtContactTimeRatioPercent(5),
      labourIntensity: 'IV',
    });
    expect(result.ratioColumnPercent.toString()).toBe('75');
    expect(result.limit.toString()).toBe('26');
    expect(result.measured.toString()).toBe('26.0');
    expect(result.verdict).toBe('符合');
    expect(result.rule).toEqual({
      id: 'gbz2.2-2007/wbgt',
      edition: '2007',
      source: 'GBZ 2.2-2007 高温作业职业接触限值（WBGT）',
      formula: 'WBGT ≤ 限值（接触时间率 75%，体力劳动强度IV级）',
    });
    expect(result.explanation).toBe('WBGT 26.0 ≤ 限值 26，符合');
    expect(result.unit).toBe('℃');
  });

  it('honours the exact policy and the report decimals', () => {
    expect(() =>
      judgeWbgt({ wbgt: 25, contactTimeRatioPercent: 60, labourIntensity: 'I' }, { ratioPolicy: 'exact' }),
    ).toThrow(DomainError);
    expect(judgeWbgt({ wbgt: '25.123', contactTimeRatioPercent: 25, labourIntensity: 'I' }, { decimals: 2 }).measured.toString()).toBe(
      '25.12',
    );
  });

  it('refuses an unknown labour intensity', () => {
    expect(() =>
      judgeWbgt({ wbgt: 25, contactTimeRatioPercent: 50, labourIntensity: 'V' as 'I' }),
    ).toThrow('体力劳动强度必须是Ⅰ～Ⅳ级：V');
  });
});
