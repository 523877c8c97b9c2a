import { Decimal, type DecimalInput } from '../decimal/decimal';
import { belowDetection, quantified, type MeasuredValue } from '../decimal/measured-value';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requirePositiveDecimal } from '../errors/guards';
import { countedConcentration, requireBelowDetectionRule, toMeasured, type BelowDetectionRule } from './below-detection-rule';

export type { BelowDetectionRule } from './below-detection-rule';

export const TWA_DIVISOR_HOURS = 8;

export interface TwaSegment {
  /** mg/m³: a number/decimal, or a typed measured value that may be "< LOD". */
  readonly concentration: MeasuredValue | DecimalInput;
  readonly hours: DecimalInput;
}

export interface TwaResult {
  /** Σ Ci·Ti / 8, mg/m³, unrounded. */
  readonly twa: Decimal;
  /**
   * What the report shows: quantified, or "< x" when every segment was below detection
   * (x = Σ LODi·Ti / 8, the TWA had each segment been at its limit).
   */
  readonly result: MeasuredValue;
  readonly totalHours: Decimal;
  readonly belowDetectionRule: BelowDetectionRule;
  readonly formula: string;
}

/** `C_TWA = (C1·T1 + … + Cn·Tn) / 8`, T in hours; the divisor stays 8 whatever the shift length. */
export function timeWeightedAverage(segments: readonly TwaSegment[], rule: BelowDetectionRule = 'zero'): TwaResult {
  if (segments.length === 0) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '计算 C_TWA 至少需要一个时段', {});
  }
  requireBelowDetectionRule(rule);
  let weighted = Decimal.ZERO;
  let limitWeighted = Decimal.ZERO;
  let totalHours = Decimal.ZERO;
  let allBelow = true;
  for (const segment of segments) {
    const hours = requirePositiveDecimal('接触时间', segment.hours);
    const value = toMeasured(segment.concentration);
    weighted = weighted.add(countedConcentration(value, rule).mul(hours));
    if (value.kind === 'quantified') allBelow = false;
    else limitWeighted = limitWeighted.add(value.limit.mul(hours));
    totalHours = totalHours.add(hours);
  }
  if (totalHours.gt(24)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `一个工作日的接触时间合计不能超过 24 h：${totalHours.toString()} h`, {
      totalHours: totalHours.toString(),
    });
  }
  const twa = weighted.div(TWA_DIVISOR_HOURS);
  const result = allBelow ? belowDetection(limitWeighted.div(TWA_DIVISOR_HOURS)) : quantified(twa);
  return { twa, result, totalHours, belowDetectionRule: rule, formula: 'C_TWA = Σ Ci·Ti / 8' };
}
