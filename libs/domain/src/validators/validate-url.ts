import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * URL-like value: http:// or https:// with a host, or mailto: / tel: with a target.
 * Schemes are case-insensitive (RFC 3986); no whitespace anywhere.
 */
const URL_LIKE = /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:[^\s]+)$/i;

export function validateUrl(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && URL_LIKE.test(text) ? null : VALIDATION_MESSAGES.url;
}
