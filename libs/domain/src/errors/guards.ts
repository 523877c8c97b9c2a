import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from './domain-error';
import { DomainErrorCodes } from './error-codes';

/**
 * Input guards shared by every rule family: each names the quantity (in Chinese) so the error
 * explains itself, and each error carries `{ label, value }` as its details.
 */

/** Parses a number the user typed or a table holds; refuses anything that is not one (INVALID_NUMBER). */
export function requireDecimal(label: string, input: DecimalInput): Decimal {
  try {
    return Decimal.from(input);
  } catch {
    throw new DomainError(DomainErrorCodes.invalidNumber, `${label}不是有效的数值：${String(input)}`, {
      label,
      value: String(input),
    });
  }
}

export function requirePositiveDecimal(label: string, input: DecimalInput): Decimal {
  const value = requireDecimal(label, input);
  if (!value.isPositive()) {
    throw new DomainError(DomainErrorCodes.notPositive, `${label}必须大于零：${value.toString()}`, {
      label,
      value: value.toString(),
    });
  }
  return value;
}

export function requireNonNegativeDecimal(label: string, input: DecimalInput): Decimal {
  const value = requireDecimal(label, input);
  if (value.isNegative()) {
    throw new DomainError(DomainErrorCodes.negative, `${label}不能为负数：${value.toString()}`, {
      label,
      value: value.toString(),
    });
  }
  return value;
}

export function requirePositiveInteger(label: string, value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new DomainError(DomainErrorCodes.notPositive, `${label}必须是正整数：${value}`, { label, value });
  }
  return value;
}

/** Refuses an empty list (INVALID_ARGUMENT). */
export function requireNonEmpty<T>(label: string, items: readonly T[]): readonly T[] {
  if (items.length === 0) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `${label}不能为空`, { label });
  }
  return items;
}
