import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** 0 or a positive integer in ASCII digits without leading zeros. */
const NON_NEGATIVE_INTEGER = /^(?:0|[1-9]\d*)$/;

export function validateNonNegativeInteger(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? null : VALIDATION_MESSAGES.nonNegativeInteger;
  }
  const text = textValue(value);
  return text !== null && NON_NEGATIVE_INTEGER.test(text) ? null : VALIDATION_MESSAGES.nonNegativeInteger;
}
