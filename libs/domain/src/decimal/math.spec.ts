import fc from 'fast-check';
import { dec, exp, ln, log10, pow10, sqrt } from './index';

describe('log10 and pow10 (noise needs ~12 significant digits)', () => {
  it('are exact for powers of ten', () => {
    expect(log10(1000).toString()).toBe('3');
    expect(log10('0.001').toString()).toBe('-3');
    expect(log10(1).toString()).toBe('0');
    expect(pow10(3).toString()).toBe('1000');
    expect(pow10(-3).toString()).toBe('0.001');
    expect(pow10(0).toString()).toBe('1');
  });

  it('match published values to 20 significant digits', () => {
    expect(log10(2).toString()).toBe('0.30102999566398119521');
    expect(log10(3).toString()).toBe('0.4771212547196624373');
    expect(log10('0.5').toString()).toBe('-0.30102999566398119521');
    expect(pow10('0.5').toString()).toBe('3.162277660168379332');
    expect(pow10('8.8').toString()).toBe('630957344.48019324943');
    expect(pow10('-0.5').toString()).toBe('0.3162277660168379332');
  });

  it('honour a requested number of significant digits', () => {
    expect(log10(2, 12).toString()).toBe('0.301029995664');
    expect(pow10('0.5', 12).toString()).toBe('3.16227766017');
  });

  it('ln and exp agree with known constants', () => {
    expect(ln(10).toString()).toBe('2.302585092994045684');
    expect(ln('0.5').toString()).toBe('-0.69314718055994530942');
    expect(exp(1).toString()).toBe('2.7182818284590452354');
    expect(exp(0).toString()).toBe('1');
  });

  it('refuse zero and negative arguments', () => {
    expect(() => log10(0)).toThrow('log10的自变量必须大于零');
    expect(() => log10(-1)).toThrow('必须大于零');
    expect(() => ln(0)).toThrow('ln的自变量必须大于零');
    expect(() => pow10(20000)).toThrow('超出范围');
  });

  it('pow10 inverts log10 to 15 significant digits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 6 }), (c, s) => {
        const x = dec(c).div(10 ** s);
        const back = pow10(log10(x, 30), 15);
        expect(back.eq(x.roundToSignificant(15))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('log10 of a product is the sum of logs (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 6 }), fc.integer({ min: 1, max: 10 ** 6 }), (a, b) => {
        const lhs = log10(dec(a).mul(b), 25).roundToDecimals(18);
        const rhs = log10(a, 25).add(log10(b, 25)).roundToDecimals(18);
        expect(lhs.sub(rhs).abs().lte('1e-18')).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sqrt', () => {
  it('is exact on perfect squares and rounds otherwise', () => {
    expect(sqrt(16).toString()).toBe('4');
    expect(sqrt('0.0004').toString()).toBe('0.02');
    expect(sqrt(1e10).toString()).toBe('100000');
    expect(sqrt(0).toString()).toBe('0');
    expect(sqrt(2).toString()).toBe('1.414213562373095048801688724209698');
    expect(sqrt(2, 5).toString()).toBe('1.4142');
    expect(sqrt('0.5', 6).toString()).toBe('0.707107');
  });

  it('refuses negative input', () => {
    expect(() => sqrt(-4)).toThrow('不能对负数开平方');
  });

  it('squares back within the precision (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 8 }), (c, s) => {
        const x = dec(c).div(10 ** s);
        const r = sqrt(x, 30);
        expect(r.mul(r).sub(x).abs().lte(x.mul('1e-28'))).toBe(true);
      }),
    );
  });
});
