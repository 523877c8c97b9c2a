import { Decimal, type DecimalInput } from '../decimal/decimal';
import { requirePositiveDecimal } from '../errors/guards';

/** Lab SOP default: flow before and after sampling may differ by at most 5 % of the flow before. */
export const DEFAULT_FLOW_DRIFT_LIMIT_PERCENT = Decimal.from(5);

export interface SampledVolumeInput {
  /** L/min, measured before sampling. */
  readonly flowBeforeLPerMin: DecimalInput;
  /** L/min, measured after sampling. */
  readonly flowAfterLPerMin: DecimalInput;
  readonly durationMin: DecimalInput;
  /** Per-method or per-lab setting; default 5 %. */
  readonly driftLimitPercent?: DecimalInput;
}

export interface SampledVolumeResult {
  readonly meanFlowLPerMin: Decimal;
  /** Vt = mean flow × time, L. */
  readonly volumeL: Decimal;
  /** |after − before| / before × 100. */
  readonly driftPercent: Decimal;
  readonly driftLimitPercent: Decimal;
  /** True when the drift is over the limit (exactly at the limit passes). */
  readonly driftExceeded: boolean;
}

export function sampledVolume(input: SampledVolumeInput): SampledVolumeResult {
  const before = requirePositiveDecimal('采样前流量', input.flowBeforeLPerMin);
  const after = requirePositiveDecimal('采样后流量', input.flowAfterLPerMin);
  const minutes = requirePositiveDecimal('采样时间', input.durationMin);
  const limit = requirePositiveDecimal('流量偏差限值', input.driftLimitPercent ?? DEFAULT_FLOW_DRIFT_LIMIT_PERCENT);
  const meanFlow = before.add(after).div(2);
  const driftPercent = after.sub(before).abs().mul(100).div(before);
  return {
    meanFlowLPerMin: meanFlow,
    volumeL: meanFlow.mul(minutes),
    driftPercent,
    driftLimitPercent: limit,
    driftExceeded: driftPercent.gt(limit),
  };
}
