import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Phone number: 11 ASCII digits starting with "1". */
const PHONE = /^1\d{10}$/;

export function validatePhone(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && PHONE.test(text) ? null : VALIDATION_MESSAGES.phone;
}
