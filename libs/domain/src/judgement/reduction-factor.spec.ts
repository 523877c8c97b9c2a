import fc from 'fast-check';
import { dec } from '../decimal';
import { DomainError } from '../errors';
import {
  dailyReductionFactor,
  judgeDust,
  judgeMac,
  judgeMixture,
  judgePeakExposure,
  judgeStel,
  judgeTwa,
  requireReductionFactor,
  weeklyReductionFactor,
} from './index';

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const sample = { startMinute: 0, durationMinutes: 15, concentration: 1 };

/** Every judge of GBZ 2.1, called with the given reduction factor and otherwise valid inputs. */
const judges: readonly (readonly [string, (rf: string) => unknown])[] = [
  ['judgeTwa', (rf) => judgeTwa({ cTwa: 1, pcTwa: 10, edition: '2019', reductionFactor: rf })],
  ['judgeStel', (rf) => judgeStel({ cSte: 1, pcStel: 10, edition: '2019', reductionFactor: rf })],
  ['judgeMac', (rf) => judgeMac({ cMe: 1, mac: 10, edition: '2019', reductionFactor: rf })],
  ['judgePeakExposure 2019', (rf) => judgePeakExposure({ pcTwa: 10, edition: '2019', samples: [sample], reductionFactor: rf })],
  ['judgePeakExposure 2007 (excursion multiple)', (rf) => judgePeakExposure({ pcTwa: 10, edition: '2007', samples: [sample], reductionFactor: rf })],
  ['judgeDust', (rf) => judgeDust({ edition: '2019', fractions: [{ fraction: 'total', cTwa: 1, pcTwa: 8, reductionFactor: rf }] })],
  [
    'judgeDust with peak samples',
    (rf) => judgeDust({ edition: '2007', fractions: [{ fraction: 'respirable', cTwa: 1, pcTwa: 4, reductionFactor: rf, shortTermSamples: [sample] }] }),
  ],
  [
    'judgeMixture',
    (rf) =>
      judgeMixture(
        [
          { substance: '甲苯', concentration: 1, limit: 50, reductionFactor: rf },
          { substance: '二甲苯', concentration: 1, limit: 50 },
        ],
        '2019',
      ),
  ],
];

describe('requireReductionFactor: one validator for every judge', () => {
  it('defaults to 1 and accepts 0 < RF ≤ 1', () => {
    expect(requireReductionFactor(undefined).toString()).toBe('1');
    expect(requireReductionFactor(null).toString()).toBe('1');
    expect(requireReductionFactor(1).toString()).toBe('1');
    expect(requireReductionFactor('0.5').toString()).toBe('0.5');
    expect(requireReductionFactor('0.0001').toString()).toBe('0.0001');
  });

  it.each(['1.2', '1.0001', '0', '-0.5'])('refuses RF = %s with OUT_OF_RANGE and one Chinese message', (rf) => {
    const error = errorOf(() => requireReductionFactor(rf));
    expect(error.code).toBe('OUT_OF_RANGE');
    expect(error.message).toBe(`折减因子不能大于 1，且必须大于 0（0 < RF ≤ 1）：${rf}`);
    expect(error.details).toEqual({ label: '折减因子', value: rf });
  });

  it('refuses a non-number with INVALID_NUMBER, naming the factor', () => {
    const error = errorOf(() => requireReductionFactor('abc'));
    expect(error.code).toBe('INVALID_NUMBER');
    expect(error.message).toBe('折减因子不是有效的数值：abc');
  });

  describe.each(judges)('%s', (_name, judge) => {
    it.each(['1.2', '0', '-0.5', '2'])('refuses RF = %s exactly as the shared validator does', (rf) => {
      const expected = errorOf(() => requireReductionFactor(rf));
      const error = errorOf(() => judge(rf));
      expect({ code: error.code, message: error.message, details: error.details }).toEqual({
        code: expected.code,
        message: expected.message,
        details: expected.details,
      });
    });

    it('accepts RF = 1 and RF = 0.5', () => {
      expect(() => judge('1')).not.toThrow();
      expect(() => judge('0.5')).not.toThrow();
    });
  });

  it('regression (issue): judgeDust refused nothing above 1 while judgeTwa did; both now refuse RF 1.2 the same way', () => {
    const twa = errorOf(() => judgeTwa({ cTwa: 1, pcTwa: 8, edition: '2019', reductionFactor: '1.2' }));
    const dust = errorOf(() => judgeDust({ edition: '2019', fractions: [{ fraction: 'total', cTwa: 1, pcTwa: 8, reductionFactor: '1.2' }] }));
    expect(dust.message).toBe(twa.message);
    expect(dust.code).toBe(twa.code);
    expect(twa.message).toContain('折减因子不能大于 1');
  });

  it('any RF outside (0, 1] is refused by every judge; any RF inside is accepted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), fc.integer({ min: 0, max: judges.length - 1 }), (tenThousandths, index) => {
        const rf = dec(tenThousandths).div(10000).toString();
        const judge = judges[index]?.[1];
        if (!judge) return;
        const inRange = tenThousandths > 0 && tenThousandths <= 10000;
        if (inRange) expect(() => judge(rf)).not.toThrow();
        else expect(errorOf(() => judge(rf)).code).toBe('OUT_OF_RANGE');
      }),
    );
  });
});

