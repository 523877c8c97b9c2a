const SECONDS = /^\d{10}$/;
const MILLISECONDS = /^\d{13}$/;

/**
 * Epoch milliseconds from a numeric timestamp (spec §5): 10 digits are seconds and are
 * multiplied by 1000; 13 digits are already milliseconds. Numbers and digit strings are
 * read alike. Anything else (other lengths, decimals, signs, spaces, non-numbers) is not
 * a timestamp this rule can read and gives `null`.
 */
export function normaliseTimestamp(value: unknown): number | null {
  let digits: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return null;
    digits = String(value);
  } else if (typeof value === 'string') {
    digits = value;
  } else {
    return null;
  }
  if (SECONDS.test(digits)) return Number(digits) * 1000;
  if (MILLISECONDS.test(digits)) return Number(digits);
  return null;
}
