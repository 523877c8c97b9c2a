import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requirePositiveDecimal } from '../errors/guards';

export const STANDARD_VOLUME_SOURCE = 'GBZ 159-2004 标准采样体积换算 (20 °C, 101.3 kPa)';

/** Outside this window the sampled volume is converted to 20 °C / 101.3 kPa; inside, V0 = Vt. */
export const STANDARD_VOLUME_TRIGGERS = {
  minTemperatureC: Decimal.from(5),
  maxTemperatureC: Decimal.from(35),
  minPressureKPa: Decimal.from('98.8'),
  maxPressureKPa: Decimal.from('103.4'),
} as const;

export type StandardVolumeTrigger = 'temperature-low' | 'temperature-high' | 'pressure-low' | 'pressure-high';

export interface StandardVolumeInput {
  /** Sampled volume Vt, L. */
  readonly volumeL: DecimalInput;
  readonly temperatureC: DecimalInput;
  readonly pressureKPa: DecimalInput;
}

export interface StandardVolumeResult {
  /** V0, L, unrounded (round only for display). */
  readonly volumeL: Decimal;
  readonly converted: boolean;
  readonly triggers: readonly StandardVolumeTrigger[];
  readonly source: string;
}

/** `V0 = Vt × 293/(273+t) × P/101.3`, applied only when t < 5 or > 35 °C, or P < 98.8 or > 103.4 kPa. */
export function standardVolume(input: StandardVolumeInput): StandardVolumeResult {
  const vt = requirePositiveDecimal('采样体积', input.volumeL);
  const t = Decimal.from(input.temperatureC);
  const p = requirePositiveDecimal('大气压', input.pressureKPa);
  if (t.lte(-273)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `温度必须高于 -273 °C：${t.toString()}`, {
      temperatureC: t.toString(),
    });
  }
  const triggers: StandardVolumeTrigger[] = [];
  if (t.lt(STANDARD_VOLUME_TRIGGERS.minTemperatureC)) triggers.push('temperature-low');
  if (t.gt(STANDARD_VOLUME_TRIGGERS.maxTemperatureC)) triggers.push('temperature-high');
  if (p.lt(STANDARD_VOLUME_TRIGGERS.minPressureKPa)) triggers.push('pressure-low');
  if (p.gt(STANDARD_VOLUME_TRIGGERS.maxPressureKPa)) triggers.push('pressure-high');
  if (triggers.length === 0) {
    return { volumeL: vt, converted: false, triggers, source: STANDARD_VOLUME_SOURCE };
  }
  // Multiply before dividing so only one rounding happens.
  const volumeL = vt.mul(293).mul(p).div(t.add(273).mul('101.3'));
  return { volumeL, converted: true, triggers, source: STANDARD_VOLUME_SOURCE };
}
