import { VALIDATION_MESSAGES } from './validation-messages';

/** Printable ASCII without space, 8 to 16 characters. */
const SHAPE = /^[!-~]{8,16}$/;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const DIGIT = /\d/;
/** Special symbol: any printable ASCII character that is not a letter or a digit. */
const SPECIAL = /[!-/:-@[-`{-~]/;

/**
 * Password: 8 to 16 printable ASCII characters (no spaces, no full-width characters)
 * containing at least one uppercase letter, lowercase letter, digit and special symbol.
 */
export function validatePassword(value: unknown): string | null {
  if (typeof value !== 'string') return VALIDATION_MESSAGES.password;
  const ok =
    SHAPE.test(value) && UPPER.test(value) && LOWER.test(value) && DIGIT.test(value) && SPECIAL.test(value);
  return ok ? null : VALIDATION_MESSAGES.password;
}
