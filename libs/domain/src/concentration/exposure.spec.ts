import fc from 'fast-check';
import { Decimal, dec, belowDetection, formatMeasured } from '../decimal';
import { codeOf } from '../testing/code-of';
import { judgeStel } from '../judgement';
import { shortTermExposure, shortTermExposureFromSamples, timeWeightedAverage } from './index';

describe('shortTermExposure  C_STE = C·T/15 for T < 15 min', () => {
  it('averages a 5-minute exposure over 15 minutes', () => {
    expect(shortTermExposure(30, 5).eq(10)).toBe(true);
  });

  it('returns C itself for exactly 15 minutes', () => {
    expect(shortTermExposure('12.5', 15).toString()).toBe('12.5');
  });

  it('refuses more than 15 minutes, zero time and negative concentration', () => {
    expect(() => shortTermExposure(1, '15.1')).toThrow('短时间接触时间不应超过 15 min');
    expect(() => shortTermExposure(1, 0)).toThrow('接触时间必须大于零');
    expect(() => shortTermExposure(-1, 5)).toThrow('浓度不能为负数');
  });
});

describe('shortTermExposureFromSamples  C_STE = Σ Ci·Ti / 15 from consecutive short samples', () => {
  it('three consecutive 5-minute samples cover the 15 minutes: (12·5 + 6·5 + 3·5) / 15 = 7', () => {
    const r = shortTermExposureFromSamples([
      { concentration: 12, minutes: 5 },
      { concentration: 6, minutes: 5 },
      { concentration: 3, minutes: 5 },
    ]);
    expect(r.cSte.toString()).toBe('7');
    expect(r.sampledMinutes.toString()).toBe('15');
    expect(r.unexposedMinutes.toString()).toBe('0');
    expect(r.formula).toBe('C_STE = Σ Ci·Ti / 15');
    expect(formatMeasured(r.result)).toBe('7');
  });

  it('samples covering less than 15 min: the rest counts as no exposure, the divisor stays 15', () => {
    const r = shortTermExposureFromSamples([
      { concentration: 30, minutes: 4 },
      { concentration: 15, minutes: 6 },
    ]);
    expect(r.cSte.toString()).toBe('14'); // (120 + 90) / 15
    expect(r.unexposedMinutes.toString()).toBe('5');
  });

  it('keeps exactly 15 min and refuses more than 15 min in total with a Chinese OUT_OF_RANGE error', () => {
    expect(shortTermExposureFromSamples([{ concentration: 8, minutes: '7.5' }, { concentration: 8, minutes: '7.5' }]).cSte.eq(8)).toBe(true);
    const samples = [
      { concentration: 8, minutes: 10 },
      { concentration: 8, minutes: '5.1' },
    ];
    expect(codeOf(() => shortTermExposureFromSamples(samples))).toBe('OUT_OF_RANGE');
    expect(() => shortTermExposureFromSamples(samples)).toThrow('短时间接触时间不应超过 15 min：2 个连续样品的采样时间合计 15.1 min');
    expect(() => shortTermExposureFromSamples([{ concentration: 1, minutes: 16 }])).toThrow('短时间接触时间不应超过 15 min：16 min');
  });

  it('counts a "<LOD" sample by the method’s rule and reports "< x" when every sample is below detection', () => {
    const samples = [
      { concentration: 9, minutes: 5 },
      { concentration: belowDetection('0.3'), minutes: 10 },
    ];
    expect(shortTermExposureFromSamples(samples).cSte.toString()).toBe('3'); // (45 + 0) / 15
    expect(shortTermExposureFromSamples(samples, 'half-limit').cSte.eq('3.1')).toBe(true); // (45 + 1.5) / 15
    expect(shortTermExposureFromSamples(samples, 'limit').cSte.eq('3.2')).toBe(true); // (45 + 3) / 15
    const none = shortTermExposureFromSamples([
      { concentration: belowDetection('0.3'), minutes: 5 },
      { concentration: belowDetection('0.6'), minutes: 5 },
    ]);
    expect(none.cSte.isZero()).toBe(true);
    expect(formatMeasured(none.result)).toBe('<0.3'); // (1.5 + 3) / 15
  });

  it('refuses no samples, zero or negative minutes, negative concentrations and unknown rules', () => {
    expect(() => shortTermExposureFromSamples([])).toThrow('计算 C_STE 至少需要一个短时间样品');
    expect(() => shortTermExposureFromSamples([{ concentration: 1, minutes: 0 }])).toThrow('接触时间必须大于零');
    expect(() => shortTermExposureFromSamples([{ concentration: 1, minutes: -5 }])).toThrow('接触时间必须大于零');
    expect(() => shortTermExposureFromSamples([{ concentration: -1, minutes: 5 }])).toThrow('浓度不能为负数');
    expect(() => shortTermExposureFromSamples([{ concentration: 1, minutes: 5 }], 'x' as 'zero')).toThrow('未知的低于检出限计算规则');
  });

  it('feeds judgeStel, which rounds it to the method’s decimals before comparing', () => {
    const cSte = shortTermExposureFromSamples([
      { concentration: 250, minutes: 3 },
      { concentration: 110, minutes: 5 },
    ]).cSte; // (750 + 550) / 15 = 86.666…
    const check = judgeStel({ cSte, pcStel: '86.7', edition: '2019', precision: { decimals: 1 } });
    expect(check.measured.toString()).toBe('86.7');
    expect(check.passed).toBe(true);
    expect(judgeStel({ cSte, pcStel: '86.6', edition: '2019', precision: { decimals: 1 } }).passed).toBe(false);
  });

  it('a constant concentration over 15 min, however split, gives that concentration (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 6 }), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }), (c, weights) => {
        const concentration = dec(c).div(1000);
        const total = weights.reduce((a, b) => a + b, 0);
        let used = dec(0);
        const samples = weights.map((w, i) => {
          const minutes = i === weights.length - 1 ? dec(15).sub(used) : dec(15).mul(w).div(total, { decimals: 6 });
          used = used.add(minutes);
          return { concentration, minutes };
        });
        fc.pre(samples.every((s) => s.minutes.isPositive()));
        expect(shortTermExposureFromSamples(samples).cSte.eq(concentration)).toBe(true);
      }),
    );
  });

  it('agrees with the one-sample formula and never exceeds the highest sample (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 ** 5 }), fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 6 }),
        (parts) => {
          const samples = parts.map(([c, tenths]) => ({ concentration: dec(c).div(100), minutes: dec(tenths).div(10) }));
          const total = Decimal.sum(samples.map((s) => s.minutes));
          if (total.gt(15)) {
            expect(codeOf(() => shortTermExposureFromSamples(samples))).toBe('OUT_OF_RANGE');
            return;
          }
          const r = shortTermExposureFromSamples(samples);
          const highest = Decimal.max(dec(0), ...samples.map((s) => s.concentration));
          expect(r.cSte.lte(highest)).toBe(true);
          expect(r.unexposedMinutes.add(r.sampledMinutes).eq(15)).toBe(true);
          const first = samples[0];
          if (samples.length === 1 && first) expect(r.cSte.eq(shortTermExposure(first.concentration, first.minutes))).toBe(true);
        },
      ),
    );
  });
});

