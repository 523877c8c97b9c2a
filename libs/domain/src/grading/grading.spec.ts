import fc from 'fast-check';
import { Decimal } from '../decimal/decimal';
import { DomainErrorCodes } from '../errors/error-codes';
import { chemicalGradingRuleSets, gradeChemicalHazard, type ChemicalGradingInput } from './chemical-grading';
import { GradingErrorCodes } from './grading-error-codes';
import { gradeNoiseHazard, noiseGradingRuleSets } from './noise-grading';
import { gradingDate, GradingRuleSets } from './versioned-rule-sets';
import { codeOf } from '../testing/code-of';

const DAY = '2025-06-30';

describe('versioned rule sets (domain.md §6)', () => {
  it('uses the 2010/2012 editions before 2026-02-01 and the new editions from that day', () => {
    expect(chemicalGradingRuleSets.inForce('2026-01-31').id).toBe('gbzt-229.2-2010');
    expect(chemicalGradingRuleSets.inForce('2026-02-01').id).toBe('gbzt-229.2-2026');
    expect(noiseGradingRuleSets.inForce(new Date('2026-01-31T12:00:00Z')).id).toBe('gbzt-229.4-2012');
    expect(noiseGradingRuleSets.inForce('2030-01-01').id).toBe('gbzt-229.4-2026');
    expect(chemicalGradingRuleSets.editions.map((e) => e.standard)).toEqual([
      'GBZ/T 229.2-2010',
      'GBZ/T 229.2（2026-02-01 起实施版本）',
    ]);
  });

  it('refuses to grade with a 2026 edition whose rules are not transcribed, rather than fall back', () => {
    expect(() => gradeNoiseHazard('2026-02-01', { metric: 'LEX,8h', level: 92 })).toThrow(
      '2026-02-01 适用 GBZ/T 229.4（2026-02-01 起实施版本），其分级规则尚未录入核对，暂不能自动分级',
    );
    expect(
      codeOf(() =>
        gradeChemicalHazard('2026-03-01', { toxicity: 'high', labourIntensity: 'I', exposures: [{ concentration: 2, limit: 1 }] }),
      ),
    ).toBe(GradingErrorCodes.ruleSetNotTranscribed);
  });

  it('validates dates', () => {
    expect(gradingDate('2024-02-29')).toBe('2024-02-29');
    expect(gradingDate(new Date('2025-01-02T00:00:00Z'))).toBe('2025-01-02');
    for (const bad of ['2025-02-30', '2025/01/01', '20250101', '']) {
      expect(codeOf(() => gradingDate(bad))).toBe(GradingErrorCodes.invalidDate);
    }
    expect(codeOf(() => gradingDate(new Date('nope')))).toBe(GradingErrorCodes.invalidDate);
  });

  it('a registry with only dated editions refuses dates before the first', () => {
    const sets = new GradingRuleSets<number, number>('测试', [
      { id: 'b', standard: 'B', effectiveFrom: '2020-01-01', grade: (n) => n * 2 },
      { id: 'a', standard: 'A', effectiveFrom: '2010-01-01', grade: (n) => n },
    ]);
    expect(sets.editions.map((e) => e.id)).toEqual(['a', 'b']);
    expect(sets.grade('2015-05-05', 3)).toBe(3);
    expect(sets.grade('2020-01-01', 3)).toBe(6);
    expect(() => sets.grade('2009-12-31', 3)).toThrow('2009-12-31 没有生效的测试分级标准');
  });

  it('refuses a broken registry', () => {
    expect(codeOf(() => new GradingRuleSets('x', []))).toBe(GradingErrorCodes.invalidRuleSets);
    expect(codeOf(() => new GradingRuleSets('x', [{ id: 'a', standard: 'A' }, { id: 'b', standard: 'B' }]))).toBe(
      GradingErrorCodes.invalidRuleSets,
    );
    expect(
      codeOf(
        () =>
          new GradingRuleSets('x', [
            { id: 'a', standard: 'A', effectiveFrom: '2020-01-01' },
            { id: 'b', standard: 'B', effectiveFrom: '2020-01-01' },
          ]),
      ),
    ).toBe(GradingErrorCodes.invalidRuleSets);
    expect(codeOf(() => new GradingRuleSets('x', [{ id: 'a', standard: 'A', effectiveFrom: '2020-13-01' }]))).toBe(
      GradingErrorCodes.invalidDate,
    );
  });
});

