import fc from 'fast-check';
import { timeWeightedAverage } from '../concentration';
import { belowDetection, dec } from '../decimal';
import { dailyReductionFactor, judgeMac, judgeMixture, judgeStel, judgeTwa, weeklyReductionFactor } from './index';

describe('judgeTwa / judgeStel / judgeMac', () => {
  it('worked example: C_TWA 5.0 against toluene PC-TWA 50 → 符合, with edition and rule', () => {
    const twa = timeWeightedAverage([
      { concentration: 12, hours: 2 },
      { concentration: 4, hours: 4 },
      { concentration: belowDetection('0.5'), hours: 2 },
    ]).twa;
    const check = judgeTwa({ cTwa: twa, pcTwa: 50, edition: '2019', precision: { decimals: 1 } });
    expect(check.verdict).toBe('符合');
    expect(check.measured.toString()).toBe('5.0');
    expect(check.rule).toEqual({
      id: 'gbz2.1-2019/twa',
      edition: '2019',
      source: 'GBZ 2.1-2019 时间加权平均容许浓度 (PC-TWA)',
      formula: 'C_TWA ≤ PC-TWA',
    });
    expect(check.explanation).toBe('C_TWA 5.0 ≤ PC-TWA 50，符合');
  });

  it('rounds by GB/T 8170 before comparing: 85.04 → 85.0 passes 85, 85.06 → 85.1 fails, 85.05 → 85.0 passes', () => {
    expect(judgeTwa({ cTwa: '85.04', pcTwa: 85, edition: '2019', precision: { decimals: 1 } }).passed).toBe(true);
    expect(judgeTwa({ cTwa: '85.05', pcTwa: 85, edition: '2019', precision: { decimals: 1 } }).passed).toBe(true);
    expect(judgeTwa({ cTwa: '85.06', pcTwa: 85, edition: '2019', precision: { decimals: 1 } }).passed).toBe(false);
    expect(judgeTwa({ cTwa: '85.15', pcTwa: '85.1', edition: '2019', precision: { decimals: 1 } }).passed).toBe(false);
    expect(judgeTwa({ cTwa: '85.01', pcTwa: 85, edition: '2019' }).passed).toBe(false); // exact without precision
  });

  it('STEL and MAC at and over the limit', () => {
    expect(judgeStel({ cSte: 100, pcStel: 100, edition: '2019' }).verdict).toBe('符合');
    const over = judgeStel({ cSte: '100.1', pcStel: 100, edition: '2019' });
    expect(over.verdict).toBe('不符合');
    expect(over.explanation).toBe('C_STE 100.1 > PC-STEL 100，不符合');
    expect(judgeMac({ cMe: 10, mac: 10, edition: '2019' }).rule.formula).toBe('C_ME ≤ MAC');
    expect(judgeMac({ cMe: '7.6', mac: '7.5', edition: '2007' }).rule.id).toBe('gbz2.1-2007/mac');
    expect(judgeMac({ cMe: '7.6', mac: '7.5', edition: '2007' }).passed).toBe(false);
  });

  it('refuses negative concentrations and non-positive limits', () => {
    expect(() => judgeMac({ cMe: -1, mac: 10, edition: '2019' })).toThrow('C_ME不能为负数');
    expect(() => judgeTwa({ cTwa: 1, pcTwa: 0, edition: '2019' })).toThrow('PC-TWA必须大于零');
    expect(() => judgeStel({ cSte: 1, pcStel: -5, edition: '2019' })).toThrow('PC-STEL必须大于零');
    expect(() => judgeTwa({ cTwa: 1, pcTwa: 10, edition: '2019', reductionFactor: '1.2' })).toThrow('折减因子不能大于 1');
  });

  it('a value equal to the limit always passes and anything above fails (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 6 }), fc.integer({ min: 1, max: 1000 }), (l, bump) => {
        const limit = dec(l).div(100);
        expect(judgeTwa({ cTwa: limit, pcTwa: limit, edition: '2019' }).passed).toBe(true);
        expect(judgeTwa({ cTwa: limit.add(dec(bump).div(10 ** 6)), pcTwa: limit, edition: '2019' }).passed).toBe(false);
      }),
    );
  });
});

