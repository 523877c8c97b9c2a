import { Decimal, type DecimalInput, type Precision } from '../decimal/decimal';
import type { AppliedReductionFactor } from './reduction-factor';

/**
 * Edition (year) of the standard a rule comes from; every result records it. GBZ 2.1 chemical and
 * dust limits: 2007 or 2019 (chosen by the caller). GBZ 2.2 physical agents: 2007. The rule's `id`
 * and `source` name the standard, so '2007' is never ambiguous.
 */
export type JudgementEdition = '2007' | '2019';
export type Verdict = '符合' | '不符合';

/** The exact rule that decided a check, so a report can explain itself. */
export interface RuleReference {
  /** Stable id, `<standard>-<edition>/<rule>`, e.g. "gbz2.1-2019/mac" or "gbz2.2-2007/noise-lex8h". */
  readonly id: string;
  readonly edition: JudgementEdition;
  /** Standard and clause, e.g. "GBZ 2.1-2019 最高容许浓度 (MAC)" or "GBZ 2.2-2007 表9 噪声职业接触限值". */
  readonly source: string;
  /** The rule as a formula, e.g. "C_ME ≤ MAC". */
  readonly formula: string;
}

export interface LimitCheck {
  readonly rule: RuleReference;
  readonly passed: boolean;
  readonly verdict: Verdict;
  /**
   * The value compared: the exact value rounded once (GB/T 8170, half-even) to the method's stated
   * precision, or the exact value itself when no precision was stated (全数值比较).
   */
  readonly measured: Decimal;
  /** The value before rounding, as computed. */
  readonly unroundedMeasured: Decimal;
  /** The precision `measured` was rounded to; null when the full value was compared. */
  readonly precision: Precision | null;
  /** The exact limit compared against (e.g. PC-TWA × RF unrounded). Never rounded before comparing. */
  readonly limit: Decimal;
  /**
   * The limit as the report prints it: `limit` itself when it is short enough, otherwise `limit`
   * rounded *down* to {@link DISPLAYED_LIMIT_SIGNIFICANT_DIGITS} significant digits (never to fewer
   * decimals than `measured` has), so the printed comparison always agrees with the verdict.
   */
  readonly displayedLimit: Decimal;
  /** Chinese sentence for the report, e.g. "C_TWA 5.0 ≤ PC-TWA 50，符合" (with `displayedLimit`). */
  readonly explanation: string;
  /** GBZ 2.1 judgements: the long-hours reduction factor given (1 by default) and whether it applied. */
  readonly reductionFactor?: AppliedReductionFactor;
}

/** Significant digits a derived limit (PC-TWA × RF) is printed with, rounded down. Display only. */
export const DISPLAYED_LIMIT_SIGNIFICANT_DIGITS = 3;

/**
 * How a report prints an exact limit next to a measured value. A limit with no more decimals than
 * max(3 significant digits, the measured value's decimals) is printed as it is (tabulated limits:
 * "50", "0.05", "25.0"); a longer one (41.666… = 50 × 0.8333…) is rounded down to that many
 * decimals. Rounding down to at least the measured value's decimals keeps the printed sentence
 * true: for a measured value with k decimals, `measured ≤ limit` exactly when
 * `measured ≤ floor_k(limit)`.
 */
export function displayedLimitFor(limit: DecimalInput, measured: DecimalInput): Decimal {
  const exact = Decimal.from(limit);
  const value = Decimal.from(measured);
  const decimals = Math.max(value.scale, DISPLAYED_LIMIT_SIGNIFICANT_DIGITS - 1 - exact.adjustedExponent());
  return exact.scale <= decimals ? exact : exact.roundToDecimals(decimals, 'floor');
}

export function verdictOf(passed: boolean): Verdict {
  return passed ? '符合' : '不符合';
}

/** A GBZ 2.1 (chemical and dust limits) rule of the given edition. */
export function rule(edition: JudgementEdition, key: string, source: string, formula: string): RuleReference {
  return { id: `gbz2.1-${edition}/${key}`, edition, source: `GBZ 2.1-${edition} ${source}`, formula };
}

/** A GBZ 2.2-2007 (physical agents) rule. */
export function physicalRule(key: string, source: string, formula: string): RuleReference {
  return { id: `gbz2.2-2007/${key}`, edition: '2007', source: `GBZ 2.2-2007 ${source}`, formula };
}

/** The standard and edition part of a rule id ("gbz2.1-2019/mac" → "gbz2.1-2019"). */
export function ruleStandard(ruleRef: RuleReference): string {
  const slash = ruleRef.id.indexOf('/');
  return slash < 0 ? ruleRef.id : ruleRef.id.slice(0, slash);
}

/**
 * Rounds the measured value once (GB/T 8170, half-even) to the method's stated precision, then
 * compares it with the exact limit: `measured ≤ limit`. With one decimal 85.04 → 85.0 passes a
 * limit of 85, 85.06 → 85.1 fails. Without a precision the full value is compared (GB/T 8170-2008
 * 4.3 全数值比较法, the stricter of the two methods): 85.01 fails 85. The limit itself is never
 * rounded before the comparison (a reduced limit 41.666… is compared as 41.666…, not as 41.7).
 */
export function checkAtMost(
  ruleRef: RuleReference,
  label: string,
  value: DecimalInput,
  limitLabel: string,
  limit: DecimalInput,
  precision?: Precision,
): LimitCheck {
  const exact = Decimal.from(value);
  const measured = precision ? exact.round(precision) : exact;
  const limitValue = Decimal.from(limit);
  const passed = measured.lte(limitValue);
  const verdict = verdictOf(passed);
  const displayedLimit = displayedLimitFor(limitValue, measured);
  const limitText = limitLabel === '' ? displayedLimit.toString() : `${limitLabel} ${displayedLimit.toString()}`;
  return {
    rule: ruleRef,
    passed,
    verdict,
    measured,
    unroundedMeasured: exact,
    precision: precision ?? null,
    limit: limitValue,
    displayedLimit,
    explanation: `${label} ${measured.toString()} ${passed ? '≤' : '>'} ${limitText}，${verdict}`,
  };
}

/**
 * A check on a count or a duration that needs no rounding (peak-exposure counts, intervals):
 * `value ≤ limit`, or `value ≥ limit` with `atLeast`.
 */
export function countCheck(
  ruleRef: RuleReference,
  label: string,
  value: DecimalInput,
  limit: DecimalInput,
  atLeast = false,
): LimitCheck {
  const measured = Decimal.from(value);
  const limitValue = Decimal.from(limit);
  const passed = atLeast ? measured.gte(limitValue) : measured.lte(limitValue);
  const sign = atLeast ? (passed ? '≥' : '<') : passed ? '≤' : '>';
  return {
    rule: ruleRef,
    passed,
    verdict: verdictOf(passed),
    measured,
    unroundedMeasured: measured,
    precision: null,
    limit: limitValue,
    displayedLimit: limitValue,
    explanation: `${label} ${measured.toString()} ${sign} ${limitValue.toString()}，${verdictOf(passed)}`,
  };
}
