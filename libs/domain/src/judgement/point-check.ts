import type { Decimal } from '../decimal/decimal';
import type { PeakLimits } from './peak-exposure';
import type { PointCheck, PointValue } from './point-judgement-types';
import { ruleStandard, type LimitCheck } from './rule';

/** What one agent's rules found at a point: the values shown and the checks made. */
export interface PointPart {
  readonly values: PointValue[];
  readonly checks: PointCheck[];
  cTwa?: Decimal;
  cSte?: Decimal;
  cMe?: Decimal;
  peak?: PeakLimits;
}

export const emptyPart = (): PointPart => ({ values: [], checks: [] });

/** "gbz2.1-2019/twa" → "GBZ 2.1-2019": the standard and edition a report names. */
export function editionOf(check: LimitCheck): string {
  return ruleStandard(check.rule).replace(/^gbz/i, 'GBZ ');
}

/** A domain LimitCheck as the point shows it (the printed limit, the rounded value), its sentence optionally prefixed (the shift). */
export function pointCheck(check: LimitCheck, prefix = ''): PointCheck {
  return {
    rule: check.rule.id,
    edition: editionOf(check),
    source: check.rule.source,
    formula: check.rule.formula,
    limit: check.displayedLimit,
    value: check.measured,
    passed: check.passed,
    verdict: check.verdict,
    explanation: `${prefix}${check.explanation}`,
  };
}
