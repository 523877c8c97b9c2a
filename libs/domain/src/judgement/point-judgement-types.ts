import type { Decimal, DecimalInput } from '../decimal/decimal';
import type { OccupationalLimit } from '../limits/occupational-limit';
import type { WbgtLabourIntensity } from '../physical/physical-limit-table';
import type { DustFraction } from './dust-judgement';
import type { PeakLimits } from './peak-exposure';
import type { JudgementEdition, Verdict } from './rule';

/** Which limit a sample serves: long-time (TWA), short-time (STEL) or the peak (MAC). */
export type PointSampleKind = 'TWA' | 'STEL' | 'MAC';

/** What a point is judged for: a GBZ 2.1 substance or dust, or a GBZ 2.2 physical agent. */
export type PointAgent = 'chemical' | 'noise' | 'heat';

/** A point's conclusion: the two verdicts, or 无法判定 (results missing, no applicable limit). */
export type PointConclusionText = Verdict | '无法判定';

/** One sample of a point, as the laboratory released it and the sampler recorded it. */
export interface PointSample {
  readonly code?: string;
  /** TWA / STEL / MAC; null counts as TWA (a long-time sample, a physical measurement). */
  readonly kind: PointSampleKind | null;
  /**
   * The value counted (mg/m³; dB(A) for noise, ℃ WBGT for heat): for a result below the detection
   * limit, what the method's below-LOD rule counts (0, LOD/2 or LOD). null while not tested.
   */
  readonly counted: DecimalInput | null;
  readonly belowLod?: boolean | null;
  /** What the report writes: "4.13", or "<0.36" when below the detection limit. */
  readonly resultText?: string | null;
  /** Sampling (exposure) time, min; else taken from start and end. */
  readonly durationMinutes?: DecimalInput | null;
  readonly start?: string | Date | null;
  readonly end?: string | Date | null;
  /** The shift the sample belongs to (its sampling date): C_TWA is one per day. */
  readonly day?: string | null;
  /** Dust: total (总尘, default) or respirable (呼尘) dust. */
  readonly dustFraction?: DustFraction | null;
}

export interface PointJudgementOptions {
  /** Edition of the GBZ 2.1 rules (default: the limit row's edition). */
  readonly edition?: JudgementEdition;
  /** The method's reported decimals: concentrations are rounded (GB/T 8170) to them, then compared. */
  readonly decimals?: number | null;
  /** Hours of a working day (the survey's 每班工作时间): over 8 h lowers PC-TWA by the daily reduction factor. */
  readonly hoursPerDay?: DecimalInput | null;
  /** Working days a week (noise: not 5 → LEX,40h). Default 5. */
  readonly daysPerWeek?: number | null;
  /** Heat: labour intensity I–IV (the survey's 体力劳动强度); without it WBGT cannot be judged. */
  readonly labourIntensity?: WbgtLabourIntensity | null;
  /** Heat: hours of heat exposure a day (contact-time ratio); default the measured hours. */
  readonly contactHours?: DecimalInput | null;
  /** Heat: the local summer outdoor ventilation design temperature (≥ 30 ℃ raises the limit by 1 ℃). */
  readonly summerVentilationDesignTemperature?: DecimalInput | null;
}

export interface PointJudgementInput {
  readonly hazard: string;
  /** Default 'chemical' (a GBZ 2.1 substance or dust, as the limit row says). */
  readonly agent?: PointAgent;
  /** The GBZ 2.1 row the hazard is judged against (chemical and dust); null when there is none. */
  readonly limit: OccupationalLimit | null;
  /** Why there is no limit, said as the point's explanation (e.g. the free-silica band is unknown). */
  readonly noLimitReason?: string | null;
  readonly samples: readonly PointSample[];
  readonly options?: PointJudgementOptions;
}

/** One check of a point, as a report prints it: the rule and its edition, the limit, the value, the verdict. */
export interface PointCheck {
  /** Stable rule id, e.g. "gbz2.1-2019/twa". */
  readonly rule: string;
  /** Standard and edition, e.g. "GBZ 2.1-2019". */
  readonly edition: string;
  readonly source: string;
  readonly formula: string;
  /** The limit as printed (PC-TWA × RF rounded down for print; the check compared the exact one). */
  readonly limit: Decimal;
  /** The value compared: rounded once (GB/T 8170) to the method's decimals. */
  readonly value: Decimal;
  readonly passed: boolean;
  readonly verdict: Verdict;
  readonly explanation: string;
}

/** A value the point shows: C_TWA, C_STE, C_ME, LEX,8h, WBGT (per dust fraction where it applies). */
export interface PointValue {
  readonly label: string;
  /** As judged (rounded to the method's decimals). */
  readonly value: Decimal;
  /** As a report writes it: the value, or "<x" when every result behind it was below the detection limit. */
  readonly text: string;
  readonly unit: string;
}

export interface PointJudgement {
  /** The highest shift's C_TWA (rounded as judged), mg/m³. */
  readonly cTwa?: Decimal;
  /** The highest C_STE, mg/m³. */
  readonly cSte?: Decimal;
  /** The highest concentration of the short samples (MAC substances), mg/m³. */
  readonly cMe?: Decimal;
  /** Peak-exposure limits applied (PC-TWA-only substances and dusts with short samples). */
  readonly peak?: PeakLimits;
  readonly values: readonly PointValue[];
  readonly checks: readonly PointCheck[];
  readonly conclusion: PointConclusionText;
  readonly explanation: string;
  /** Samples of the point still without a result. */
  readonly pending: number;
  readonly complete: boolean;
}
