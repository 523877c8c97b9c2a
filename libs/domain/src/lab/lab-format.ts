import type { Decimal } from '../decimal/decimal';

/** A number as an explanation prints it: as entered, or 6 significant digits when a division made it long. */
export function shown(value: Decimal): string {
  return value.significantDigits() > 8 ? value.roundToSignificant(6).trimTo(0).toString() : value.toString();
}

/** 8 significant digits (the curve's slope, intercept and r on the record). */
export function eightDigits(value: Decimal): string {
  return value.isZero() ? '0' : value.roundToSignificant(8).toString();
}
