import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * E-mail: a dotted local part (or a quoted one) "@" a domain of ASCII labels with a
 * top-level label of at least two letters, or a bracketed IPv4 literal.
 */
const EMAIL =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\s]+")@(?:\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})$/;

export function validateEmail(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && EMAIL.test(text) ? null : VALIDATION_MESSAGES.email;
}
