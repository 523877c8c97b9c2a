import { Decimal, type DecimalInput } from '../decimal/decimal';
import { belowDetection, quantified, type MeasuredValue } from '../decimal/measured-value';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';
import { countedConcentration, requireBelowDetectionRule, toMeasured, type BelowDetectionRule } from './below-detection-rule';

export const STEL_MINUTES = 15;

export interface SteSample {
  /** mg/m³ during the sample: a number/decimal, or a typed measured value that may be "< LOD". */
  readonly concentration: MeasuredValue | DecimalInput;
  /** Sampling time of this sample, min (> 0). */
  readonly minutes: DecimalInput;
}

export interface SteResult {
  /** Σ Ci·Ti / 15, mg/m³, unrounded (round it to the method's precision when judging). */
  readonly cSte: Decimal;
  /** What the report shows: quantified, or "< Σ LODi·Ti / 15" when every sample was below detection. */
  readonly result: MeasuredValue;
  /** Σ Ti, min (≤ 15). */
  readonly sampledMinutes: Decimal;
  /** 15 − Σ Ti: the part of the 15 min with no sample, counted as no exposure (0). */
  readonly unexposedMinutes: Decimal;
  readonly belowDetectionRule: BelowDetectionRule;
  readonly formula: string;
}

function tooLong(total: Decimal, count: number): DomainError {
  return new DomainError(
    DomainErrorCodes.outOfRange,
    count > 1
      ? `短时间接触时间不应超过 15 min：${count} 个连续样品的采样时间合计 ${total.toString()} min`
      : `短时间接触时间不应超过 15 min：${total.toString()} min`,
    { totalMinutes: total.toString(), sampleCount: count },
  );
}

/**
 * C_STE from one or several consecutive short samples taken within one 15-min period:
 * `C_STE = (C1·T1 + … + Cn·Tn) / 15`, T in min. The divisor stays 15: when the samples cover less
 * than 15 min, the rest of the 15 min counts as no exposure (GBZ 2.1: an exposure shorter than
 * 15 min is averaged over 15 min; GBZ 159: when one sample cannot last 15 min, take several).
 * More than 15 min in total is refused (OUT_OF_RANGE): that is no longer a short-term exposure.
 * A "< LOD" sample counts as 0, LOD/2 or LOD (per-method `BelowDetectionRule`); when every sample
 * is below detection the result is "< Σ LODi·Ti / 15".
 */
export function shortTermExposureFromSamples(samples: readonly SteSample[], rule: BelowDetectionRule = 'zero'): SteResult {
  if (samples.length === 0) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '计算 C_STE 至少需要一个短时间样品', {});
  }
  requireBelowDetectionRule(rule);
  let weighted = Decimal.ZERO;
  let limitWeighted = Decimal.ZERO;
  let total = Decimal.ZERO;
  let allBelow = true;
  for (const sample of samples) {
    const minutes = requirePositiveDecimal('接触时间', sample.minutes);
    const value = toMeasured(sample.concentration);
    weighted = weighted.add(countedConcentration(value, rule).mul(minutes));
    if (value.kind === 'quantified') allBelow = false;
    else limitWeighted = limitWeighted.add(value.limit.mul(minutes));
    total = total.add(minutes);
  }
  if (total.gt(STEL_MINUTES)) throw tooLong(total, samples.length);
  const cSte = weighted.div(STEL_MINUTES);
  return {
    cSte,
    result: allBelow ? belowDetection(limitWeighted.div(STEL_MINUTES)) : quantified(cSte),
    sampledMinutes: total,
    unexposedMinutes: Decimal.from(STEL_MINUTES).sub(total),
    belowDetectionRule: rule,
    formula: 'C_STE = Σ Ci·Ti / 15',
  };
}

/**
 * C_STE over 15 min from one sample. A sample of exactly 15 min is C_STE itself; an exposure shorter
 * than 15 min (and no exposure in the rest of the 15 min) is averaged over 15: `C_STE = C · T / 15`.
 */
export function shortTermExposure(concentration: DecimalInput, exposureMinutes: DecimalInput): Decimal {
  const c = requireNonNegativeDecimal('浓度', concentration);
  const t = requirePositiveDecimal('接触时间', exposureMinutes);
  if (t.gt(STEL_MINUTES)) throw tooLong(t, 1);
  return t.eq(STEL_MINUTES) ? c : shortTermExposureFromSamples([{ concentration: c, minutes: t }]).cSte;
}
