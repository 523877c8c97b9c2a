import type { Decimal } from '../decimal/decimal';
import type { LabBatchItemInput } from './lab-batch-types';
import type { LabCurve } from './lab-curve';
import type { LabFamilyDefinition } from './lab-families';
import type { LabSettings } from './lab-settings';

/** What every calculation sees of the batch. */
export interface LabCalcContext {
  readonly family: LabFamilyDefinition;
  readonly settings: LabSettings;
  readonly curve: LabCurve;
  /** Mean measured value of the batch's field blanks (c0 where the formula has a blank), null when none. */
  readonly fieldBlankMean: Decimal | null;
}

/** What an item measured, before any sampling volume: the value blanks, duplicates and spikes compare. */
export interface LabMeasurement {
  /** Instrument concentration × dilution (μg/mL or μg), mass gain (mg), % or particle count. */
  readonly value: Decimal;
  /** The parts the result formula needs (c1, c2, …). */
  readonly parts: Readonly<Record<string, Decimal>>;
  /** Parts as the explanation prints them, when already formatted (saves formatting twice). */
  readonly shownParts?: Readonly<Record<string, string>>;
  readonly extra: Record<string, string>;
  readonly lines: string[];
}

/** A "<" limit: its value for counting; `written` when the method states it (kept as written). */
export interface LabLimit {
  readonly value: Decimal;
  readonly written: string | null;
}

/** A sample's result from its measurement. */
export interface LabOutcome {
  readonly concentration: Decimal | null;
  /** concentration.toString(), when the calculator already made it. */
  readonly concentrationText?: string;
  readonly belowLod: boolean;
  /** The minimum detectable concentration the report writes after '<'. */
  readonly limit: LabLimit | null;
  /** Whether the value enters C_TWA (false for silica % and dispersity). */
  readonly exposure: boolean;
  readonly flags: string[];
  readonly extra: Record<string, string>;
  readonly lines: string[];
  /** What `reported` shows when it is not the rounded concentration (dispersity). */
  readonly reported?: string | null;
}

type Readings = LabBatchItemInput['readings'];

/** One concentration function of @ohit/domain, driven by a family definition. */
export interface LabCalculator {
  measure(readings: Readings, ctx: LabCalcContext): LabMeasurement;
  /** May extend `measurement.extra` and `measurement.lines`: they belong to this one item. */
  result(readings: Readings, measurement: LabMeasurement, ctx: LabCalcContext): LabOutcome;
}
