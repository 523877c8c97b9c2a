import fc from 'fast-check';
import { Decimal } from '../decimal/decimal';
import { DomainErrorCodes } from '../errors/error-codes';
import { noiseLex40h, noiseLex8h, noiseLex8hFromLaeq } from './noise-exposure';
import { codeOf } from '../testing/code-of';

/** A level with one decimal, as a sound level meter shows it. */
const levelArb = fc.integer({ min: 400, max: 1400 }).map((n) => Decimal.of(BigInt(n), 1));

describe('noiseLex8h (GBZ 2.2-2007 §11)', () => {
  it('domain.md worked example: 88 dB(A) × 4 h, 82 × 3 h, 75 × 1 h → 85.8 dB(A)', () => {
    const result = noiseLex8h([
      { level: 88, hours: 4 },
      { level: 82, hours: 3 },
      { level: 75, hours: 1 },
    ]);
    expect(result.value.toString()).toBe('85.8');
    expect(result.exact.toString().startsWith('85.78484502572')).toBe(true);
  });

  it('single segment: LAeq,Te + 10·lg(Te/8) (90 dB(A) over 4 h → 87.0)', () => {
    expect(noiseLex8hFromLaeq(90, 4).value.toString()).toBe('87.0');
    expect(noiseLex8hFromLaeq(90, 16).value.toString()).toBe('93.0');
    // 10·lg(2) = 3.0103 exactly enough: 85 over 4 h → 81.9897 → 82.0
    expect(noiseLex8hFromLaeq(85, 4).exact.toString().startsWith('81.98970004')).toBe(true);
  });

  it('rounds once, half-even, to the reported decimals', () => {
    expect(noiseLex8hFromLaeq('85.25', 8).value.toString()).toBe('85.2');
    expect(noiseLex8hFromLaeq('85.35', 8).value.toString()).toBe('85.4');
    expect(noiseLex8hFromLaeq('85.25', 8, 2).value.toString()).toBe('85.25');
    expect(noiseLex8hFromLaeq(85, 8).value.toString()).toBe('85.0');
  });

  it('refuses empty input, zero or negative durations, negative levels, days over 24 h and non-numbers', () => {
    expect(codeOf(() => noiseLex8h([]))).toBe(DomainErrorCodes.invalidArgument);
    expect(codeOf(() => noiseLex8hFromLaeq(85, 0))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => noiseLex8hFromLaeq(85, -1))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => noiseLex8hFromLaeq(-3, 8))).toBe(DomainErrorCodes.negative);
    expect(codeOf(() => noiseLex8hFromLaeq('abc', 8))).toBe(DomainErrorCodes.invalidNumber);
    expect(codeOf(() => noiseLex8h([{ level: 85, hours: 20 }, { level: 85, hours: 5 }]))).toBe(DomainErrorCodes.outOfRange);
    expect(() => noiseLex8hFromLaeq(85, 0)).toThrow('第1段接触时间（h）必须大于零：0');
  });

  it('law: a constant level over exactly 8 h equals that level', () => {
    fc.assert(fc.property(levelArb, (l) => noiseLex8hFromLaeq(l, 8).value.eq(l)));
  });

  it('law: splitting a segment into parts of the same level changes nothing', () => {
    fc.assert(
      fc.property(levelArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (l, a, b) => {
        const whole = noiseLex8h([{ level: l, hours: Decimal.of(BigInt(a + b), 0) }]);
        const split = noiseLex8h([
          { level: l, hours: a },
          { level: l, hours: b },
        ]);
        return whole.exact.sub(split.exact).abs().lt('1e-15');
      }),
    );
  });

  it('law: LEX,8h never falls below a segment level + 10·lg(Ti/8) and rises with any added segment', () => {
    fc.assert(
      fc.property(levelArb, levelArb, (l1, l2) => {
        const one = noiseLex8h([{ level: l1, hours: 4 }]);
        const two = noiseLex8h([
          { level: l1, hours: 4 },
          { level: l2, hours: 4 },
        ]);
        return two.exact.gt(one.exact);
      }),
    );
  });
});

describe('noiseLex40h (GBZ 2.2-2007 §11)', () => {
  it('five identical days give that day’s level; four days of 88 give 87.0', () => {
    expect(noiseLex40h([86, 86, 86, 86, 86]).value.toString()).toBe('86.0');
    // 10·lg(4/5) = −0.969 → 87.03
    expect(noiseLex40h([88, 88, 88, 88]).value.toString()).toBe('87.0');
  });

  it('six days of 85 exceed 85 (more exposure than a 5-day week)', () => {
    expect(noiseLex40h([85, 85, 85, 85, 85, 85]).value.toString()).toBe('85.8');
  });

  it('refuses no days, more than 7 days and negative levels', () => {
    expect(codeOf(() => noiseLex40h([]))).toBe(DomainErrorCodes.invalidArgument);
    expect(codeOf(() => noiseLex40h([80, 80, 80, 80, 80, 80, 80, 80]))).toBe(DomainErrorCodes.outOfRange);
    expect(codeOf(() => noiseLex40h([80, -1]))).toBe(DomainErrorCodes.negative);
  });

  it('law: five equal days give back the daily level', () => {
    fc.assert(fc.property(levelArb, (l) => noiseLex40h([l, l, l, l, l]).value.eq(l)));
  });
});
