import { decimalValue } from './decimal-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A number, optionally negative and decimal ("-1.5", "0", "42"). */
export function validateNumber(value: unknown): string | null {
  return decimalValue(value) === null ? VALIDATION_MESSAGES.number : null;
}
