import { Decimal, type DecimalInput } from '../decimal/decimal';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

export interface SolutionSampleInput {
  /** Sample solution concentration c, μg/mL. */
  readonly sampleUgPerMl: DecimalInput;
  /** Blank c0, μg/mL. */
  readonly blankUgPerMl: DecimalInput;
  /** Sample solution volume V, mL. */
  readonly solutionVolumeMl: DecimalInput;
  /** Standard sampled volume V0, L. */
  readonly standardVolumeL: DecimalInput;
}

export interface SolutionSampleResult {
  /** mg/m³, unrounded; zero when the sample reads at or below the blank. */
  readonly concentration: Decimal;
  /** True when c ≤ c0: nothing above the blank (report as below detection). */
  readonly notAboveBlank: boolean;
  readonly formula: string;
}

/** Filter digests and absorbing solutions (AAS, AFS, ICP, UV-Vis, IC, electrode): `C = (c − c0) · V / V0`. */
export function solutionSampleConcentration(input: SolutionSampleInput): SolutionSampleResult {
  const c = requireNonNegativeDecimal('样品溶液浓度', input.sampleUgPerMl);
  const c0 = requireNonNegativeDecimal('空白浓度', input.blankUgPerMl);
  const volume = requirePositiveDecimal('样品溶液体积', input.solutionVolumeMl);
  const v0 = requirePositiveDecimal('标准采样体积', input.standardVolumeL);
  const net = c.sub(c0);
  const notAboveBlank = !net.isPositive();
  const concentration = notAboveBlank ? Decimal.ZERO : net.mul(volume).div(v0);
  return { concentration, notAboveBlank, formula: 'C = (c − c0) · V / V0' };
}
