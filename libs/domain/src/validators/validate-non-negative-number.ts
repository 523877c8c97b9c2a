import { decimalValue } from './decimal-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A number greater than or equal to 0. */
export function validateNonNegativeNumber(value: unknown): string | null {
  const n = decimalValue(value);
  return n !== null && !n.isNegative() ? null : VALIDATION_MESSAGES.nonNegativeNumber;
}
