import type { SubjectSelection } from './individual-subjects';
import type { PlannedSampleKind } from './plan-validator';

/** 定点 (a fixed point at the work site) or 个体 (a sampler worn by a worker). */
export type SampleType = 'fixed' | 'individual';

export const SAMPLE_TYPE_LABELS: Readonly<Record<SampleType, string>> = { fixed: '定点', individual: '个体' };

/** Where and what a row samples: the row's identity, kept across regeneration. */
export interface PlanRowIdentity {
  readonly workshop: string;
  readonly post: string;
  readonly hazard: string;
  readonly sampleType: SampleType;
  readonly kind: PlannedSampleKind;
}

/** What a row plans; the user may edit these after generation. */
export interface PlanRowValues {
  /** Fixed points (定点); 0 on an individual row. */
  readonly points: number;
  /** Workers wearing samplers (个体); 0 on a fixed row. */
  readonly subjects: number;
  /** How the individual subjects are chosen; null on a fixed row. */
  readonly selection: SubjectSelection | null;
  /** Exposed workers of the post (from the survey). */
  readonly headcount: number | null;
  /** Units of the largest same-type equipment group giving the hazard off in the workshop (from the survey). */
  readonly equipmentUnits: number | null;
  /** Work shifts (days) sampled. */
  readonly days: number;
  /** Samples per point or subject per day. */
  readonly samplesPerUnit: number;
  readonly durationMinutes: number;
  /** L/min as an exact decimal string ('' when the method is not known). */
  readonly flow: string;
  readonly collector: string;
  readonly medium: string;
  /** Field blanks per batch (one batch: a day's samples of one hazard on one collector). */
  readonly blanksPerBatch: number;
  /** The method (standard) the defaults came from. */
  readonly method: string;
}

export interface PlanRow extends PlanRowIdentity, PlanRowValues {
  readonly key: string;
}

export const PLAN_ROW_VALUE_FIELDS: readonly (keyof PlanRowValues)[] = [
  'points',
  'subjects',
  'selection',
  'headcount',
  'equipmentUnits',
  'days',
  'samplesPerUnit',
  'durationMinutes',
  'flow',
  'collector',
  'medium',
  'blanksPerBatch',
  'method',
];

/** The stable key of a row: workshop|post|hazard|sampleType|kind (names trimmed). */
export function planRowKey(row: PlanRowIdentity): string {
  return [row.workshop, row.post, row.hazard, row.sampleType, row.kind].map((part) => String(part ?? '').trim()).join('|');
}

/** STEL and MAC samples are short-time (15 min); TWA samples are long-time. */
export function isShortKind(kind: PlannedSampleKind): boolean {
  return kind === 'STEL' || kind === 'MAC';
}
