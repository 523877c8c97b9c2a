import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { divideRounded, GB_T_8170, type RoundingMode } from './rounding';

export type DecimalInput = Decimal | string | number | bigint;

/** How many digits an inexact operation keeps: a fixed number of decimals or of significant digits. */
export type Precision = { readonly decimals: number } | { readonly significantDigits: number };

/** Division and roots keep 34 significant digits unless told otherwise (IEEE decimal128's width). */
export const DEFAULT_PRECISION: Precision = { significantDigits: 34 };

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function pow10n(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

function digitCount(value: bigint): number {
  return (value < 0n ? -value : value).toString().length;
}

function invalid(input: unknown): DomainError {
  return new DomainError(DomainErrorCodes.invalidNumber, `无效的数值：${String(input)}`, { input: String(input) });
}

function checkDigits(kind: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min || value > 1000) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `${kind}必须是不小于 ${min} 的整数：${value}`, {
      [kind]: value,
    });
  }
}

/**
 * An exact decimal number: `coefficient × 10^-scale`, scale ≥ 0. Immutable. add, sub and mul are
 * exact; div, sqrt, log10 and pow10 round to a stated precision. The scale is kept, so "85.0"
 * stays "85.0" (trailing zeros are significant in a measured value).
 */
export class Decimal {
  private constructor(
    readonly coefficient: bigint,
    readonly scale: number,
  ) {}

  static readonly ZERO = new Decimal(0n, 0);
  static readonly ONE = new Decimal(1n, 0);

  /** Builds a decimal from its parts: value = coefficient × 10^-scale. */
  static of(coefficient: bigint, scale = 0): Decimal {
    if (!Number.isInteger(scale)) throw invalid(scale);
    return scale >= 0 ? new Decimal(coefficient, scale) : new Decimal(coefficient * pow10n(-scale), 0);
  }

  static from(input: DecimalInput): Decimal {
    if (input instanceof Decimal) return input;
    if (typeof input === 'bigint') return new Decimal(input, 0);
    if (typeof input === 'number') {
      // String(n) is the shortest text that round-trips, so 0.1 becomes exactly 0.1, not 0.1000000000000000055…
      if (!Number.isFinite(input)) throw invalid(input);
      return Decimal.parse(String(input));
    }
    if (typeof input === 'string') return Decimal.parse(input);
    throw invalid(input);
  }

