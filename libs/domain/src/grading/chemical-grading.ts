import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';
import { GradingRuleSets, requireOneOf, type GradingRuleSet } from './versioned-rule-sets';

/** Toxicity class of the substance (GBZ 230 职业性接触毒物危害程度分级). */
export type ChemicalToxicityClass = 'extreme' | 'high' | 'moderate' | 'mild';
export type GradingLabourIntensity = 'I' | 'II' | 'III' | 'IV';

export interface ChemicalGradingInput {
  readonly toxicity: ChemicalToxicityClass;
  /** Each measured concentration with its limit (C_TWA/PC-TWA, C_STE/PC-STEL, C_ME/MAC …); the worst ratio counts. */
  readonly exposures: readonly { readonly concentration: DecimalInput; readonly limit: DecimalInput }[];
  readonly labourIntensity: GradingLabourIntensity;
}

export interface ChemicalGradingResult {
  readonly ruleSetId: string;
  readonly standard: string;
  readonly wd: Decimal;
  /** B = C / OEL, the worst of the exposures, rounded to 2 decimals. */
  readonly exceedRatio: Decimal;
  readonly wb: Decimal;
  readonly wl: Decimal;
  /** G = WD × WB × WL, rounded to 2 decimals (GB/T 8170) — the figure that is banded. */
  readonly g: Decimal;
  readonly grade: 0 | 1 | 2 | 3;
  readonly gradeLabel: string;
}

const TOXICITY: readonly ChemicalToxicityClass[] = ['extreme', 'high', 'moderate', 'mild'];
const INTENSITY: readonly GradingLabourIntensity[] = ['I', 'II', 'III', 'IV'];
const GRADE_LABELS = ['0级（相对无害作业）', 'Ⅰ级（轻度危害作业）', 'Ⅱ级（中度危害作业）', 'Ⅲ级（重度危害作业）'] as const;

/** The worst C/OEL of the exposures, rounded to 2 decimals [M]. */
function worstRatio(exposures: ChemicalGradingInput['exposures']): Decimal {
  if (exposures.length === 0) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '化学有害因素分级至少需要一个接触浓度及其限值', {});
  }
  const ratios = exposures.map((exposure, i) =>
    requireNonNegativeDecimal(`第${i + 1}个接触浓度`, exposure.concentration).div(requirePositiveDecimal(`第${i + 1}个职业接触限值`, exposure.limit)),
  );
  return Decimal.max(ratios[0] as Decimal, ...ratios).roundToDecimals(2);
}

/**
 * GBZ/T 229.2-2010 [M]: G = WD × WB × WL; WD 8/4/2/1 by toxicity (极度/高度/中度/轻度),
 * WB = 0 when B = C/OEL ≤ 1 else B, WL 1.0/1.5/2.0/2.5 by labour intensity I–IV;
 * grade 0 (G = 0), I (G ≤ 6), II (G ≤ 24), III (G > 24).
 */
export const chemicalGrading2010: GradingRuleSet<ChemicalGradingInput, ChemicalGradingResult> = {
  id: 'gbzt-229.2-2010',
  standard: 'GBZ/T 229.2-2010',
  grade(input) {
    const wd = Decimal.from({ extreme: 8, high: 4, moderate: 2, mild: 1 }[requireOneOf(input.toxicity, TOXICITY, '毒物危害程度')]);
    const wl = Decimal.from(
      { I: '1.0', II: '1.5', III: '2.0', IV: '2.5' }[requireOneOf(input.labourIntensity, INTENSITY, '体力劳动强度')],
    );
    const exceedRatio = worstRatio(input.exposures);
    const wb = exceedRatio.lte(1) ? Decimal.ZERO : exceedRatio;
    const g = wd.mul(wb).mul(wl).roundToDecimals(2);
    const grade = g.isZero() ? 0 : g.lte(6) ? 1 : g.lte(24) ? 2 : 3;
    return { ruleSetId: chemicalGrading2010.id, standard: chemicalGrading2010.standard, wd, exceedRatio, wb, wl, g, grade, gradeLabel: GRADE_LABELS[grade] };
  },
};

/** The edition in force from 2026-02-01 (domain.md §6); its rules are not transcribed yet. */
export const chemicalGrading2026: GradingRuleSet<ChemicalGradingInput, ChemicalGradingResult> = {
  id: 'gbzt-229.2-2026',
  standard: 'GBZ/T 229.2（2026-02-01 起实施版本）',
  effectiveFrom: '2026-02-01',
};

export const chemicalGradingRuleSets = new GradingRuleSets('化学有害因素（GBZ/T 229.2）', [chemicalGrading2010, chemicalGrading2026]);

/** Grades chemical exposure with the GBZ/T 229.2 edition in force on the project's date. */
export function gradeChemicalHazard(date: Date | string, input: ChemicalGradingInput): ChemicalGradingResult {
  return chemicalGradingRuleSets.grade(date, input);
}
