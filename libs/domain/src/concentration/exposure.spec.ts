import fc from 'fast-check';
import { dec, belowDetection, formatMeasured } from '../decimal';
import { shortTermExposure, timeWeightedAverage } from './index';

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
