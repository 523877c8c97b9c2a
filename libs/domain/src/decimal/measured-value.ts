import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { Decimal, type DecimalInput } from './decimal';

/** A quantified result. */
export interface QuantifiedValue {
  readonly kind: 'quantified';
  readonly value: Decimal;
}

/** A result below the detection limit, reported as "<" + the limit (never 0, never a string). */
export interface BelowDetectionValue {
  readonly kind: 'below-detection';
  readonly limit: Decimal;
}

export type MeasuredValue = QuantifiedValue | BelowDetectionValue;

export function quantified(value: DecimalInput): QuantifiedValue {
  return { kind: 'quantified', value: Decimal.from(value) };
}

export function belowDetection(limit: DecimalInput): BelowDetectionValue {
  const value = Decimal.from(limit);
  if (!value.isPositive()) {
    throw new DomainError(DomainErrorCodes.notPositive, `检出限必须大于零：${value.toString()}`, {
      limit: value.toString(),
    });
  }
  return { kind: 'below-detection', limit: value };
}

export function isBelowDetection(value: MeasuredValue): value is BelowDetectionValue {
  return value.kind === 'below-detection';
}

/**
 * Reports a raw result against a detection limit: under it becomes "<LOD", at or over it stays
 * quantified.
 */
export function classifyAgainstLimit(raw: DecimalInput, detectionLimit: DecimalInput): MeasuredValue {
  const value = Decimal.from(raw);
  const limit = Decimal.from(detectionLimit);
  return value.lt(limit) ? belowDetection(limit) : quantified(value);
}

/** Text for a report: "4.13" or "<0.2". */
export function formatMeasured(value: MeasuredValue): string {
  return value.kind === 'quantified' ? value.value.toString() : `<${value.limit.toString()}`;
}

/** Parses report text back: "<0.2" → below detection, "4.13" → quantified. */
export function parseMeasured(text: string): MeasuredValue {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) return belowDetection(trimmed.slice(1));
  return quantified(trimmed);
}
