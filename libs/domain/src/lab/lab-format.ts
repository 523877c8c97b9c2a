import type { Decimal } from '../decimal/decimal';

const SHOWN_DIGITS = 8;

/**
 * A number as an explanation prints it: as it is when short, else cut after 8 significant digits
 * and marked '…' (the digits go on; nothing is rounded, so nothing on the record looks like a
 * reported value). Whole-number digits are never cut.
 */
export function shown(value: Decimal): string {
  return shownText(value.toString());
}

/** `shown` of a decimal's text already at hand (Decimal.toString is not free on 34 digits). */
export function shownText(text: string): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  let i = text.search(/[1-9]/);
  if (i < 0) return text;
  for (let digits = 0; i < text.length && digits < SHOWN_DIGITS; i += 1) {
    if (text[i] !== '.') digits += 1;
  }
  const end = Math.max(i, dot + 2);
  return end >= text.length ? text : `${text.slice(0, end)}…`;
}

/** 8 significant digits, rounded by GB/T 8170 (the curve's slope, intercept and r on the record). */
export function eightDigits(value: Decimal): string {
  return value.isZero() ? '0' : value.roundToSignificant(8).toString();
}
