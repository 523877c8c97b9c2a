import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * A detection result: a fixed non-negative number ("0.052"), or a value below the
 * detection limit written with the English less-than sign and no space ("<0.005").
 * Trailing zeros are kept meaningful (significant figures); leading zeros, full-width
 * "＜", "≤", "〈" and spaces are rejected.
 */
const DETECTION_VALUE = /^<?(?:0|[1-9]\d*)(?:\.\d+)?$/;

export function validateDetectionValue(value: unknown): string | null {
  const text = textValue(value);
  return text !== null && DETECTION_VALUE.test(text) ? null : VALIDATION_MESSAGES.detectionValue;
}
