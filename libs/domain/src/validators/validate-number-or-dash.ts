import { decimalValue } from './decimal-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A number (as `validateNumber`) or a single ASCII dash "-" meaning "not applicable". */
export function validateNumberOrDash(value: unknown): string | null {
  if (value === '-') return null;
  return decimalValue(value) === null ? VALIDATION_MESSAGES.numberOrDash : null;
}
