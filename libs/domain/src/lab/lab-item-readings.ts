import type { Decimal } from '../decimal/decimal';
import { requireDecimal } from '../errors/guards';
import type { LabBatchItemInput } from './lab-batch-types';
import { LAB_READINGS, type LabReadingKey } from './lab-readings';

/**
 * Readings an item carries only as context for its concentration (volumes, dilution, the blank,
 * the spike amount): a blank or a parallel/spike companion needs none of them to be measured.
 */
const CONTEXT_READINGS: ReadonlySet<LabReadingKey> = new Set([
  'standardVolume',
  'desorbVolume',
  'solutionVolume',
  'dilution',
  'blankConc',
  'spikeAdded',
]);

type Readings = LabBatchItemInput['readings'];

export function hasReading(readings: Readings, key: LabReadingKey): boolean {
  const value = readings[key];
  return value !== undefined && value !== null && value.trim() !== '';
}

/** The reading as a decimal; a value that is no number is a DomainError naming the reading. */
export function reading(readings: Readings, key: LabReadingKey): Decimal {
  return requireDecimal(LAB_READINGS[key].label, readings[key] as string);
}

export function readingOr(readings: Readings, key: LabReadingKey, fallback: Decimal): Decimal {
  return hasReading(readings, key) ? reading(readings, key) : fallback;
}

export interface RequiredReadings {
  /** What a sample needs for its concentration. */
  readonly forResult: readonly LabReadingKey[];
  /** What any item needs to be measured at all (blanks, parallels, spikes). */
  readonly forMeasurement: readonly LabReadingKey[];
}

export function requiredReadings(readings: readonly LabReadingKey[], optional: readonly LabReadingKey[] = []): RequiredReadings {
  const forResult = readings.filter((key) => !optional.includes(key));
  return { forResult, forMeasurement: forResult.filter((key) => !CONTEXT_READINGS.has(key)) };
}

/** Labels of the keys the item lacks. */
export function missingReadings(readings: Readings, keys: readonly LabReadingKey[]): string[] {
  return keys.filter((key) => !hasReading(readings, key)).map((key) => LAB_READINGS[key].label);
}
