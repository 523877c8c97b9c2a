import { DomainErrorCodes } from '../errors/error-codes';
import { qcDetectionLimits, qcMinimumDetectableConcentration, qcSampleStandardDeviation } from './detection-limits';
import { codeOf } from '../testing/code-of';

const blanks = ['0.011', '0.013', '0.010', '0.012', '0.014', '0.011', '0.012'];

describe('qcSampleStandardDeviation', () => {
  it('uses n − 1: {2, 4, 4, 4, 5, 5, 7, 9} → √(32/7)', () => {
    expect(qcSampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9]).toString().startsWith('2.1380899352993950')).toBe(true);
    expect(qcSampleStandardDeviation([1, 3]).toString().startsWith('1.414213562373095048')).toBe(true);
    expect(qcSampleStandardDeviation([5, 5, 5]).isZero()).toBe(true);
  });

  it('refuses fewer than two values', () => {
    expect(() => qcSampleStandardDeviation([1])).toThrow('计算标准偏差至少需要2个数据，收到 1 个');
  });
});

describe('qcDetectionLimits (LOD = 3s/b, LOQ = 10s/b)', () => {
  it('hand-checked on 7 blank replicates and slope 0.0996857…', () => {
    const result = qcDetectionLimits(blanks, '0.09968571428571428571');
    expect(result.blankStandardDeviation.toString().startsWith('0.00134518541826')).toBe(true);
    expect(result.lod.toString().startsWith('0.0404827941869')).toBe(true);
    expect(result.loq.toString().startsWith('0.134942647289')).toBe(true);
  });

  it('LOQ / LOD = 10 / 3, configurable factors, negative slope by magnitude', () => {
    const a = qcDetectionLimits(blanks, 2);
    expect(a.loq.mul(3).sub(a.lod.mul(10)).abs().lt('1e-30')).toBe(true);
    const b = qcDetectionLimits(blanks, -2, { lodFactor: '3.3', loqFactor: 10 });
    expect(b.lod.div(a.lod).eq('1.1')).toBe(true);
  });

  it('refuses too few replicates, a zero slope and a zero blank spread', () => {
    expect(() => qcDetectionLimits(['0.01'], 1)).toThrow('空白平行测定至少需要 2 次，收到 1 次');
    expect(() => qcDetectionLimits(blanks, 1, { minReplicates: 10 })).toThrow('空白平行测定至少需要 10 次，收到 7 次');
    expect(codeOf(() => qcDetectionLimits(blanks, 0))).toBe(DomainErrorCodes.divisionByZero);
    expect(() => qcDetectionLimits(['0.01', '0.01'], 1)).toThrow('空白测定值的标准偏差为零');
    expect(codeOf(() => qcDetectionLimits(blanks, 1, { lodFactor: 0 }))).toBe(DomainErrorCodes.notPositive);
  });
});

describe('qcMinimumDetectableConcentration (LOD · v / V0)', () => {
  it('0.04 μg/mL × 1.0 mL / 1.402 L → 0.02853… mg/m³; 0.1 × 10 / 500 = 0.002', () => {
    expect(qcMinimumDetectableConcentration('0.04', '1.0', '1.402').toString().startsWith('0.028530670470756')).toBe(true);
    expect(qcMinimumDetectableConcentration('0.1', 10, 500).toString()).toBe('0.002');
  });

  it('refuses zero or negative inputs', () => {
    expect(codeOf(() => qcMinimumDetectableConcentration(0, 1, 1))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => qcMinimumDetectableConcentration(1, -1, 1))).toBe(DomainErrorCodes.notPositive);
    expect(() => qcMinimumDetectableConcentration(1, 1, 0)).toThrow('标准采样体积（L）必须大于零：0');
  });
});