  private static parse(text: string): Decimal {
    const match = DECIMAL_PATTERN.exec(text.trim());
    if (!match) throw invalid(text);
    const [, sign, whole = '', fraction = '', exponentText] = match;
    if (whole === '' && fraction === '') throw invalid(text);
    const exponent = exponentText === undefined ? 0 : Number(exponentText);
    if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 10000) throw invalid(text);
    let coefficient = BigInt(whole + fraction || '0');
    if (sign === '-') coefficient = -coefficient;
    return Decimal.of(coefficient, fraction.length - exponent);
  }

  static isDecimal(value: unknown): value is Decimal {
    return value instanceof Decimal;
  }

  static sum(values: readonly DecimalInput[]): Decimal {
    return values.reduce<Decimal>((total, value) => total.add(value), Decimal.ZERO);
  }

  static max(first: DecimalInput, ...rest: DecimalInput[]): Decimal {
    return rest.reduce<Decimal>((best, value) => (best.gte(value) ? best : Decimal.from(value)), Decimal.from(first));
  }

  static min(first: DecimalInput, ...rest: DecimalInput[]): Decimal {
    return rest.reduce<Decimal>((best, value) => (best.lte(value) ? best : Decimal.from(value)), Decimal.from(first));
  }

  /** Coefficient of this value re-expressed at a larger scale. */
  private at(scale: number): bigint {
    return this.coefficient * pow10n(scale - this.scale);
  }

  add(other: DecimalInput): Decimal {
    const b = Decimal.from(other);
    const scale = Math.max(this.scale, b.scale);
    return new Decimal(this.at(scale) + b.at(scale), scale);
  }

  sub(other: DecimalInput): Decimal {
    return this.add(Decimal.from(other).neg());
  }

  mul(other: DecimalInput): Decimal {
    const b = Decimal.from(other);
    return new Decimal(this.coefficient * b.coefficient, this.scale + b.scale);
  }

  /**
   * Division rounded half-even to `precision` (or by `mode`, e.g. 'floor' for a bound that must never
   * exceed the exact quotient); trailing zeros beyond the dividend's scale are dropped so exact
   * quotients stay short (6 / 2 = 3, not 3.000…).
   */
  div(other: DecimalInput, precision: Precision = DEFAULT_PRECISION, mode: RoundingMode = GB_T_8170): Decimal {
    const b = Decimal.from(other);
    if (b.isZero()) {
      throw new DomainError(DomainErrorCodes.divisionByZero, '除数不能为零', { dividend: this.toString() });
    }
    if (this.isZero()) return Decimal.ZERO;
    let decimals: number;
    if ('decimals' in precision) {
      checkDigits('decimals', precision.decimals, 0);
      decimals = precision.decimals;
    } else {
      checkDigits('significantDigits', precision.significantDigits, 1);
      // Magnitude estimate of the quotient (exact to within one digit); one extra digit, then round by sig digits.
      const magnitude = this.adjustedExponent() - b.adjustedExponent() + 1;
      decimals = Math.max(0, precision.significantDigits - magnitude + 1);
    }
    // this / b = (ca / 10^sa) / (cb / 10^sb), truncated one guard digit past `decimals`, plus a
    // sticky digit when inexact, so the single rounding below is correct (no double rounding).
    const guarded = decimals + 1;
    const shift = guarded + b.scale - this.scale;
    const numerator = shift >= 0 ? this.coefficient * pow10n(shift) : this.coefficient;
    const denominator = shift >= 0 ? b.coefficient : b.coefficient * pow10n(-shift);
    const quotient = numerator / denominator;
    const inexact = numerator % denominator !== 0n;
    const sticky = inexact ? (numerator < 0n !== denominator < 0n ? -1n : 1n) : 0n;
    const exact = new Decimal(quotient * 10n + sticky, guarded + 1);
    const result = exact.round(precision, mode);
    // A stated number of decimals is kept as asked; a significant-digit quotient drops padding zeros.
    return 'decimals' in precision ? result : result.trimTo(this.scale);
  }

  /** Drops trailing zeros, but never below `minScale` decimals. */
  trimTo(minScale = 0): Decimal {
    let { coefficient, scale } = this;
    while (scale > minScale && coefficient % 10n === 0n) {
      coefficient /= 10n;
      scale -= 1;
    }
    return scale === this.scale ? this : new Decimal(coefficient, scale);
  }

  neg(): Decimal {
    return new Decimal(-this.coefficient, this.scale);
  }

  abs(): Decimal {
    return this.isNegative() ? this.neg() : this;
  }

  compare(other: DecimalInput): -1 | 0 | 1 {
    const b = Decimal.from(other);
    const scale = Math.max(this.scale, b.scale);
    const x = this.at(scale);
    const y = b.at(scale);
    return x < y ? -1 : x > y ? 1 : 0;
  }

  eq(other: DecimalInput): boolean {
    return this.compare(other) === 0;
  }
  lt(other: DecimalInput): boolean {
    return this.compare(other) < 0;
  }
  lte(other: DecimalInput): boolean {
    return this.compare(other) <= 0;
  }
  gt(other: DecimalInput): boolean {
    return this.compare(other) > 0;
  }
  gte(other: DecimalInput): boolean {
    return this.compare(other) >= 0;
  }

  isZero(): boolean {
    return this.coefficient === 0n;
  }
  isNegative(): boolean {
    return this.coefficient < 0n;
  }
  isPositive(): boolean {
    return this.coefficient > 0n;
  }
  isInteger(): boolean {
    return this.coefficient % pow10n(this.scale) === 0n;
  }

  /** Exponent of the leading digit: 123.4 → 2, 0.05 → -2, 0 → 0. */
  adjustedExponent(): number {
    return this.isZero() ? 0 : digitCount(this.coefficient) - 1 - this.scale;
  }

  /** Number of significant digits as written: "0.0500" → 3. */
  significantDigits(): number {
    return this.isZero() ? 1 : digitCount(this.coefficient);
  }

  /**
   * Rounds to `decimals` places (negative rounds to tens, hundreds…). The result has exactly that
   * scale, so 85 rounded to 1 decimal prints "85.0".
   */
  roundToDecimals(decimals: number, mode: RoundingMode = GB_T_8170): Decimal {
    if (!Number.isInteger(decimals) || Math.abs(decimals) > 1000) {
      throw new DomainError(DomainErrorCodes.invalidArgument, `小数位数必须是整数：${decimals}`, { decimals });
    }
    if (decimals >= this.scale) return new Decimal(this.at(decimals), decimals);
    const rounded = divideRounded(this.coefficient, pow10n(this.scale - decimals), mode);
    return Decimal.of(rounded, decimals);
  }

  /**
   * Rounds to `digits` significant digits (GB/T 8170 by default): 0.004125 → 0.00412 at 3.
   * Large integers keep scale 0, so 12345 at 2 digits is 12000.
   */
  roundToSignificant(digits: number, mode: RoundingMode = GB_T_8170): Decimal {
    checkDigits('significantDigits', digits, 1);
    if (this.isZero()) return this;
    const decimals = digits - 1 - this.adjustedExponent();
    const rounded = this.roundToDecimals(decimals, mode);
    // 9.99 → 10.0 gains a digit; round again from the exact value's new magnitude.
    if (rounded.adjustedExponent() > this.adjustedExponent()) {
      return this.roundToDecimals(decimals - 1, mode);
    }
    return rounded;
  }

  /** Rounds by a precision spec. */
  round(precision: Precision, mode: RoundingMode = GB_T_8170): Decimal {
    return 'decimals' in precision
      ? this.roundToDecimals(precision.decimals, mode)
      : this.roundToSignificant(precision.significantDigits, mode);
  }

  /** Plain notation, never exponent form; keeps the scale ("0.50"). */
  toString(): string {
    const negative = this.coefficient < 0n;
    const digits = (negative ? -this.coefficient : this.coefficient).toString();
    let text: string;
    if (this.scale === 0) {
      text = digits;
    } else {
      const padded = digits.padStart(this.scale + 1, '0');
      text = `${padded.slice(0, -this.scale)}.${padded.slice(-this.scale)}`;
    }
    return negative ? `-${text}` : text;
  }

  toJSON(): string {
    return this.toString();
  }

  /** For charts and display widgets only: never feed the result back into a calculation. */
  toNumber(): number {
    return Number(this.toString());
  }
}

/** Shorthand for `Decimal.from`. */
export function dec(input: DecimalInput): Decimal {
  return Decimal.from(input);
}
