import type { BelowDetectionRule } from '../concentration/below-detection-rule';
import type { LabQcRule } from './lab-families';
import type { LabReadingKey } from './lab-readings';

/** What an item of a batch is: a sample, a blank, or a QC companion of a sample (`pairOf`). */
export type LabItemKind = 'sample' | 'fieldBlank' | 'labBlank' | 'parallel' | 'spike';

export type LabItemId = number | string;

/** The method's settings the batch is computed with; numbers are decimal strings. */
export interface LabBatchSettings {
  /** Instrument LOD, μg/mL or μg (the unit of `conc`). */
  readonly detectionLimit?: string | null;
  /** Minimum detectable concentration, mg/m³; reported as '<' + this when below detection. */
  readonly minDetectableConc?: string | null;
  /** Back section > this % of the front flags breakthrough (default 10). */
  readonly breakthroughPercent?: string | null;
  readonly belowLodRule: BelowDetectionRule;
  readonly reportDecimals: number;
  /** Desorption efficiency D: a percent ('95') or a fraction ('0.95'; values ≤ 1 read as a fraction). */
  readonly desorptionEfficiency?: string | null;
  /** Minimum correlation coefficient of the curve (default '0.999'). */
  readonly minR?: string;
  /** Duplicate relative deviation limit, % (default '10'). */
  readonly duplicateLimitPercent?: string;
  /** Spiked recovery acceptance range, % (default 90–110). */
  readonly recovery?: { readonly min: string; readonly max: string };
  /** Check standard tolerance, ±% (default '10'). */
  readonly checkStandardTolerancePercent?: string;
}

export interface LabCurveLevel {
  readonly concentration: string;
  readonly response: string;
}

export interface LabBatchItemInput {
  readonly id: LabItemId;
  readonly kind: LabItemKind;
  /** parallel / spike: the sample it duplicates / spikes. */
  readonly pairOf?: LabItemId | null;
  /** How messages name the item (the sample number); '#' + id when absent. */
  readonly label?: string | null;
  readonly readings: Partial<Readonly<Record<LabReadingKey, string | null>>>;
}

export interface LabBatchInput {
  /** A code of LAB_FAMILIES. */
  readonly family: string;
  readonly settings: LabBatchSettings;
  /** Levels of this batch's standard curve, the blank level (0) included. */
  readonly curve?: readonly LabCurveLevel[] | null;
  /** A curve reused from an earlier batch (used when `curve` is empty). */
  readonly reusedCurve?: { readonly slope: string; readonly intercept: string; readonly r: string } | null;
  readonly checkStandard?: { readonly expected: string; readonly measured: string } | null;
  readonly items: readonly LabBatchItemInput[];
}

export interface LabCurveResult {
  /** b of y = a + b·x, unrounded. */
  slope: string;
  /** a of y = a + b·x, unrounded. */
  intercept: string;
  /** Correlation coefficient to 8 significant digits (0.99999957). */
  r: string;
  /** Points fitted (0 for a reused curve). */
  points: number;
  usable: boolean;
  /** Why the curve may not be used (zh-CN), null when usable. */
  refusal: string | null;
  /** The curve came from an earlier batch. */
  reused: boolean;
  /** 'y = 0.12345678x + 0.0012345600' with 8 significant digits, for the record. */
  equation: string;
}

export interface LabBatchItemResult {
  id: LabItemId;
  kind: LabItemKind;
  /** Every reading the item needs is there and valid. */
  complete: boolean;
  /** mg/m³ (% for free silica; null for dispersity and blanks), unrounded. */
  concentration: string | null;
  /** Rounded by GB/T 8170 to reportDecimals, or '<' + the minimum detectable concentration. */
  reported: string | null;
  belowLod: boolean;
  /** What C_TWA counts for this sample by the belowLodRule (null where no exposure value exists). */
  counted: string | null;
  /** e.g. '穿透'. */
  flags: string[];
  /** Intermediate values by name (c, c2, c0, measured, massGain, minDetectable, band, class percents…). */
  extra?: Record<string, string>;
  /** The formula with this item's numbers, or what is missing (zh-CN). */
  explanation: string;
}

export interface LabQcCheck {
  rule: LabQcRule;
  /** The rule's name (zh-CN). */
  label: string;
  itemId?: LabItemId;
  value: string | null;
  limit: string;
  passed: boolean;
  /** Names the rule and, when failed, the failing value (zh-CN). */
  message: string;
}

export interface LabBatchResult {
  curve: LabCurveResult | null;
  items: LabBatchItemResult[];
  qc: LabQcCheck[];
  /** Every applicable QC check passed; a required check with no data fails. */
  qcPassed: boolean;
  /** At least one sample, and every sample item complete. */
  complete: boolean;
}
