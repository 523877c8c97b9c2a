import fc from 'fast-check';
import { Decimal, dec, type Precision } from '../decimal';
import { checkAtMost, dailyReductionFactor, displayedLimitFor, judgeDust, judgeTwa, rule, weeklyReductionFactor } from './index';

/** PC-TWA 50 on a 9-hour day: RF = (8/9)(15/16) = 0.8333…, so the exact reduced limit is 41.666… */
const rf9h = dailyReductionFactor(9).factor;

describe('regression (issue): a reduced limit is compared exactly, never rounded first', () => {
  it('C_TWA 41.68 (method: 1 decimal → 41.7) against PC-TWA 50 × RF(9 h) = 41.666… is 不符合 (was 符合 against 41.7)', () => {
    const check = judgeTwa({ cTwa: '41.68', pcTwa: 50, edition: '2019', reductionFactor: rf9h, precision: { decimals: 1 } });
    expect(check.measured.toString()).toBe('41.7');
    expect(check.limit.toString().startsWith('41.6666666666')).toBe(true);
    expect(check.limit.eq(dec(50).mul(rf9h))).toBe(true);
    expect(check.displayedLimit.toString()).toBe('41.6');
    expect(check.verdict).toBe('不符合');
    expect(check.explanation).toBe('C_TWA 41.7 > PC-TWA×RF 41.6，不符合');
    expect(check.rule).toEqual({
      id: 'gbz2.1-2019/twa-reduced',
      edition: '2019',
      source: 'GBZ 2.1-2019 PC-TWA（长工时折减）',
      formula: 'C_TWA ≤ PC-TWA × RF',
    });
  });

  it('without a stated precision, C_TWA 41.67 against 41.666… is 不符合 (was 符合 against the 3-significant-digit 41.7)', () => {
    const check = judgeTwa({ cTwa: '41.67', pcTwa: 50, edition: '2019', reductionFactor: rf9h });
    expect(check.passed).toBe(false);
    expect(check.precision).toBeNull();
    expect(check.explanation).toBe('C_TWA 41.67 > PC-TWA×RF 41.66，不符合');
  });

  it('C_TWA 41.6 is 符合, and says so with the printed limit', () => {
    const check = judgeTwa({ cTwa: '41.6', pcTwa: 50, edition: '2019', reductionFactor: rf9h, precision: { decimals: 1 } });
    expect(check.explanation).toBe('C_TWA 41.6 ≤ PC-TWA×RF 41.6，符合');
  });

  it('dust: total dust 6.67 (2 decimals) against PC-TWA 8 × RF(9 h) = 6.666… is 不符合 (was 符合 against 6.67)', () => {
    const [check] = judgeDust({
      edition: '2019',
      precision: { decimals: 2 },
      fractions: [{ fraction: 'total', cTwa: '6.671', pcTwa: 8, reductionFactor: rf9h }],
    });
    expect(check?.measured.toString()).toBe('6.67');
    expect(check?.unroundedMeasured.toString()).toBe('6.671');
    expect(check?.limit.eq(dec(8).mul(rf9h))).toBe(true);
    expect(check?.displayedLimit.toString()).toBe('6.66');
    expect(check?.passed).toBe(false);
    expect(check?.explanation).toBe('总尘 C_TWA 6.67 > 总尘 PC-TWA×RF 6.66，不符合');
    expect(check?.rule.id).toBe('gbz2.1-2019/dust-total-twa');
  });

  it('records the exact limit, the printed limit, the rounded and unrounded value, the precision, the rule and the edition', () => {
    const check = judgeTwa({ cTwa: '85.04', pcTwa: 85, edition: '2007', precision: { decimals: 1 } });
    expect(check).toMatchObject({ passed: true, verdict: '符合', precision: { decimals: 1 } });
    expect(check.measured.toString()).toBe('85.0');
    expect(check.unroundedMeasured.toString()).toBe('85.04');
    expect(check.limit.toString()).toBe('85');
    expect(check.displayedLimit.toString()).toBe('85');
    expect(check.rule.edition).toBe('2007');
    expect(check.rule.id).toBe('gbz2.1-2007/twa');
  });

  it('rounds the measured value half-even (GB/T 8170) to the method’s decimals; the default compares the full value', () => {
    expect(judgeTwa({ cTwa: '25.05', pcTwa: 50, edition: '2019', reductionFactor: '0.5', precision: { decimals: 1 } }).passed).toBe(true); // 25.0
    expect(judgeTwa({ cTwa: '25.15', pcTwa: 50, edition: '2019', reductionFactor: '0.5', precision: { decimals: 1 } }).passed).toBe(false); // 25.2
    expect(judgeTwa({ cTwa: '25.01', pcTwa: 50, edition: '2019', reductionFactor: '0.5' }).passed).toBe(false); // full value
  });
});

