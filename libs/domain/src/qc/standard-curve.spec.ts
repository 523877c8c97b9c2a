import fc from 'fast-check';
import { Decimal } from '../decimal/decimal';
import { DomainErrorCodes } from '../errors/error-codes';
import { qcCheckStandard, qcFitStandardCurve } from './standard-curve';
import { codeOf } from '../testing/code-of';

const points = [
  { x: 0, y: '0.002' },
  { x: 1, y: '0.101' },
  { x: 2, y: '0.199' },
  { x: 3, y: '0.302' },
  { x: 4, y: '0.398' },
  { x: 5, y: '0.501' },
];

describe('qcFitStandardCurve (domain.md §7)', () => {
  it('fits y = a + b·x by least squares, hand-checked: b 0.0996857…, a 0.0012857…, r 0.99996…', () => {
    const curve = qcFitStandardCurve(points);
    // b = 0.6978/7 and a = 0.009/7 exactly
    expect(curve.slope.toString().startsWith('0.09968571428571428571')).toBe(true);
    expect(curve.intercept.toString().startsWith('0.00128571428571428571')).toBe(true);
    expect(curve.r.toString().startsWith('0.999966156659')).toBe(true);
    expect(curve.rReported.toString()).toBe('1.0000');
    expect(curve).toMatchObject({ rPasses: true, levels: 5, hasBlank: true, levelsPass: true, passes: true });
    expect(curve.inverse('0.250').toString().startsWith('2.49498423617')).toBe(true);
    expect(curve.predict(2).toString().startsWith('0.2006571428571428')).toBe(true);
  });

  it('is exact on a perfect line: y = 0.5 + 2x gives a 0.5, b 2, r 1', () => {
    const curve = qcFitStandardCurve([0, 1, 2, 3, 4, 5].map((x) => ({ x, y: 0.5 + 2 * x })));
    expect(curve.slope.eq(2)).toBe(true);
    expect(curve.intercept.eq('0.5')).toBe(true);
    expect(curve.r.eq(1)).toBe(true);
    expect(curve.inverse('10.5').eq(5)).toBe(true);
  });

  it('r is rounded to 4 decimals (GB/T 8170) and then compared with 0.999 (configurable)', () => {
    const line = (last: string) => [0, 1, 2, 3, 4, 5].map((x) => ({ x, y: x === 5 ? last : x }));
    const fails = qcFitStandardCurve(line('4.73'));
    expect(fails.r.toString().startsWith('0.9989287')).toBe(true);
    expect(fails.rReported.toString()).toBe('0.9989');
    expect(fails).toMatchObject({ rPasses: false, passes: false });
    // r = 0.99897… < 0.999 exactly, but is reported as 0.9990 and therefore passes
    const edge = qcFitStandardCurve(line('4.735'));
    expect(edge.r.lt('0.999')).toBe(true);
    expect(edge.rReported.toString()).toBe('0.9990');
    expect(edge.rPasses).toBe(true);
    expect(qcFitStandardCurve(line('4.73'), { rDecimals: 3 }).rPasses).toBe(true);
    const lenient = qcFitStandardCurve(line('4.70'), { minR: '0.995' });
    expect(lenient.rReported.toString()).toBe('0.9987');
    expect(lenient.rPasses).toBe(true);
    expect(lenient.minR.toString()).toBe('0.995');
  });

  it('flags fewer than 5 levels or a missing blank, unless configured otherwise', () => {
    const noBlank = qcFitStandardCurve(points.slice(1));
    expect(noBlank).toMatchObject({ hasBlank: false, levelsPass: false, passes: false, rPasses: true });
    expect(qcFitStandardCurve(points.slice(1), { requireBlank: false }).levelsPass).toBe(true);
    const four = qcFitStandardCurve(points.slice(0, 5));
    expect(four.levels).toBe(4);
    expect(four.levelsPass).toBe(false);
    expect(qcFitStandardCurve(points.slice(0, 5), { minLevels: 4 }).levelsPass).toBe(true);
  });

  it('refuses too few points, negative or identical concentrations and flat responses', () => {
    expect(() => qcFitStandardCurve(points.slice(0, 2))).toThrow('标准曲线至少需要3个点，收到 2 个');
    expect(codeOf(() => qcFitStandardCurve([{ x: -1, y: 1 }, ...points]))).toBe(DomainErrorCodes.negative);
    expect(() => qcFitStandardCurve([1, 1, 1].map((x, i) => ({ x, y: i })))).toThrow('标准曲线各点浓度相同，无法拟合');
    expect(() => qcFitStandardCurve([1, 2, 3].map((x) => ({ x, y: 7 })))).toThrow('标准曲线各点响应值相同，无法计算相关系数');
    expect(codeOf(() => qcFitStandardCurve(points, { minR: 0 }))).toBe(DomainErrorCodes.notPositive);
  });

  it('law: the inverse of the curve’s own prediction returns the input', () => {
    const curve = qcFitStandardCurve(points);
    fc.assert(
      fc.property(fc.integer({ min: -100000, max: 100000 }), (n) => {
        const x = Decimal.of(BigInt(n), 3);
        return curve.inverse(curve.predict(x)).sub(x).abs().lte('1e-28');
      }),
    );
  });

  it('law: a noiseless line is recovered exactly, with r = 1 (or −1 for a falling line)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }).filter((b) => b !== 0), fc.integer({ min: -500, max: 500 }), (b, a) => {
        const slope = Decimal.of(BigInt(b), 2);
        const intercept = Decimal.of(BigInt(a), 3);
        const curve = qcFitStandardCurve([0, 1, 2, 4, 8].map((x) => ({ x, y: intercept.add(slope.mul(x)) })));
        return curve.slope.eq(slope) && curve.intercept.eq(intercept) && curve.r.abs().eq(1);
      }),
    );
  });
});

describe('qcCheckStandard', () => {
  it('passes within ±10 % of nominal, the edges included', () => {
    expect(qcCheckStandard('1.10', 1)).toMatchObject({ passes: true });
    expect(qcCheckStandard('0.90', 1).deviationPercent.toString()).toBe('-10.0');
    expect(qcCheckStandard('1.11', 1).passes).toBe(false);
    expect(qcCheckStandard('1.04', 1, 5).passes).toBe(true);
    expect(codeOf(() => qcCheckStandard(1, 0))).toBe(DomainErrorCodes.notPositive);
  });
});
