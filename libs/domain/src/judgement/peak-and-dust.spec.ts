import { judgeDust, judgePeakExposure, peakExposureLimits, excursionMultiple2007 } from './index';

describe('peak exposure (PC-TWA only)', () => {
  it('worked example: PC-TWA 0.05 → excursion threshold 0.15, ceiling 0.25 (2019)', () => {
    const limits = peakExposureLimits('0.05', '2019');
    expect(limits.excursionThreshold.toString()).toBe('0.15');
    expect(limits.ceiling?.toString()).toBe('0.25');
    expect([limits.maxExcursionMinutes, limits.maxExcursionsPerDay, limits.minMinutesBetween]).toEqual([15, 4, 60]);
  });

  it.each([
    ['0.5', 'chemical', '3'],
    ['0.999', 'chemical', '3'],
    ['1', 'chemical', '2.5'],
    ['9.9', 'chemical', '2.5'],
    ['10', 'chemical', '2'],
    ['99', 'chemical', '2'],
    ['100', 'chemical', '1.5'],
    ['5', 'dust', '2'],
  ] as const)('2007 excursion multiple for PC-TWA %s (%s) is %s', (pcTwa, subject, multiple) => {
    expect(excursionMultiple2007(pcTwa, subject).toString()).toBe(multiple);
  });

  it('2019: passes four 15-min excursions 1 h apart under 5×', () => {
    const r = judgePeakExposure({
      pcTwa: 10,
      edition: '2019',
      samples: [0, 75, 150, 225].map((start) => ({ startMinute: start, durationMinutes: 15, concentration: 45 })),
    });
    expect(r.passed).toBe(true);
    expect(r.checks.map((c) => c.rule.id)).toEqual([
      'gbz2.1-2019/peak-ceiling',
      'gbz2.1-2019/peak-duration',
      'gbz2.1-2019/peak-count',
      'gbz2.1-2019/peak-interval',
    ]);
  });

  it('2019: fails a fifth excursion, one closer than 1 h, one longer than 15 min, and anything over 5×', () => {
    const five = judgePeakExposure({
      pcTwa: 10,
      edition: '2019',
      samples: [0, 75, 150, 225, 300].map((start) => ({ startMinute: start, durationMinutes: 15, concentration: 31 })),
    });
    expect(five.checks.find((c) => c.rule.id.endsWith('peak-count'))?.passed).toBe(false);
    const close = judgePeakExposure({
      pcTwa: 10,
      edition: '2019',
      samples: [
        { startMinute: 0, durationMinutes: 15, concentration: 31 },
        { startMinute: 74, durationMinutes: 15, concentration: 31 },
      ],
    });
    expect(close.passed).toBe(false);
    expect(close.checks.find((c) => c.rule.id.endsWith('peak-interval'))?.explanation).toBe('最短超限间隔(min) 59 < 60，不符合');
    const long = judgePeakExposure({ pcTwa: 10, edition: '2019', samples: [{ startMinute: 0, durationMinutes: 20, concentration: 31 }] });
    expect(long.passed).toBe(false);
    const ceiling = judgePeakExposure({ pcTwa: 10, edition: '2019', samples: [{ startMinute: 0, durationMinutes: 5, concentration: '50.1' }] });
    expect(ceiling.checks[0]?.passed).toBe(false);
    expect(judgePeakExposure({ pcTwa: 10, edition: '2019', samples: [{ startMinute: 0, durationMinutes: 5, concentration: 50 }] }).passed).toBe(true);
  });

  it('2019: exactly 3× is not an excursion', () => {
    const r = judgePeakExposure({
      pcTwa: 10,
      edition: '2019',
      samples: [0, 20, 40, 60, 80].map((start) => ({ startMinute: start, durationMinutes: 15, concentration: 30 })),
    });
    expect(r.passed).toBe(true);
  });

  it('2007: judges the highest short-term value against the excursion multiple', () => {
    const r = judgePeakExposure({
      pcTwa: 50,
      edition: '2007',
      samples: [{ startMinute: 0, durationMinutes: 15, concentration: 101 }],
    });
    expect(r.passed).toBe(false);
    expect(r.checks[0]?.rule.id).toBe('gbz2.1-2007/excursion-multiple');
    expect(r.checks[0]?.explanation).toBe('最高短时间浓度 101 > 2×PC-TWA 100，不符合');
  });

  it('refuses no samples and non-positive PC-TWA', () => {
    expect(() => judgePeakExposure({ pcTwa: 10, edition: '2019', samples: [] })).toThrow('至少一个短时间样品');
    expect(() => peakExposureLimits(0, '2019')).toThrow('PC-TWA必须大于零');
  });
});

describe('judgeDust (total and respirable separately)', () => {
  it('silica dust 10–50 %: total 1, respirable 0.7', () => {
    const checks = judgeDust({
      edition: '2019',
      precision: { decimals: 2 },
      fractions: [
        { fraction: 'total', cTwa: '0.95', pcTwa: 1 },
        { fraction: 'respirable', cTwa: '0.705', pcTwa: '0.7' },
      ],
    });
    expect(checks.map((c) => [c.rule.id, c.verdict])).toEqual([
      ['gbz2.1-2019/dust-total-twa', '符合'],
      ['gbz2.1-2019/dust-respirable-twa', '符合'], // 0.705 → 0.70 (half-even)
    ]);
  });

  it('worked example: other dust 2.46 against total 8 passes; with peak samples judged at 2× in 2007', () => {
    const checks = judgeDust({
      edition: '2007',
      fractions: [{ fraction: 'total', cTwa: '2.46', pcTwa: 8, shortTermSamples: [{ startMinute: 0, durationMinutes: 15, concentration: 17 }] }],
    });
    expect(checks.map((c) => c.passed)).toEqual([true, false]);
    expect(checks[1]?.limit.toString()).toBe('16');
  });

  it('applies a reduction factor and refuses a missing limit', () => {
    const [check] = judgeDust({ edition: '2019', fractions: [{ fraction: 'total', cTwa: 5, pcTwa: 8, reductionFactor: '0.5' }] });
    expect(check?.limit.toString()).toBe('4.0'); // the exact PC-TWA × RF; no longer rounded to 3 significant digits
    expect(check?.displayedLimit.toString()).toBe('4.0');
    expect(check?.passed).toBe(false);
    expect(() => judgeDust({ edition: '2019', fractions: [{ fraction: 'respirable', cTwa: 1, pcTwa: null }] })).toThrow(
      '该粉尘没有呼尘限值，无法判定',
    );
    expect(() => judgeDust({ edition: '2019', fractions: [] })).toThrow('至少需要总尘或呼尘之一');
  });
});
