import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * An 18-character code shaped like the unified social credit code: 2 digits, 6 digits
 * (administrative division), then 10 uppercase ASCII letters or digits.
 */
const CREDIT_CODE = /^\d{2}\d{6}[0-9A-Z]{10}$/;

export function validateCreditCode(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && CREDIT_CODE.test(text) ? null : VALIDATION_MESSAGES.creditCode;
}