describe('what a check records about the reduction factor', () => {
  it('applies RF to PC-TWA limits (TWA, dust) and records it; MAC, PC-STEL and peak multiples are not reduced', () => {
    const twa = judgeTwa({ cTwa: 1, pcTwa: 10, edition: '2019', reductionFactor: '0.5' });
    expect(twa.reductionFactor).toEqual({ factor: dec('0.5'), applied: true });
    expect(twa.limit.toString()).toBe('5.0');
    expect(judgeTwa({ cTwa: 1, pcTwa: 10, edition: '2019' }).reductionFactor).toEqual({ factor: dec(1), applied: false });
    const [dustTwa, ...peak] = judgeDust({
      edition: '2007',
      fractions: [{ fraction: 'total', cTwa: 1, pcTwa: 8, reductionFactor: '0.5', shortTermSamples: [sample] }],
    });
    expect(dustTwa?.reductionFactor?.applied).toBe(true);
    expect(dustTwa?.limit.toString()).toBe('4.0');
    expect(peak.map((c) => [c.limit.toString(), c.reductionFactor?.applied])).toEqual([['16', false]]);
    const stel = judgeStel({ cSte: 1, pcStel: 10, edition: '2019', reductionFactor: '0.5' });
    expect([stel.limit.toString(), stel.reductionFactor?.applied]).toEqual(['10', false]);
    const mac = judgeMac({ cMe: 1, mac: 10, edition: '2019', reductionFactor: '0.5' });
    expect([mac.limit.toString(), mac.reductionFactor?.applied]).toEqual(['10', false]);
    const peak2019 = judgePeakExposure({ pcTwa: 10, edition: '2019', samples: [sample], reductionFactor: '0.5' });
    expect(peak2019.reductionFactor).toEqual({ factor: dec('0.5'), applied: false });
    expect(peak2019.limits.ceiling?.toString()).toBe('50');
  });

  it('a mixture component with RF is judged against limit × RF', () => {
    const r = judgeMixture(
      [
        { substance: '甲苯', concentration: 20, limit: 50, reductionFactor: '0.8' },
        { substance: '二甲苯', concentration: 25, limit: 50 },
      ],
      '2019',
    );
    expect(r.ratios.map((x) => [x.limit.toString(), x.ratio.toString()])).toEqual([
      ['40.0', '0.5'],
      ['50', '0.5'],
    ]);
    expect(r.check.passed).toBe(true);
  });
});

describe('reduction factors are rounded down, never above the exact fraction', () => {
  it('daily RF at 9 h is 120/144 = 0.8333… rounded down at the 34th digit', () => {
    const rf = dailyReductionFactor(9).factor;
    expect(rf.toString()).toBe(`0.${'8'}${'3'.repeat(33)}`);
    expect(rf.mul(144).lte(120)).toBe(true);
  });

  it('daily and weekly RF times the denominator never exceed the numerator, and one more unit would (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 81, max: 239 }), fc.integer({ min: 401, max: 1679 }), (dayTenths, weekTenths) => {
        const h = dec(dayTenths).div(10);
        const day = dailyReductionFactor(h).factor;
        const dayNumerator = dec(8).mul(dec(24).sub(h));
        const dayDenominator = h.mul(16);
        expect(day.mul(dayDenominator).lte(dayNumerator)).toBe(true);
        const ulp = dec(`1e-${day.scale}`);
        expect(day.add(ulp).mul(dayDenominator).gt(dayNumerator) || day.mul(dayDenominator).eq(dayNumerator)).toBe(true);
        const w = dec(weekTenths).div(10);
        const week = weeklyReductionFactor(w).factor;
        expect(week.mul(w.mul(128)).lte(dec(40).mul(dec(168).sub(w)))).toBe(true);
      }),
    );
  });

  it('24 h a day (or 168 h a week) gives RF 0, which every judge refuses', () => {
    expect(dailyReductionFactor(24).factor.isZero()).toBe(true);
    expect(weeklyReductionFactor(168).factor.isZero()).toBe(true);
    expect(() => judgeTwa({ cTwa: 0, pcTwa: 10, edition: '2019', reductionFactor: dailyReductionFactor(24).factor })).toThrow(
      '折减因子不能大于 1，且必须大于 0（0 < RF ≤ 1）：0',
    );
  });
});
