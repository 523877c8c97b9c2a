import { Decimal } from '../decimal/decimal';
import { textValue } from './text-value';

/**
 * Canonical decimal notation with ASCII digits only: optional minus sign, an integer
 * part without leading zeros ("0" or 1-9 followed by digits), optional fraction.
 * Rejected: "+1", "1.", ".5", "01", "1e3", " 1", "１２３" (full-width digits).
 */
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * The exact value of a canonical decimal string or a finite number; otherwise `null`. Exact (a
 * Decimal, not a float), so "0.000…01" with any number of zeros is still positive.
 */
export function decimalValue(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Decimal.from(value) : null;
  const text = textValue(value);
  if (text === null || !DECIMAL.test(text)) return null;
  return Decimal.from(text);
}