describe('timeWeightedAverage  C_TWA = Σ Ci·Ti / 8', () => {
  it('worked example: 12 × 2 h, 4 × 4 h, <LOD (as 0) × 2 h → 5.0 mg/m³', () => {
    const r = timeWeightedAverage(
      [
        { concentration: 12, hours: 2 },
        { concentration: 4, hours: 4 },
        { concentration: belowDetection('0.5'), hours: 2 },
      ],
      'zero',
    );
    expect(r.twa.roundToDecimals(1).toString()).toBe('5.0');
    expect(r.totalHours.eq(8)).toBe(true);
    expect(r.result.kind).toBe('quantified');
    expect(r.belowDetectionRule).toBe('zero');
  });

  it('counts a <LOD segment as LOD/2 or LOD when the method says so', () => {
    const segments = [
      { concentration: 12, hours: 2 },
      { concentration: 4, hours: 4 },
      { concentration: belowDetection('0.5'), hours: 2 },
    ];
    expect(timeWeightedAverage(segments, 'half-limit').twa.toString()).toBe('5.0625'); // (24+16+0.5)/8
    expect(timeWeightedAverage(segments, 'limit').twa.toString()).toBe('5.125'); // (24+16+1)/8
  });

  it('keeps the divisor at 8 for shorter shifts', () => {
    expect(timeWeightedAverage([{ concentration: 8, hours: 4 }]).twa.eq(4)).toBe(true);
  });

  it('reports "< x" when every segment is below detection', () => {
    const r = timeWeightedAverage([
      { concentration: belowDetection('0.2'), hours: 4 },
      { concentration: belowDetection('0.4'), hours: 4 },
    ]);
    expect(r.twa.isZero()).toBe(true);
    expect(formatMeasured(r.result)).toBe('<0.3');
  });

  it('accepts quantified measured values and decimals', () => {
    const r = timeWeightedAverage([{ concentration: { kind: 'quantified', value: dec('2.5') }, hours: 8 }]);
    expect(r.twa.toString()).toBe('2.5');
  });

  it('refuses empty input, unknown rules, zero hours, negative values and more than 24 h', () => {
    expect(() => timeWeightedAverage([])).toThrow('至少需要一个时段');
    expect(() => timeWeightedAverage([{ concentration: 1, hours: 8 }], 'x' as 'zero')).toThrow('未知的低于检出限计算规则');
    expect(() => timeWeightedAverage([{ concentration: 1, hours: 0 }])).toThrow('接触时间必须大于零');
    expect(() => timeWeightedAverage([{ concentration: -1, hours: 1 }])).toThrow('浓度不能为负数');
    expect(() => timeWeightedAverage([{ concentration: 1, hours: 25 }])).toThrow('不能超过 24 h');
  });

  it('a constant concentration over 8 h, however split, gives that concentration (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }),
        (c, weights) => {
          const concentration = dec(c).div(1000);
          const total = weights.reduce((a, b) => a + b, 0);
          // split 8 h exactly into parts proportional to the weights (last part takes the remainder)
          let used = dec(0);
          const segments = weights.map((w, i) => {
            const hours = i === weights.length - 1 ? dec(8).sub(used) : dec(8).mul(w).div(total, { decimals: 6 });
            used = used.add(hours);
            return { concentration, hours };
          });
          fc.pre(segments.every((s) => s.hours.isPositive()));
          expect(timeWeightedAverage(segments).twa.eq(concentration)).toBe(true);
        },
      ),
    );
  });

  it('C_TWA is monotone: raising one segment never lowers it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (a, b, bump) => {
        const low = timeWeightedAverage([{ concentration: a, hours: 4 }, { concentration: b, hours: 4 }]).twa;
        const high = timeWeightedAverage([{ concentration: a + bump, hours: 4 }, { concentration: b, hours: 4 }]).twa;
        expect(high.gt(low)).toBe(true);
      }),
    );
  });
});
