import { DomainErrorCodes } from '../errors/error-codes';
import { noiseLex8h } from './noise-exposure';
import { judgeImpulseNoise, judgeNoise, noiseMetricFor } from './noise-judgement';
import { codeOf } from '../testing/code-of';

describe('judgeNoise (GBZ 2.2-2007 表9)', () => {
  it('domain.md worked example: 85.8 dB(A) → 不符合', () => {
    const lex = noiseLex8h([
      { level: 88, hours: 4 },
      { level: 82, hours: 3 },
      { level: 75, hours: 1 },
    ]);
    const result = judgeNoise({ metric: 'LEX,8h', value: lex.exact, daysPerWeek: 5, hoursPerDay: 8 });
    expect(result.measured.toString()).toBe('85.8');
    expect(result.limit.toString()).toBe('85');
    expect(result.unit).toBe('dB(A)');
    expect(result.verdict).toBe('不符合');
    expect(result.passed).toBe(false);
    expect(result.rule).toEqual({
      id: 'gbz2.2-2007/noise-lex8h',
      edition: '2007',
      source: 'GBZ 2.2-2007 表9 工作场所噪声职业接触限值',
      formula: 'LEX,8h ≤ 85 dB(A)',
    });
    expect(result.explanation).toBe('LEX,8h 85.8 > 限值 85，不符合');
    expect(result.limitSource).toContain('substance_state_limit.id=1668');
  });

  it('boundary: 85.0 passes, 85.1 fails, 85.04 rounds to 85.0 and passes, 85.05 rounds half-even to 85.0', () => {
    const judge = (value: string) => judgeNoise({ metric: 'LEX,8h', value, daysPerWeek: 5, hoursPerDay: 8 }).verdict;
    expect(judge('85.0')).toBe('符合');
    expect(judge('85.1')).toBe('不符合');
    expect(judge('85.04')).toBe('符合');
    expect(judge('85.05')).toBe('符合');
    expect(judge('85.15')).toBe('不符合');
  });

  it('uses the 5 d/w, ≠8 h/d row for other shift lengths and LEX,40h when the week is not 5 days', () => {
    expect(judgeNoise({ metric: 'LEX,8h', value: 84, daysPerWeek: 5, hoursPerDay: 10 }).limitSource).toContain('id=1669');
    const week = judgeNoise({ metric: 'LEX,40h', value: '85.8', daysPerWeek: 6, hoursPerDay: 8 });
    expect(week.limitSource).toContain('id=1670');
    expect(week.rule.id).toBe('gbz2.2-2007/noise-lex40h');
    expect(week.verdict).toBe('不符合');
    expect(noiseMetricFor(5)).toBe('LEX,8h');
    expect(noiseMetricFor(4)).toBe('LEX,40h');
  });

  it('refuses the wrong metric for the week, impossible weeks, zero hours and negative levels', () => {
    expect(() => judgeNoise({ metric: 'LEX,8h', value: 80, daysPerWeek: 6, hoursPerDay: 8 })).toThrow(
      '每周工作6天应按 LEX,40h 判定，而不是 LEX,8h',
    );
    expect(codeOf(() => noiseMetricFor(0))).toBe(DomainErrorCodes.outOfRange);
    expect(codeOf(() => noiseMetricFor(8))).toBe(DomainErrorCodes.outOfRange);
    expect(codeOf(() => noiseMetricFor(4.5))).toBe(DomainErrorCodes.outOfRange);
    expect(codeOf(() => judgeNoise({ metric: 'LEX,8h', value: 80, daysPerWeek: 5, hoursPerDay: 0 }))).toBe(
      DomainErrorCodes.notPositive,
    );
    expect(codeOf(() => judgeNoise({ metric: 'LEX,8h', value: -1, daysPerWeek: 5, hoursPerDay: 8 }))).toBe(
      DomainErrorCodes.negative,
    );
  });
});

describe('judgeImpulseNoise (GBZ 2.2-2007 表10)', () => {
  it.each([
    [140, 100, '符合'],
    ['140.1', 100, '不符合'],
    [135, 101, '不符合'],
    [130, 1000, '符合'],
    [121, 1001, '不符合'],
    [120, 10000, '符合'],
  ])('peak %s dB with %d impulses a day → %s', (peak, n, conclusion) => {
    const result = judgeImpulseNoise({ peak, impulsesPerDay: n });
    expect(result.verdict).toBe(conclusion);
    expect(result.rule.id).toBe('gbz2.2-2007/impulse-peak');
    expect(result.rule.edition).toBe('2007');
  });

  it('reports the limit, unit and source of the band used', () => {
    const result = judgeImpulseNoise({ peak: 125, impulsesPerDay: 500 });
    expect(result.limit.toString()).toBe('130');
    expect(result.measured.toString()).toBe('125.0');
    expect(result.limitSource).toContain('id=1672');
    expect(result.rule.formula).toBe('声压级峰值 ≤ 130 dB(A)（每日脉冲次数 500）');
  });

  it('refuses zero, fractional and too many impulses, and negative peaks', () => {
    expect(codeOf(() => judgeImpulseNoise({ peak: 120, impulsesPerDay: 0 }))).toBe(DomainErrorCodes.notPositive);
    expect(() => judgeImpulseNoise({ peak: 120, impulsesPerDay: '10.5' })).toThrow('脉冲次数必须是整数：10.5');
    expect(codeOf(() => judgeImpulseNoise({ peak: 120, impulsesPerDay: 20000 }))).toBe(DomainErrorCodes.noApplicableLimit);
    expect(codeOf(() => judgeImpulseNoise({ peak: -1, impulsesPerDay: 5 }))).toBe(DomainErrorCodes.negative);
  });
});
