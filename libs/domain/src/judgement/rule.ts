import { Decimal, type DecimalInput, type Precision } from '../decimal/decimal';

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
  /** The value compared, after GB/T 8170 rounding to the method's precision. */
  readonly measured: Decimal;
  readonly limit: Decimal;
  /** Chinese sentence for the report, e.g. "C_TWA 5.0 ≤ PC-TWA 50，符合". */
  readonly explanation: string;
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
 * Rounds (GB/T 8170, half-even) then compares `value ≤ limit`: with one decimal 85.04 → 85.0
 * passes a limit of 85, 85.06 → 85.1 fails. Without a precision the exact value is compared.
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
  return {
    rule: ruleRef,
    passed,
    verdict,
    measured,
    limit: limitValue,
    explanation: `${label} ${measured.toString()} ${passed ? '≤' : '>'} ${limitLabel} ${limitValue.toString()}，${verdict}`,
  };
}
