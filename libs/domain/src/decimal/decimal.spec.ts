import fc from 'fast-check';
import { DomainError } from '../errors';
import { Decimal, dec } from './index';

const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
  .map(([c, s]) => Decimal.of(c, s));

describe('Decimal construction', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['1.50', '1.50'],
    ['+2.5', '2.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1e3', '1000'],
    ['1.5E-3', '0.0015'],
    ['  42  ', '42'],
    ['-0.001', '-0.001'],
  ])('parses %s as %s', (input, expected) => {
    expect(dec(input).toString()).toBe(expected);
  });

  it('converts JS numbers by their shortest text, so 0.1 + 0.2 is exactly 0.3', () => {
    expect(dec(0.1).add(0.2).toString()).toBe('0.3');
    expect(dec(1e-7).toString()).toBe('0.0000001');
    expect(dec(1e21).toString()).toBe('1000000000000000000000');
    expect(dec(-0).toString()).toBe('0');
  });

  it('accepts bigint and Decimal', () => {
    expect(dec(12n).toString()).toBe('12');
    const d = dec('3.14');
    expect(dec(d)).toBe(d);
    expect(Decimal.of(314n, 2).toString()).toBe('3.14');
    expect(Decimal.of(5n, -2).toString()).toBe('500');
  });

  it.each(['', 'abc', '1.2.3', '1e', '.', '--1', '1e99999', 'NaN'])('refuses %p with INVALID_NUMBER', (input) => {
    expect(() => dec(input)).toThrow(DomainError);
    try {
      dec(input);
    } catch (error) {
      expect((error as DomainError).code).toBe('INVALID_NUMBER');
      expect((error as DomainError).message).toContain('无效的数值');
    }
  });

  it('refuses non-finite numbers, non-integer scales and foreign types', () => {
    expect(() => dec(Number.NaN)).toThrow('无效的数值');
    expect(() => dec(Number.POSITIVE_INFINITY)).toThrow('无效的数值');
    expect(() => Decimal.of(1n, 0.5)).toThrow('无效的数值');
    expect(() => dec({} as unknown as string)).toThrow('无效的数值');
  });
});

describe('Decimal arithmetic', () => {
  it('adds, subtracts and multiplies exactly, keeping the scale', () => {
    expect(dec('1.10').add('2.205').toString()).toBe('3.305');
    expect(dec('5').sub('7.5').toString()).toBe('-2.5');
    expect(dec('1.5').mul('0.20').toString()).toBe('0.300');
    expect(dec('-2').mul('-3').toString()).toBe('6');
  });

  it('divides to 34 significant digits by default and drops padding zeros', () => {
    expect(dec(1).div(3).toString()).toBe('0.3333333333333333333333333333333333');
    expect(dec(6).div(2).toString()).toBe('3');
    expect(dec('85.0').div(1).toString()).toBe('85.0');
    expect(dec(0).div(7).toString()).toBe('0');
    expect(dec(-1).div(8).toString()).toBe('-0.125');
    expect(dec(10).div('-4').toString()).toBe('-2.5');
  });

  it('divides to a stated number of decimals, rounding half-even', () => {
    expect(dec(2).div(3, { decimals: 2 }).toString()).toBe('0.67');
    expect(dec(1).div(8, { decimals: 2 }).toString()).toBe('0.12'); // 0.125 → even
    expect(dec(3).div(8, { decimals: 2 }).toString()).toBe('0.38'); // 0.375 → even
    expect(dec(6).div(2, { decimals: 2 }).toString()).toBe('3.00');
    expect(dec(1).div(3, { decimals: 0 }).toString()).toBe('0');
    expect(dec(-5).div(2, { decimals: 0 }).toString()).toBe('-2');
  });

  it('divides to significant digits without double rounding', () => {
    // 0.12450001 must round to 0.125, not 0.1245 → 0.124
    expect(dec('0.12450001').div(1, { significantDigits: 3 }).toString()).toBe('0.125');
    expect(dec('1245').div(10000, { significantDigits: 3 }).toString()).toBe('0.124');
    expect(dec(2).div(3, { significantDigits: 3 }).toString()).toBe('0.667');
    expect(dec(200).div(3, { significantDigits: 2 }).toString()).toBe('67');
    expect(dec('0.001').div(3, { significantDigits: 2 }).toString()).toBe('0.00033');
  });

  it('refuses division by zero and bad precisions', () => {
    expect(() => dec(1).div(0)).toThrow('除数不能为零');
    expect(() => dec(1).div(3, { decimals: -1 })).toThrow(DomainError);
    expect(() => dec(1).div(3, { significantDigits: 0 })).toThrow(DomainError);
    expect(() => dec(1).div(3, { significantDigits: 1.5 })).toThrow(DomainError);
  });

  it('sums, takes min and max, neg and abs', () => {
    expect(Decimal.sum(['1.1', 2, dec('0.05')]).toString()).toBe('3.15');
    expect(Decimal.sum([]).toString()).toBe('0');
    expect(Decimal.max('1', '3.5', 2).toString()).toBe('3.5');
    expect(Decimal.min('1', '-3.5', 2).toString()).toBe('-3.5');
    expect(dec('2').neg().toString()).toBe('-2');
    expect(dec('-2.5').abs().toString()).toBe('2.5');
    expect(dec('2.5').abs().toString()).toBe('2.5');
  });

  it('compares across scales', () => {
    expect(dec('85.0').eq(85)).toBe(true);
    expect(dec('85.1').gt(85)).toBe(true);
    expect(dec('85.1').gte('85.10')).toBe(true);
    expect(dec('-1').lt(0)).toBe(true);
    expect(dec('1').lte('1.000')).toBe(true);
    expect(dec('2').compare(1)).toBe(1);
    expect(dec('1').compare(2)).toBe(-1);
  });

  it('answers sign and shape questions', () => {
    expect(dec('0.00').isZero()).toBe(true);
    expect(dec('-0.1').isNegative()).toBe(true);
    expect(dec('0.1').isPositive()).toBe(true);
    expect(dec('0').isPositive()).toBe(false);
    expect(dec('3.00').isInteger()).toBe(true);
    expect(dec('3.01').isInteger()).toBe(false);
    expect(dec('123.4').adjustedExponent()).toBe(2);
    expect(dec('0.05').adjustedExponent()).toBe(-2);
    expect(dec('0').adjustedExponent()).toBe(0);
    expect(dec('0.0500').significantDigits()).toBe(3);
    expect(dec('0').significantDigits()).toBe(1);
    expect(Decimal.isDecimal(dec(1))).toBe(true);
    expect(Decimal.isDecimal('1')).toBe(false);
  });

  it('serialises as a string and converts to number for display', () => {
    expect(JSON.stringify({ c: dec('4.130') })).toBe('{"c":"4.130"}');
    expect(dec('4.13').toNumber()).toBe(4.13);
    expect(dec('-0.05').toString()).toBe('-0.05');
    expect(dec('1.200').trimTo(0).toString()).toBe('1.2');
    expect(dec('1.200').trimTo(2).toString()).toBe('1.20');
    expect(dec('100').trimTo(0).toString()).toBe('100');
  });
});

