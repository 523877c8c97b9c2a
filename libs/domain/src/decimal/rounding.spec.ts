import fc from 'fast-check';
import { dec, divideRounded, type RoundingMode } from './index';

describe('GB/T 8170 rounding (half-even)', () => {
  it.each([
    // GB/T 8170-2008 §3.3 examples: 5 followed by zeros rounds to even, followed by non-zero rounds up
    ['12.1498', 1, '12.1'],
    ['10.502', 0, '11'],
    ['1.050', 1, '1.0'],
    ['0.35', 1, '0.4'],
    ['2.5', 0, '2'],
    ['3.5', 0, '4'],
    ['-2.5', 0, '-2'],
    ['-3.5', 0, '-4'],
    ['85.05', 1, '85.0'],
    ['85.15', 1, '85.2'],
    ['85.050001', 1, '85.1'],
    ['2.675', 2, '2.68'],
    ['2.665', 2, '2.66'],
  ])('%s to %i decimals is %s', (value, decimals, expected) => {
    expect(dec(value).roundToDecimals(decimals).toString()).toBe(expected);
  });

  it('pads to the requested scale so 85 prints as 85.0', () => {
    expect(dec(85).roundToDecimals(1).toString()).toBe('85.0');
  });

  it('rounds to tens with negative decimals (GB/T 8170 "修约到十数位")', () => {
    expect(dec('2350').roundToDecimals(-2).toString()).toBe('2400');
    expect(dec('2250').roundToDecimals(-2).toString()).toBe('2200');
    expect(dec('1268').roundToDecimals(-1).toString()).toBe('1270');
  });

  it.each([
    ['0.004125', 3, '0.00412'],
    ['0.004135', 3, '0.00414'],
    ['4.1265', 3, '4.13'],
    ['9.995', 3, '10.0'],
    ['9.9951', 3, '10.0'],
    ['0.09995', 3, '0.100'],
    ['12345', 2, '12000'],
    ['1.2', 4, '1.200'],
    ['-0.0355', 2, '-0.036'],
    ['0', 3, '0'],
  ])('%s to %i significant digits is %s', (value, digits, expected) => {
    expect(dec(value).roundToSignificant(digits).toString()).toBe(expected);
  });

  it('round() dispatches on the precision kind', () => {
    expect(dec('1.25').round({ decimals: 1 }).toString()).toBe('1.2');
    expect(dec('1.25').round({ significantDigits: 2 }).toString()).toBe('1.2');
    expect(dec('1.25').round({ decimals: 1 }, 'half-up').toString()).toBe('1.3');
  });

  it.each<[RoundingMode, string, string]>([
    ['half-up', '2.5', '3'],
    ['half-up', '-2.5', '-3'],
    ['down', '2.9', '2'],
    ['down', '-2.9', '-2'],
    ['up', '2.1', '3'],
    ['up', '-2.1', '-3'],
    ['floor', '-2.1', '-3'],
    ['floor', '2.9', '2'],
    ['ceiling', '2.1', '3'],
    ['ceiling', '-2.9', '-2'],
    ['half-even', '2.4', '2'],
    ['half-even', '2.6', '3'],
  ])('mode %s rounds %s to %s', (mode, value, expected) => {
    expect(dec(value).roundToDecimals(0, mode).toString()).toBe(expected);
  });

  it('divideRounded handles a negative divisor', () => {
    expect(divideRounded(5n, -2n, 'half-even')).toBe(-2n);
    expect(divideRounded(7n, -2n, 'half-even')).toBe(-4n);
    expect(divideRounded(6n, 3n, 'half-even')).toBe(2n);
  });

  it('refuses non-integer decimals and digit counts', () => {
    expect(() => dec(1).roundToDecimals(0.5)).toThrow('小数位数必须是整数');
    expect(() => dec(1).roundToSignificant(0)).toThrow('significantDigits');
  });

  it('half-even is never further than half a unit and is unbiased on ties (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 5 }), (c, d) => {
        const value = dec(c).div(10n ** 6n);
        const rounded = value.roundToDecimals(d);
        const half = dec(5).div(dec(10).mul(dec(10n ** BigInt(d))));
        expect(rounded.sub(value).abs().lte(half)).toBe(true);
        if (rounded.sub(value).abs().eq(half)) {
          expect((rounded.coefficient % 2n === 0n)).toBe(true);
        }
      }),
    );
  });
});