const precisions: fc.Arbitrary<Precision | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 4 }).map((decimals) => ({ decimals })),
  fc.integer({ min: 1, max: 5 }).map((significantDigits) => ({ significantDigits })),
);
const hoursPerDay = fc.integer({ min: 81, max: 239 }).map((tenths) => dec(tenths).div(10));
const hoursPerWeek = fc.integer({ min: 401, max: 1679 }).map((tenths) => dec(tenths).div(10));
const reductionFactor = fc.oneof(
  hoursPerDay.map((h) => dailyReductionFactor(h).factor),
  hoursPerWeek.map((h) => weeklyReductionFactor(h).factor),
  fc.integer({ min: 1, max: 1000 }).map((n) => dec(n).div(1000)),
);
const limitValue = fc.integer({ min: 1, max: 100000 }).map((n) => dec(n).div(100));
/** A measured value near the reduced limit (within ±5 %), with 0–5 decimals. */
function nearLimit(limit: Decimal): fc.Arbitrary<Decimal> {
  return fc
    .tuple(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 0, max: 5 }))
    .map(([permille, decimals]) => Decimal.max(0, limit.mul(dec(100000 + permille).div(100000)).roundToDecimals(decimals)));
}

describe('never 符合 when the compared value is above the exact reduced limit (properties)', () => {
  it('judgeTwa: passed ⇔ rounded C_TWA ≤ PC-TWA × RF exactly; the printed sentence agrees', () => {
    fc.assert(
      fc.property(
        limitValue,
        reductionFactor,
        precisions,
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 5 }),
        (pcTwa, rf, precision, permille, decimals) => {
          const exactLimit = pcTwa.mul(rf);
          const value = Decimal.max(0, exactLimit.mul(dec(100000 + permille).div(100000)).roundToDecimals(decimals));
          const check = judgeTwa({ cTwa: value, pcTwa, edition: '2019', reductionFactor: rf, precision });
          const compared = precision ? value.round(precision) : value;
          expect(check.measured.eq(compared)).toBe(true);
          expect(check.limit.eq(exactLimit)).toBe(true);
          expect(check.passed).toBe(compared.lte(exactLimit));
          if (compared.gt(exactLimit)) expect(check.verdict).toBe('不符合');
          // the printed limit is never above the exact one and gives the same verdict
          expect(check.displayedLimit.lte(exactLimit)).toBe(true);
          expect(check.measured.lte(check.displayedLimit)).toBe(check.passed);
        },
      ),
    );
  });

  it('judgeDust: never 符合 when the rounded C_TWA is above PC-TWA × RF (property)', () => {
    fc.assert(
      fc.property(limitValue, reductionFactor, precisions, (pcTwa, rf, precision) => {
        const exactLimit = pcTwa.mul(rf);
        fc.assert(
          fc.property(nearLimit(exactLimit), (value) => {
            const [check] = judgeDust({ edition: '2019', precision, fractions: [{ fraction: 'respirable', cTwa: value, pcTwa, reductionFactor: rf }] });
            const compared = precision ? value.round(precision) : value;
            expect(check?.passed).toBe(compared.lte(exactLimit));
            expect(check?.measured.lte(check.displayedLimit)).toBe(check?.passed);
          }),
          { numRuns: 10 },
        );
      }),
      { numRuns: 50 },
    );
  });

  it('the exact reduced limit never exceeds PC-TWA × the true (rational) Brief & Scala factor (property)', () => {
    fc.assert(
      fc.property(limitValue, hoursPerDay, (pcTwa, h) => {
        const limit = judgeTwa({ cTwa: 0, pcTwa, edition: '2019', reductionFactor: dailyReductionFactor(h).factor }).limit;
        // limit ≤ pcTwa · 8(24 − h) / (16h)  ⇔  limit · 16h ≤ pcTwa · 8(24 − h)
        expect(limit.mul(h.mul(16)).lte(pcTwa.mul(8).mul(dec(24).sub(h)))).toBe(true);
      }),
    );
  });
});

describe('displayedLimitFor: how a report prints an exact limit', () => {
  it.each([
    ['50', '5.0', '50'],
    ['0.05', '0.1', '0.05'],
    ['25.0', '30', '25.0'],
    ['4.0', '5', '4.0'],
    ['41.66666666666666666666666666666666665', '30', '41.6'],
    ['41.66666666666666666666666666666666665', '41.67', '41.66'],
    ['0.8333333', '0.8', '0.833'],
    ['1234.5678', '1', '1234'],
    ['1234.5678', '1234.57', '1234.56'],
  ])('limit %s next to %s prints %s', (limit, measured, printed) => {
    expect(displayedLimitFor(limit, measured).toString()).toBe(printed);
  });

  it('never prints more than the exact limit, and the printed comparison has the exact verdict (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 38 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 8 }),
        (lc, ls, mc, ms) => {
          const limit = Decimal.of(lc, ls);
          const measured = Decimal.of(mc, ms);
          const shown = displayedLimitFor(limit, measured);
          expect(shown.lte(limit)).toBe(true);
          expect(measured.lte(shown)).toBe(measured.lte(limit));
          const check = checkAtMost(rule('2019', 'twa', 'x', 'y'), 'C', measured, 'L', limit);
          expect(check.explanation).toBe(`C ${measured.toString()} ${check.passed ? '≤' : '>'} L ${shown.toString()}，${check.verdict}`);
        },
      ),
    );
  });
});