describe('Decimal properties', () => {
  it('addition is commutative and sub undoes add', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(a.add(b).eq(b.add(a))).toBe(true);
        expect(a.add(b).sub(b).eq(a)).toBe(true);
      }),
    );
  });

  it('division by a non-zero value times that value returns the dividend within the precision', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        fc.pre(!b.isZero());
        const back = a.div(b).mul(b);
        const tolerance = a.abs().mul('1e-30').add('1e-30');
        expect(back.sub(a).abs().lte(tolerance)).toBe(true);
      }),
    );
  });

  it('agrees with the order of JS numbers for values JS represents exactly', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(dec(a).compare(b)).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });

  it('toString round-trips through the parser', () => {
    fc.assert(
      fc.property(decimalText, (a) => {
        const back = dec(a.toString());
        expect(back.eq(a)).toBe(true);
        expect(back.scale).toBe(a.scale);
      }),
    );
  });
});

describe('Decimal division with a directed rounding mode', () => {
  it('rounds 2/3 down or up at the stated precision (half-even by default)', () => {
    expect(dec(2).div(3, { decimals: 4 }).toString()).toBe('0.6667');
    expect(dec(2).div(3, { decimals: 4 }, 'floor').toString()).toBe('0.6666');
    expect(dec(2).div(3, { decimals: 4 }, 'ceiling').toString()).toBe('0.6667');
    expect(dec(-2).div(3, { decimals: 4 }, 'floor').toString()).toBe('-0.6667');
    expect(dec(1).div(8, { decimals: 2 }, 'floor').toString()).toBe('0.12');
    expect(dec(1).div(8, { decimals: 2 }, 'ceiling').toString()).toBe('0.13');
    expect(dec(2).div(3, { significantDigits: 3 }, 'floor').toString()).toBe('0.666');
    expect(dec(6).div(2, { significantDigits: 3 }, 'floor').toString()).toBe('3');
  });

  it("'floor' never exceeds and 'ceiling' never falls short of the exact quotient, one unit apart at most (property)", () => {
    fc.assert(
      fc.property(decimalText, decimalText, fc.integer({ min: 1, max: 40 }), (a, b, digits) => {
        fc.pre(!b.isZero() && b.isPositive());
        const down = a.div(b, { significantDigits: digits }, 'floor');
        const up = a.div(b, { significantDigits: digits }, 'ceiling');
        expect(down.mul(b).lte(a)).toBe(true);
        expect(up.mul(b).gte(a)).toBe(true);
        expect(down.lte(up)).toBe(true);
      }),
    );
  });
});
