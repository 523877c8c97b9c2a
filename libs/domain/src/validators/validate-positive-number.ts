import { decimalValue } from './decimal-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A number strictly greater than 0. */
export function validatePositiveNumber(value: unknown): string | null {
  const n = decimalValue(value);
  return n !== null && n.isPositive() ? null : VALIDATION_MESSAGES.positiveNumber;
}
