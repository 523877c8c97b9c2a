/**
 * The text a validator checks: strings as they are (never trimmed), finite numbers as
 * `String(n)`; anything else (null, undefined, objects, NaN, Infinity) gives `null`.
 */
export function textValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** True for undefined, null and the empty string (whitespace is not empty). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