describe('chemical grading, GBZ/T 229.2-2010', () => {
  const grade = (input: Partial<ChemicalGradingInput>) =>
    gradeChemicalHazard(DAY, { toxicity: 'moderate', labourIntensity: 'II', exposures: [{ concentration: 1, limit: 1 }], ...input });

  it('G = 0 (grade 0) when the worst C/OEL ≤ 1, even exactly 1', () => {
    const result = grade({ exposures: [{ concentration: 50, limit: 50 }, { concentration: 20, limit: 100 }] });
    expect(result.exceedRatio.toString()).toBe('1.00');
    expect(result.wb.toString()).toBe('0');
    expect(result.g.toString()).toBe('0.00');
    expect(result.grade).toBe(0);
    expect(result.gradeLabel).toBe('0级（相对无害作业）');
    expect(result.standard).toBe('GBZ/T 229.2-2010');
    expect(result.ruleSetId).toBe('gbzt-229.2-2010');
  });

  it('band edges: G = 6 is I, 6.03 is II, 24 is II, 24.03 is III', () => {
    // moderate (WD 2) × intensity II (WL 1.5) = 3 × B
    expect(grade({ exposures: [{ concentration: 2, limit: 1 }] })).toMatchObject({ grade: 1, gradeLabel: 'Ⅰ级（轻度危害作业）' });
    expect(grade({ exposures: [{ concentration: '2.01', limit: 1 }] }).g.toString()).toBe('6.03');
    expect(grade({ exposures: [{ concentration: '2.01', limit: 1 }] }).grade).toBe(2);
    expect(grade({ exposures: [{ concentration: 8, limit: 1 }] }).grade).toBe(2);
    expect(grade({ exposures: [{ concentration: '8.01', limit: 1 }] })).toMatchObject({ grade: 3, gradeLabel: 'Ⅲ级（重度危害作业）' });
  });

  it('weights: WD 8/4/2/1 and WL 1.0/1.5/2.0/2.5 (toluene 100 mg/m³ vs PC-TWA 50, extreme, IV → G 40)', () => {
    const result = gradeChemicalHazard(DAY, { toxicity: 'extreme', labourIntensity: 'IV', exposures: [{ concentration: 100, limit: 50 }] });
    expect([result.wd, result.wb, result.wl, result.g].map(String)).toEqual(['8', '2.00', '2.5', '40.00']);
    expect(result.grade).toBe(3);
    const mild = gradeChemicalHazard(DAY, { toxicity: 'mild', labourIntensity: 'I', exposures: [{ concentration: 3, limit: 1 }] });
    expect([mild.wd, mild.wl, mild.g].map(String)).toEqual(['1', '1.0', '3.00']);
    expect(gradeChemicalHazard(DAY, { toxicity: 'high', labourIntensity: 'III', exposures: [{ concentration: 3, limit: 1 }] }).g.toString()).toBe(
      '24.00',
    );
  });

  it('takes the worst ratio and rounds B half-even to 2 decimals (C/OEL 1.125 → 1.12)', () => {
    const result = grade({ exposures: [{ concentration: '0.5', limit: 1 }, { concentration: 9, limit: 8 }] });
    expect(result.exceedRatio.toString()).toBe('1.12');
    expect(result.g.toString()).toBe('3.36');
  });

  it('refuses no exposures, zero or negative limits, negative concentrations and unknown classes', () => {
    expect(() => grade({ exposures: [] })).toThrow('化学有害因素分级至少需要一个接触浓度及其限值');
    expect(codeOf(() => grade({ exposures: [{ concentration: 1, limit: 0 }] }))).toBe(DomainErrorCodes.notPositive);
    expect(codeOf(() => grade({ exposures: [{ concentration: -1, limit: 1 }] }))).toBe(DomainErrorCodes.negative);
    expect(() => grade({ toxicity: 'lethal' as 'high' })).toThrow('毒物危害程度取值无效：lethal');
    expect(codeOf(() => grade({ labourIntensity: 'V' as 'I' }))).toBe(DomainErrorCodes.invalidArgument);
  });

  it('law: the grade never decreases as the concentration rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const g = (c: number) => grade({ exposures: [{ concentration: Decimal.of(BigInt(c), 2), limit: 1 }] }).grade;
        return g(lo) <= g(hi);
      }),
    );
  });
});

describe('noise grading, GBZ/T 229.4-2012', () => {
  it.each([
    ['84.9', 0, '未达分级起点（<85 dB(A)）'],
    ['85.0', 1, 'Ⅰ级（轻度危害）'],
    ['89.9', 1, 'Ⅰ级（轻度危害）'],
    ['89.95', 2, 'Ⅱ级（中度危害）'],
    ['90', 2, 'Ⅱ级（中度危害）'],
    ['94.9', 2, 'Ⅱ级（中度危害）'],
    ['95.0', 3, 'Ⅲ级（重度危害）'],
    ['99.94', 3, 'Ⅲ级（重度危害）'],
    ['100.0', 4, 'Ⅳ级（极重危害）'],
    ['120', 4, 'Ⅳ级（极重危害）'],
  ])('LEX,8h %s dB(A) → grade %d', (level, grade, label) => {
    const result = gradeNoiseHazard(DAY, { metric: 'LEX,8h', level });
    expect(result.grade).toBe(grade);
    expect(result.gradeLabel).toBe(label);
    expect(result.standard).toBe('GBZ/T 229.4-2012');
  });

  it('rounds half-even first: 84.95 → 85.0 (I), 89.85 → 89.8 (I)', () => {
    expect(gradeNoiseHazard(DAY, { metric: 'LEX,8h', level: '84.95' }).level.toString()).toBe('85.0');
    expect(gradeNoiseHazard(DAY, { metric: 'LEX,8h', level: '84.95' }).grade).toBe(1);
    expect(gradeNoiseHazard(DAY, { metric: 'LEX,40h', level: '89.85' }).level.toString()).toBe('89.8');
  });

  it('refuses negative levels and unknown metrics', () => {
    expect(codeOf(() => gradeNoiseHazard(DAY, { metric: 'LEX,8h', level: -1 }))).toBe(DomainErrorCodes.negative);
    expect(() => gradeNoiseHazard(DAY, { metric: 'LAeq' as 'LEX,8h', level: 90 })).toThrow('噪声评价指标取值无效：LAeq');
  });
});
