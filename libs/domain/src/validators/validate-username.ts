import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** User name: ASCII letters and digits only, at least one character. */
const USERNAME = /^[A-Za-z0-9]+$/;

export function validateUsername(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && USERNAME.test(text) ? null : VALIDATION_MESSAGES.username;
}
