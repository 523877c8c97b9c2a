/**
 * Wire shapes of the sampling plan's own endpoints beside the generic ones (api/samplingPlan):
 * the live checker, the generation preview (what regenerating would change), the planned
 * samples (labels) and the consumable plan (采样准备 › planHc).
 */

/** The running number of sample codes (code_sequences / code_patterns): one per organisation and year. */
export const SAMPLE_CODE_SEQUENCE = 'sample';

/**
 * Identity prefix of samples a 项目调整 adds (补采, 空白样) beside the plan's own: re-approving the
 * plan reconciles only the samples it planned, never these.
 */
export const ADJUSTMENT_SAMPLE_PREFIX = 'adjustment#';

/** One GBZ 159 shortfall of a plan, in Chinese, with the plan rows (row keys) it is about. */
export interface PlanCheckIssueView {
  code: string;
  message: string;
  rowKeys: string[];
  required?: number;
  planned?: number;
  source: string;
}

/** GET api/samplingPlan/:id/check */
export interface PlanCheckView {
  issues: PlanCheckIssueView[];
  /** The survey changed since the rows were generated (or was never generated from). */
  needsRegenerating: boolean;
  /** Rows were generated at least once. */
  generated: boolean;
  /** The issues an approved override lets through (submission then passes while no other issue appears). */
  overridden: string[];
}

/** A field a regeneration would change on a stored row. */
export interface PlanFieldChangeView {
  field: string;
  label: string;
  stored: string | number | null;
  generated: string | number | null;
  /** The user had changed this value after the last generation. */
  edited: boolean;
}

/** A plan row as the preview shows it (identity and counts). */
export interface PlanRowSummary {
  key: string;
  workshop: string;
  post: string;
  hazard: string;
  sampleType: string;
  kind: string;
  points: number;
  subjects: number;
}

/** GET api/samplingPlan/:id/generation: what 生成方案 would do now; POST …/commands/generate takes `accept`. */
export interface PlanGenerationPreview {
  needsRegenerating: boolean;
  /** The plan has no rows yet: everything is added. */
  firstGeneration: boolean;
  notes: string[];
  added: PlanRowSummary[];
  removed: PlanRowSummary[];
  changed: { key: string; row: PlanRowSummary; fields: PlanFieldChangeView[] }[];
}

/** The body's `accept` of 生成方案: row keys to add and remove, fields to take per changed row. */
export interface PlanGenerationAccept {
  add?: string[];
  remove?: string[];
  change?: Record<string, string[]>;
}

/** GET api/samplingPlan/:id/samples: the plan's numbered samples (labels). */
export interface PlannedSampleView {
  id: number;
  code: string;
  blank: boolean;
  kind: string | null;
  sampleType: string | null;
  hazard: string;
  workshop: string | null;
  post: string | null;
  day: number;
  unit: number;
  collector: string;
  state: string;
  /** The sample's organisation (its label's QR code opens the sample there). */
  organizationId: number;
}

/** One line of the consumable plan: a collector (and medium) with the samples and blanks it takes. */
export interface ConsumableLine {
  collector: string;
  medium: string;
  hazards: string[];
  samples: number;
  blanks: number;
  total: number;
}

/** A reagent (desorption/elution) a hazard's laboratory method needs, by the samples it serves. */
export interface ReagentLine {
  hazard: string;
  method: string;
  reagent: string;
  samples: number;
}

/** GET api/samplingPlan/:id/consumables (采样准备 › 耗材计划, planHc). */
export interface ConsumablePlanView {
  planId: number;
  state: string;
  collectors: ConsumableLine[];
  reagents: ReagentLine[];
  totalSamples: number;
  totalBlanks: number;
}

/** GET/PUT api/sampleCode/pattern: the organisation's sample code pattern and the next code. */
export interface SampleCodePatternView {
  pattern: string;
  defaultPattern: string;
  custom: boolean;
  /** The first code of a project coded XM-示例 would get now, and a blank's. */
  next: string;
  nextBlank: string;
}
