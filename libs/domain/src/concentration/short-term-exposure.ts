import type { Decimal, DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

export const STEL_MINUTES = 15;

/**
 * C_STE over 15 min. A sample of exactly 15 min is C_STE itself; an exposure shorter than
 * 15 min (and no exposure in the rest of the 15 min) is averaged over 15: `C_STE = C · T / 15`.
 */
export function shortTermExposure(concentration: DecimalInput, exposureMinutes: DecimalInput): Decimal {
  const c = requireNonNegativeDecimal('浓度', concentration);
  const t = requirePositiveDecimal('接触时间', exposureMinutes);
  if (t.gt(STEL_MINUTES)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `短时间接触时间不应超过 15 min：${t.toString()} min`, {
      exposureMinutes: t.toString(),
    });
  }
  return t.eq(STEL_MINUTES) ? c : c.mul(t).div(STEL_MINUTES);
}
