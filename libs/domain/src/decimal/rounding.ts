/**
 * Rounding modes. GB/T 8170-2008 §3.3 ("四舍六入五成双") is half-even applied once to the exact value,
 * which is the default everywhere a result is rounded.
 */
export type RoundingMode = 'half-even' | 'half-up' | 'down' | 'up' | 'floor' | 'ceiling';

export const GB_T_8170: RoundingMode = 'half-even';

/** Divides a bigint by a positive power-of-ten divisor, rounding the quotient by `mode`. */
export function divideRounded(numerator: bigint, divisor: bigint, mode: RoundingMode): bigint {
  if (divisor < 0n) return divideRounded(-numerator, -divisor, mode);
  const quotient = numerator / divisor; // truncates toward zero
  const remainder = numerator % divisor;
  if (remainder === 0n) return quotient;
  const sign = numerator < 0n ? -1n : 1n;
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n;
  const awayFromZero = quotient + sign;
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return awayFromZero;
    case 'floor':
      return sign < 0n ? awayFromZero : quotient;
    case 'ceiling':
      return sign > 0n ? awayFromZero : quotient;
    case 'half-up':
      return twiceRemainder >= divisor ? awayFromZero : quotient;
    case 'half-even':
      if (twiceRemainder > divisor) return awayFromZero;
      if (twiceRemainder < divisor) return quotient;
      return quotient % 2n === 0n ? quotient : awayFromZero;
  }
}
