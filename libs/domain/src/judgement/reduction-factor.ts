import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requirePositiveDecimal } from '../errors/guards';

export interface ReductionFactor {
  /** 1 when the schedule is not longer than 8 h a day / 40 h a week. */
  readonly factor: Decimal;
  readonly applied: boolean;
  readonly formula: string;
}

/** Daily: `RF = (8/h) · (24 − h) / 16` for h > 8 h a day (Brief & Scala). */
export function dailyReductionFactor(hoursPerDay: DecimalInput): ReductionFactor {
  const h = requirePositiveDecimal('每日工作时间', hoursPerDay);
  if (h.gt(24)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `每日工作时间不能超过 24 h：${h.toString()}`, { hours: h.toString() });
  }
  const formula = 'RF = (8/h) · (24 − h) / 16';
  if (h.lte(8)) return { factor: Decimal.ONE, applied: false, formula };
  return { factor: Decimal.from(8).mul(Decimal.from(24).sub(h)).div(h.mul(16)), applied: true, formula };
}

/** Weekly: `RF = (40/h) · (168 − h) / 128` for h > 40 h a week. */
export function weeklyReductionFactor(hoursPerWeek: DecimalInput): ReductionFactor {
  const h = requirePositiveDecimal('每周工作时间', hoursPerWeek);
  if (h.gt(168)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `每周工作时间不能超过 168 h：${h.toString()}`, { hours: h.toString() });
  }
  const formula = 'RF = (40/h) · (168 − h) / 128';
  if (h.lte(40)) return { factor: Decimal.ONE, applied: false, formula };
  return { factor: Decimal.from(40).mul(Decimal.from(168).sub(h)).div(h.mul(128)), applied: true, formula };
}