describe('reduction factors for long hours', () => {
  it('daily RF = (8/h)(24 − h)/16: 1 up to 8 h, 0.7 at 10 h, 0.5 at 12 h', () => {
    expect(dailyReductionFactor(8)).toMatchObject({ applied: false });
    expect(dailyReductionFactor(8).factor.toString()).toBe('1');
    expect(dailyReductionFactor(10).factor.toString()).toBe('0.7');
    expect(dailyReductionFactor(12).factor.toString()).toBe('0.5');
    expect(dailyReductionFactor('8.5').applied).toBe(true);
  });

  it('weekly RF = (40/h)(168 − h)/128: 1 up to 40 h, 0.78125 at 48 h', () => {
    expect(weeklyReductionFactor(40).applied).toBe(false);
    expect(weeklyReductionFactor(48).factor.toString()).toBe('0.78125');
  });

  it('applies RF to the TWA limit and names the reduced rule', () => {
    const rf = dailyReductionFactor(12).factor; // 0.5
    const check = judgeTwa({ cTwa: 30, pcTwa: 50, edition: '2019', reductionFactor: rf });
    expect(check.limit.toString()).toBe('25.0');
    expect(check.passed).toBe(false);
    expect(check.rule.id).toBe('gbz2.1-2019/twa-reduced');
    expect(check.explanation).toBe('C_TWA 30 > PC-TWA×RF 25.0，不符合');
  });

  it('refuses impossible hours', () => {
    expect(() => dailyReductionFactor(0)).toThrow('每日工作时间必须大于零');
    expect(() => dailyReductionFactor(25)).toThrow('不能超过 24 h');
    expect(() => weeklyReductionFactor(169)).toThrow('不能超过 168 h');
  });

  it('RF decreases as hours grow and stays in (0, 1] (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 81, max: 239 }), (tenths) => {
        const a = dailyReductionFactor(dec(tenths).div(10)).factor;
        const b = dailyReductionFactor(dec(tenths + 1).div(10)).factor;
        expect(b.lt(a)).toBe(true);
        expect(a.lte(1) && a.isPositive()).toBe(true);
      }),
    );
  });
});

describe('judgeMixture  Σ Ci/Li ≤ 1', () => {
  it('passes at exactly 1 and fails above', () => {
    const ok = judgeMixture(
      [
        { substance: '甲苯', concentration: 25, limit: 50 },
        { substance: '二甲苯', concentration: 25, limit: 50 },
      ],
      '2019',
    );
    expect(ok.sum.eq(1)).toBe(true);
    expect(ok.check.passed).toBe(true);
    expect(ok.check.rule.formula).toBe('Σ Ci/Li ≤ 1');
    const bad = judgeMixture(
      [
        { substance: '甲苯', concentration: 30, limit: 50 },
        { substance: '二甲苯', concentration: 25, limit: 50 },
      ],
      '2019',
    );
    expect(bad.check.measured.toString()).toBe('1.10');
    expect(bad.check.verdict).toBe('不符合');
    expect(bad.ratios.map((r) => r.ratio.toString())).toEqual(['0.6', '0.5']);
  });

  it('needs at least two components and positive limits', () => {
    expect(() => judgeMixture([{ substance: '甲苯', concentration: 1, limit: 50 }], '2019')).toThrow('至少需要两种物质');
    expect(() =>
      judgeMixture(
        [
          { substance: '甲苯', concentration: 1, limit: 0 },
          { substance: '苯', concentration: 1, limit: 6 },
        ],
        '2019',
      ),
    ).toThrow('甲苯限值必须大于零');
  });
});
