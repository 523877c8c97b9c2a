import { Decimal, type DecimalInput } from '../decimal/decimal';
import { belowDetection, quantified, type MeasuredValue } from '../decimal/measured-value';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

/** GBZ/T 192.1: the balance's practical minimum mass gain, 0.1 mg. */
export const DEFAULT_MIN_DETECTABLE_MASS_MG = Decimal.from('0.1');

export interface DustInput {
  /** Filter mass before sampling m1, mg. */
  readonly filterBeforeMg: DecimalInput;
  /** Filter mass after sampling m2, mg. */
  readonly filterAfterMg: DecimalInput;
  /** Sampled volume V, L. */
  readonly volumeL: DecimalInput;
  readonly minDetectableMassMg?: DecimalInput;
}

export interface DustResult {
  /** (m2 − m1) / V × 1000, mg/m³, unrounded (zero when the gain is not positive). */
  readonly concentration: Decimal;
  readonly massGainMg: Decimal;
  /** 0.1 mg × 1000 / V, mg/m³. */
  readonly minimumDetectable: Decimal;
  /** "< MDC" when the mass gain is below the minimum detectable mass. */
  readonly result: MeasuredValue;
  readonly formula: string;
}

/** Total or respirable dust by filter weighing: `C = (m2 − m1) / V × 1000`. */
export function dustConcentration(input: DustInput): DustResult {
  const m1 = requireNonNegativeDecimal('采样前滤膜质量', input.filterBeforeMg);
  const m2 = requireNonNegativeDecimal('采样后滤膜质量', input.filterAfterMg);
  const v = requirePositiveDecimal('采样体积', input.volumeL);
  const minMass = requirePositiveDecimal('最低可检出质量', input.minDetectableMassMg ?? DEFAULT_MIN_DETECTABLE_MASS_MG);
  const massGainMg = m2.sub(m1);
  const minimumDetectable = minMass.mul(1000).div(v);
  const concentration = massGainMg.isPositive() ? massGainMg.mul(1000).div(v) : Decimal.ZERO;
  const result = massGainMg.lt(minMass) ? belowDetection(minimumDetectable) : quantified(concentration);
  return { concentration, massGainMg, minimumDetectable, result, formula: 'C = (m2 − m1) / V × 1000' };
}
