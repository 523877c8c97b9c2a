import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Mainland mobile number: 11 ASCII digits, "1" then 3-8 then nine more digits. */
const MOBILE = /^1[3-8]\d{9}$/;

export function validateMobile(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && MOBILE.test(text) ? null : VALIDATION_MESSAGES.mobile;
}
