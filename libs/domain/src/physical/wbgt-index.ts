import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireDecimal, requireNonEmpty, requirePositive } from './require-number';

export interface WbgtReadings {
  /** Natural wet-bulb temperature tnw, ℃. */
  readonly naturalWetBulb: DecimalInput;
  /** Black-globe temperature tg, ℃. */
  readonly globe: DecimalInput;
  /** Dry-bulb (air) temperature ta, ℃; needed only with solar load. */
  readonly dryBulb?: DecimalInput;
  /** Outdoors in the sun. */
  readonly solarLoad: boolean;
}

/** Reports print WBGT to 0.1 ℃ [M, lab practice]. */
export const WBGT_REPORT_DECIMALS = 1;

/**
 * WBGT index (GBZ/T 189.7; domain.md §5): without sun 0.7·tnw + 0.3·tg, with sun
 * 0.7·tnw + 0.2·tg + 0.1·ta. Exact (no rounding); temperatures may be below zero.
 */
export function wbgtIndex(readings: WbgtReadings): Decimal {
  const tnw = requireDecimal(readings.naturalWetBulb, '自然湿球温度');
  const tg = requireDecimal(readings.globe, '黑球温度');
  if (!readings.solarLoad) return tnw.mul('0.7').add(tg.mul('0.3'));
  if (readings.dryBulb === undefined) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '室外有太阳辐射时须填写干球温度', {});
  }
  const ta = requireDecimal(readings.dryBulb, '干球温度');
  return tnw.mul('0.7').add(tg.mul('0.2')).add(ta.mul('0.1'));
}

/** Time-weighted WBGT over the periods of a working day: Σ WBGTi·ti / Σ ti. */
export function wbgtTimeWeighted(periods: readonly { readonly wbgt: DecimalInput; readonly hours: DecimalInput }[]): Decimal {
  requireNonEmpty(periods, 'WBGT测量时段');
  let weighted = Decimal.ZERO;
  let total = Decimal.ZERO;
  periods.forEach((period, i) => {
    const hours = requirePositive(period.hours, `第${i + 1}段接触时间（h）`);
    weighted = weighted.add(requireDecimal(period.wbgt, `第${i + 1}段WBGT`).mul(hours));
    total = total.add(hours);
  });
  return weighted.div(total);
}

/** Contact-time ratio (接触时间率): heat-exposure time in a working day over 8 h, in percent. */
export function wbgtContactTimeRatioPercent(contactHours: DecimalInput): Decimal {
  const hours = requirePositive(contactHours, '高温作业接触时间（h）');
  if (hours.gt(24)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `一个工作日的接触时间不能超过24小时：${hours.toString()}`, {
      hours: hours.toString(),
    });
  }
  return hours.mul(100).div(8);
}
