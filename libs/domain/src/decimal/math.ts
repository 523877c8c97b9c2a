import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { Decimal, type DecimalInput } from './decimal';

/**
 * Transcendental helpers on fixed-point bigints. Noise levels need log10 and 10^x to about 12
 * significant digits; we work with 60 digits and round the result once, half-even.
 */
const WORK_DIGITS = 60;
const ONE = 10n ** BigInt(WORK_DIGITS);
const DEFAULT_SIGNIFICANT = 20;

function fixedMul(a: bigint, b: bigint): bigint {
  return (a * b) / ONE;
}

function fixedDiv(a: bigint, b: bigint): bigint {
  return (a * ONE) / b;
}

/** atanh(p/q) = Σ z^(2k+1)/(2k+1) in fixed point; converges fast for small z. */
function atanhOfRatio(p: bigint, q: bigint): bigint {
  const z = fixedDiv(p, q);
  const z2 = fixedMul(z, z);
  let power = z;
  let sum = 0n;
  for (let k = 1n; power !== 0n; k += 2n) {
    sum += power / k;
    power = fixedMul(power, z2);
  }
  return sum;
}

const LN2 = 2n * atanhOfRatio(1n, 3n); // ln 2 = 2·atanh(1/3)
const LN10 = 3n * LN2 + 2n * atanhOfRatio(1n, 9n); // ln 10 = 3·ln 2 + ln 1.25, ln 1.25 = 2·atanh(1/9)

/** ln of a fixed-point value m in [1, 10): reduce by powers of two into [0.75, 1.5), then atanh. */
function lnFixed(m: bigint): bigint {
  let k = 0n;
  let x = m;
  const upper = (ONE * 3n) / 2n;
  while (x > upper) {
    x /= 2n;
    k += 1n;
  }
  return k * LN2 + 2n * atanhOfRatio(x - ONE, x + ONE);
}

/** e^x for a fixed-point x in [0, ln 10): halve 16 times, Taylor series, square back. */
function expFixed(x: bigint): bigint {
  const halvings = 16;
  const reduced = x / 2n ** BigInt(halvings);
  let term = ONE;
  let sum = ONE;
  for (let n = 1n; term !== 0n; n += 1n) {
    term = fixedMul(term, reduced) / n;
    sum += term;
  }
  for (let i = 0; i < halvings; i += 1) sum = fixedMul(sum, sum);
  return sum;
}

function requirePositive(name: string, x: Decimal): void {
  if (!x.isPositive()) {
    throw new DomainError(DomainErrorCodes.notPositive, `${name}的自变量必须大于零：${x.toString()}`, {
      value: x.toString(),
    });
  }
}

function fromFixed(value: bigint, significantDigits: number): Decimal {
  return Decimal.of(value, WORK_DIGITS).roundToSignificant(significantDigits).trimTo(0);
}

/** Common logarithm, rounded half-even to `significantDigits` (default 20). Exact for powers of ten. */
export function log10(input: DecimalInput, significantDigits = DEFAULT_SIGNIFICANT): Decimal {
  const x = Decimal.from(input);
  requirePositive('log10', x);
  const exponent = x.adjustedExponent();
  const digits = x.coefficient.toString();
  // mantissa m = x / 10^exponent in [1, 10), as fixed point
  const mantissa = (x.coefficient * ONE) / 10n ** BigInt(digits.length - 1);
  const fraction = mantissa === ONE ? 0n : fixedDiv(lnFixed(mantissa), LN10);
  return fromFixed(BigInt(exponent) * ONE + fraction, significantDigits);
}

/** Natural logarithm, rounded half-even to `significantDigits` (default 20). */
export function ln(input: DecimalInput, significantDigits = DEFAULT_SIGNIFICANT): Decimal {
  const x = Decimal.from(input);
  requirePositive('ln', x);
  const digits = x.coefficient.toString();
  const mantissa = (x.coefficient * ONE) / 10n ** BigInt(digits.length - 1);
  return fromFixed(BigInt(x.adjustedExponent()) * LN10 + lnFixed(mantissa), significantDigits);
}

/** 10^x, rounded half-even to `significantDigits` (default 20). Exact for integer x. */
export function pow10(input: DecimalInput, significantDigits = DEFAULT_SIGNIFICANT): Decimal {
  const x = Decimal.from(input);
  const whole = x.roundToDecimals(0, 'floor');
  if (whole.abs().gt(10000)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `pow10 的指数超出范围：${x.toString()}`, { value: x.toString() });
  }
  const exponent = Number(whole.coefficient);
  const fraction = x.sub(whole); // in [0, 1)
  if (fraction.isZero()) return Decimal.of(1n, -exponent);
  const fractionFixed = fraction.coefficient * 10n ** BigInt(WORK_DIGITS - fraction.scale);
  const mantissa = expFixed(fixedMul(fractionFixed, LN10));
  return Decimal.of(mantissa, WORK_DIGITS - exponent).roundToSignificant(significantDigits).trimTo(0);
}

/** e^x, rounded half-even to `significantDigits` (default 20). */
export function exp(input: DecimalInput, significantDigits = DEFAULT_SIGNIFICANT): Decimal {
  const x = Decimal.from(input);
  // e^x = 10^(x / ln 10)
  const lnTen = Decimal.of(LN10, WORK_DIGITS);
  return pow10(x.div(lnTen, { significantDigits: 50 }), significantDigits);
}

/** Square root, rounded half-even to `significantDigits` (default 34). Refuses negative input. */
export function sqrt(input: DecimalInput, significantDigits = 34): Decimal {
  const x = Decimal.from(input);
  if (x.isNegative()) {
    throw new DomainError(DomainErrorCodes.negative, `不能对负数开平方：${x.toString()}`, { value: x.toString() });
  }
  if (x.isZero()) return Decimal.ZERO;
  // sqrt(c / 10^s) = sqrt(c · 10^(2d − s)) / 10^d with d large enough for the requested digits + guard.
  const d = Math.max(0, significantDigits + 2 - Math.floor(x.adjustedExponent() / 2)) + Math.ceil(x.scale / 2);
  const radicand = x.coefficient * 10n ** BigInt(2 * d - x.scale);
  const root = isqrt(radicand);
  // Sticky digit so the single rounding is right even when the root is truncated at a tie.
  const sticky = root * root === radicand ? 0n : 1n;
  return Decimal.of(root * 10n + sticky, d + 1)
    .roundToSignificant(significantDigits)
    .trimTo(0);
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  // Newton from a start above the root decreases monotonically to floor(sqrt(n)).
  let x = 1n << BigInt((n.toString(2).length + 1) >> 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
