import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireDecimal, requireNonEmpty, requirePositiveDecimal } from '../errors/guards';

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
  const tnw = requireDecimal('自然湿球温度', readings.naturalWetBulb);
  const tg = requireDecimal('黑球温度', readings.globe);
  if (!readings.solarLoad) return tnw.mul('0.7').add(tg.mul('0.3'));
  if (readings.dryBulb === undefined) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '室外有太阳辐射时须填写干球温度', {});
  }
  const ta = requireDecimal('干球温度', readings.dryBulb);
  return tnw.mul('0.7').add(tg.mul('0.2')).add(ta.mul('0.1'));
}

/** Time-weighted WBGT over the periods of a working day: Σ WBGTi·ti / Σ ti. */
export function wbgtTimeWeighted(periods: readonly { readonly wbgt: DecimalInput; readonly hours: DecimalInput }[]): Decimal {
  requireNonEmpty('WBGT测量时段', periods);
  let weighted = Decimal.ZERO;
  let total = Decimal.ZERO;
  periods.forEach((period, i) => {
    const hours = requirePositiveDecimal(`第${i + 1}段接触时间（h）`, period.hours);
    weighted = weighted.add(requireDecimal(`第${i + 1}段WBGT`, period.wbgt).mul(hours));
    total = total.add(hours);
  });
  return weighted.div(total);
}

/** Contact-time ratio (接触时间率): heat-exposure time in a working day over 8 h, in percent. */
export function wbgtContactTimeRatioPercent(contactHours: DecimalInput): Decimal {
  const hours = requirePositiveDecimal('高温作业接触时间（h）', contactHours);
  if (hours.gt(24)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `一个工作日的接触时间不能超过24小时：${hours.toString()}`, {
      hours: hours.toString(),
    });
  }
  return hours.mul(100).div(8);
}
