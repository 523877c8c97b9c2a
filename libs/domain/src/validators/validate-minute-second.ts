import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Duration "mm:ss": two-digit minutes 00-59, ASCII colon, two-digit seconds 00-59. */
const MINUTE_SECOND = /^[0-5]\d:[0-5]\d$/;

export function validateMinuteSecond(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && MINUTE_SECOND.test(text) ? null : VALIDATION_MESSAGES.minuteSecond;
}
