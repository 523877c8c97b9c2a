import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

/** Default breakthrough criterion: back section > 10 % of the front (a per-method setting). */
export const DEFAULT_BREAKTHROUGH_PERCENT = Decimal.from(10);

export interface SorbentTubeInput {
  /** Front-section desorbate concentration c1, μg/mL. */
  readonly frontUgPerMl: DecimalInput;
  /** Back-section desorbate concentration c2, μg/mL. */
  readonly backUgPerMl: DecimalInput;
  /** Desorption solvent volume v, mL. */
  readonly desorptionVolumeMl: DecimalInput;
  /** Standard sampled volume V0, L. */
  readonly standardVolumeL: DecimalInput;
  /** Desorption efficiency D as a fraction, 0 < D ≤ 1 (0.95, not 95). */
  readonly desorptionEfficiency: DecimalInput;
  readonly breakthroughLimitPercent?: DecimalInput;
}

export interface SorbentTubeResult {
  /** mg/m³, unrounded. */
  readonly concentration: Decimal;
  /** Back / front × 100; null when the front section is zero. */
  readonly breakthroughPercent: Decimal | null;
  readonly breakthrough: boolean;
  readonly formula: string;
}

/** GC solvent desorption: `C = (c1 + c2) · v / (V0 · D)`; μg/L = mg/m³. */
export function sorbentTubeConcentration(input: SorbentTubeInput): SorbentTubeResult {
  const c1 = requireNonNegativeDecimal('前段解吸液浓度', input.frontUgPerMl);
  const c2 = requireNonNegativeDecimal('后段解吸液浓度', input.backUgPerMl);
  const v = requirePositiveDecimal('解吸液体积', input.desorptionVolumeMl);
  const v0 = requirePositiveDecimal('标准采样体积', input.standardVolumeL);
  const d = requirePositiveDecimal('解吸效率', input.desorptionEfficiency);
  if (d.gt(1)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `解吸效率应以小数表示且不大于 1：${d.toString()}`, {
      desorptionEfficiency: d.toString(),
    });
  }
  const limit = requirePositiveDecimal('穿透限值', input.breakthroughLimitPercent ?? DEFAULT_BREAKTHROUGH_PERCENT);
  const concentration = c1.add(c2).mul(v).div(v0.mul(d));
  // A back section holding anything while the front holds nothing is breakthrough by definition.
  const breakthroughPercent = c1.isZero() ? null : c2.mul(100).div(c1);
  const breakthrough = breakthroughPercent === null ? c2.isPositive() : breakthroughPercent.gt(limit);
  return { concentration, breakthroughPercent, breakthrough, formula: 'C = (c1 + c2) · v / (V0 · D)' };
}
