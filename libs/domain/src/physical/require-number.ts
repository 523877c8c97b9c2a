import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

/** Parses a number the user typed or a table holds; `label` is the Chinese name used in messages. */
export function requireDecimal(input: DecimalInput, label: string): Decimal {
  try {
    return Decimal.from(input);
  } catch {
    throw new DomainError(DomainErrorCodes.invalidNumber, `${label}不是有效的数值：${String(input)}`, {
      [label]: String(input),
    });
  }
}

export function requirePositive(input: DecimalInput, label: string): Decimal {
  const value = requireDecimal(input, label);
  if (!value.isPositive()) {
    throw new DomainError(DomainErrorCodes.notPositive, `${label}必须大于零：${value.toString()}`, {
      [label]: value.toString(),
    });
  }
  return value;
}

export function requireNonNegative(input: DecimalInput, label: string): Decimal {
  const value = requireDecimal(input, label);
  if (value.isNegative()) {
    throw new DomainError(DomainErrorCodes.negative, `${label}不能为负数：${value.toString()}`, {
      [label]: value.toString(),
    });
  }
  return value;
}

export function requireNonEmpty<T>(items: readonly T[], label: string): readonly T[] {
  if (items.length === 0) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `${label}不能为空`, {});
  }
  return items;
}
