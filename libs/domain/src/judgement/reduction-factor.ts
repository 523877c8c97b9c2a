import { Decimal, DEFAULT_PRECISION, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireDecimal, requirePositiveDecimal } from '../errors/guards';

export interface ReductionFactor {
  /** 1 when the schedule is not longer than 8 h a day / 40 h a week. */
  readonly factor: Decimal;
  readonly applied: boolean;
  readonly formula: string;
}

/** What a judgement records about the reduction factor it was given. */
export interface AppliedReductionFactor {
  readonly factor: Decimal;
  /** True when the factor changed the limit (RF < 1 and the rule reduces its limit: PC-TWA only). */
  readonly applied: boolean;
}

export const REDUCTION_FACTOR_LABEL = '折减因子';

/**
 * The one validator of a long-hours reduction factor, used by every judge (TWA, STEL, MAC, peak /
 * excursion, dust, mixture): a number with 0 < RF ≤ 1, default 1. RF > 1 would raise a limit and
 * RF ≤ 0 would leave none, so both are refused with the same DomainError (OUT_OF_RANGE, details
 * `{ label, value }`) and the same Chinese message; a non-number is INVALID_NUMBER.
 */
export function requireReductionFactor(input: DecimalInput | null | undefined): Decimal {
  if (input === undefined || input === null) return Decimal.ONE;
  const rf = requireDecimal(REDUCTION_FACTOR_LABEL, input);
  if (!rf.isPositive() || rf.gt(1)) {
    throw new DomainError(
      DomainErrorCodes.outOfRange,
      `${REDUCTION_FACTOR_LABEL}不能大于 1，且必须大于 0（0 < RF ≤ 1）：${rf.toString()}`,
      { label: REDUCTION_FACTOR_LABEL, value: rf.toString() },
    );
  }
  return rf;
}

/**
 * `numerator / denominator` rounded *down* to 34 significant digits: a reduction factor is never
 * larger than the exact fraction, so PC-TWA × RF never exceeds the exact reduced limit (2/3 is
 * 0.666…6, not 0.666…7).
 */
function factorRoundedDown(numerator: Decimal, denominator: Decimal): Decimal {
  return numerator.div(denominator, DEFAULT_PRECISION, 'floor');
}

/** Daily: `RF = (8/h) · (24 − h) / 16` for h > 8 h a day (Brief & Scala); rounded down. */
export function dailyReductionFactor(hoursPerDay: DecimalInput): ReductionFactor {
  const h = requirePositiveDecimal('每日工作时间', hoursPerDay);
  if (h.gt(24)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `每日工作时间不能超过 24 h：${h.toString()}`, { hours: h.toString() });
  }
  const formula = 'RF = (8/h) · (24 − h) / 16';
  if (h.lte(8)) return { factor: Decimal.ONE, applied: false, formula };
  return { factor: factorRoundedDown(Decimal.from(8).mul(Decimal.from(24).sub(h)), h.mul(16)), applied: true, formula };
}

/** Weekly: `RF = (40/h) · (168 − h) / 128` for h > 40 h a week; rounded down. */
export function weeklyReductionFactor(hoursPerWeek: DecimalInput): ReductionFactor {
  const h = requirePositiveDecimal('每周工作时间', hoursPerWeek);
  if (h.gt(168)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `每周工作时间不能超过 168 h：${h.toString()}`, { hours: h.toString() });
  }
  const formula = 'RF = (40/h) · (168 − h) / 128';
  if (h.lte(40)) return { factor: Decimal.ONE, applied: false, formula };
  return { factor: factorRoundedDown(Decimal.from(40).mul(Decimal.from(168).sub(h)), h.mul(128)), applied: true, formula };
}
