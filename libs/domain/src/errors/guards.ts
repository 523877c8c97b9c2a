import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from './domain-error';
import { DomainErrorCodes } from './error-codes';

/** Input guards shared by the rules: each names the quantity (in Chinese) so the error explains itself. */
export function requirePositiveDecimal(label: string, input: DecimalInput): Decimal {
  const value = Decimal.from(input);
  if (!value.isPositive()) {
    throw new DomainError(DomainErrorCodes.notPositive, `${label}必须大于零：${value.toString()}`, {
      label,
      value: value.toString(),
    });
  }
  return value;
}

export function requireNonNegativeDecimal(label: string, input: DecimalInput): Decimal {
  const value = Decimal.from(input);
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
