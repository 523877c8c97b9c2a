import type { Decimal, DecimalInput } from '../decimal/decimal';
import { requireNonNegativeDecimal } from '../errors/guards';
import { GradingRuleSets, requireOneOf, type GradingRuleSet } from './versioned-rule-sets';

export interface NoiseGradingInput {
  /** LEX,8h, or LEX,40h for weeks that are not 5 days, in dB(A). */
  readonly level: DecimalInput;
  readonly metric: 'LEX,8h' | 'LEX,40h';
}

export interface NoiseGradingResult {
  readonly ruleSetId: string;
  readonly standard: string;
  readonly metric: 'LEX,8h' | 'LEX,40h';
  /** The level rounded to 0.1 dB (GB/T 8170), the figure that is banded. */
  readonly level: Decimal;
  readonly grade: 0 | 1 | 2 | 3 | 4;
  readonly gradeLabel: string;
}

const GRADE_LABELS = [
  '未达分级起点（<85 dB(A)）',
  'Ⅰ级（轻度危害）',
  'Ⅱ级（中度危害）',
  'Ⅲ级（重度危害）',
  'Ⅳ级（极重危害）',
] as const;

/** Lower edges of grades I–IV in dB(A) [M, domain.md §6]: I 85–<90, II 90–<95, III 95–<100, IV ≥ 100. */
const BAND_FLOORS = [85, 90, 95, 100] as const;

/** GBZ/T 229.4-2012 noise grading by LEX,8h (or LEX,40h). */
export const noiseGrading2012: GradingRuleSet<NoiseGradingInput, NoiseGradingResult> = {
  id: 'gbzt-229.4-2012',
  standard: 'GBZ/T 229.4-2012',
  grade(input) {
    const metric = requireOneOf(input.metric, ['LEX,8h', 'LEX,40h'], '噪声评价指标');
    const level = requireNonNegativeDecimal(metric, input.level).roundToDecimals(1);
    const grade = BAND_FLOORS.filter((floor) => level.gte(floor)).length as NoiseGradingResult['grade'];
    return { ruleSetId: noiseGrading2012.id, standard: noiseGrading2012.standard, metric, level, grade, gradeLabel: GRADE_LABELS[grade] };
  },
};

/** The edition in force from 2026-02-01 (domain.md §6); its rules are not transcribed yet. */
export const noiseGrading2026: GradingRuleSet<NoiseGradingInput, NoiseGradingResult> = {
  id: 'gbzt-229.4-2026',
  standard: 'GBZ/T 229.4（2026-02-01 起实施版本）',
  effectiveFrom: '2026-02-01',
};

export const noiseGradingRuleSets = new GradingRuleSets('噪声（GBZ/T 229.4）', [noiseGrading2012, noiseGrading2026]);

/** Grades noise exposure with the GBZ/T 229.4 edition in force on the project's date. */
export function gradeNoiseHazard(date: Date | string, input: NoiseGradingInput): NoiseGradingResult {
  return noiseGradingRuleSets.grade(date, input);
}
