import type { Decimal, DecimalInput } from '../decimal/decimal';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

export interface ShortSampleInput {
  /** Measured concentration in the sample solution, μg/mL. */
  readonly sampleUgPerMl: DecimalInput;
  /** Solution volume v, mL. */
  readonly solutionVolumeMl: DecimalInput;
  /** Flow F, L/min. */
  readonly flowLPerMin: DecimalInput;
  /** Sampling time t, min. */
  readonly durationMin: DecimalInput;
}

/** One short sample at actual volume: `C = c · v / (F · t)` (μg/L = mg/m³). */
export function shortSampleConcentration(input: ShortSampleInput): Decimal {
  const c = requireNonNegativeDecimal('样品溶液浓度', input.sampleUgPerMl);
  const v = requirePositiveDecimal('样品溶液体积', input.solutionVolumeMl);
  const f = requirePositiveDecimal('采样流量', input.flowLPerMin);
  const t = requirePositiveDecimal('采样时间', input.durationMin);
  return c.mul(v).div(f.mul(t));
}
