/**
 * Wire shapes of a project's judgement (GET api/project/:id/judgements, 检测结果判定): every
 * sampling point of the project judged on read from its samples' released results against the
 * GBZ 2.1 limit in force (GBZ 2.2 for noise and heat), and the project's conclusion. Measured
 * values and limits are exact decimals as strings.
 */

/** 符合 / 不符合, or 无法判定 (results missing, a fact or a limit lacking). */
export type JudgementConclusion = '符合' | '不符合' | '无法判定';

/** The route of a project's judgements. */
export const projectJudgementsPath = (projectId: number | string): string => `api/project/${encodeURIComponent(String(projectId))}/judgements`;

/** One check of a point: the rule, its edition, the limit and the value compared, the verdict. */
export interface JudgementCheckView {
  /** Stable rule id, e.g. "gbz2.1-2019/twa". */
  rule: string;
  /** Standard and edition, e.g. "GBZ 2.1-2019". */
  edition: string;
  source: string;
  formula: string;
  /** The limit as printed. */
  limit: string;
  /** The value compared, rounded (GB/T 8170) to the method's decimals. */
  value: string;
  passed: boolean;
  explanation: string;
}

/** A sample of a point with its result (null while not tested). */
export interface JudgedSampleView {
  code: string;
  /** TWA / STEL / MAC (null for a physical measurement). */
  kind: string | null;
  state: string;
  /** What the report writes: "4.13" or "<0.36". */
  resultText: string | null;
  resultUnit: string | null;
  durationMinutes: string | null;
  samplingDate: string | null;
  tested: boolean;
}

/** A value of the point: C_TWA (per dust fraction), C_STE, C_ME, LEX,8h, WBGT. */
export interface JudgedValueView {
  label: string;
  value: string;
  /** As a report writes it ("<0.05" when every result was below the detection limit). */
  text: string;
  unit: string;
}

/** The limit row a point was judged against (GBZ 2.1), or the physical agent's standard. */
export interface JudgedLimitView {
  /** The row's name, e.g. "甲苯" or "矽尘（10 %≤游离SiO2含量≤50 %）". */
  name: string;
  /** A GBZ 2.1 表1 substance (MAC / PC-TWA / PC-STEL), a 表2 dust (总尘 / 呼尘 PC-TWA), or a GBZ 2.2 agent (limits in the checks). */
  kind: 'chemical' | 'dust' | 'physical';
  macValue: string | null;
  twa: string | null;
  stel: string | null;
  totalDustTwa: string | null;
  respirableDustTwa: string | null;
  /** "GBZ 2.1-2019" / "GBZ 2.2-2007". */
  edition: string;
  /** Where the value came from (the limits table's source cell). */
  source: string;
}

export interface PointJudgementView {
  workshop: string | null;
  post: string | null;
  /** The sampling point (or the person sampled) as the sampler recorded it. */
  pointName: string;
  hazard: string;
  samples: JudgedSampleView[];
  /** The highest shift's C_TWA, mg/m³ (null when none could be computed). */
  cTwa: string | null;
  cSte: string | null;
  cMe: string | null;
  values: JudgedValueView[];
  limit: JudgedLimitView | null;
  checks: JudgementCheckView[];
  conclusion: JudgementConclusion;
  explanation: string;
  /** Every sample of the point has its result. */
  complete: boolean;
}

export interface ProjectJudgementsView {
  projectId: number;
  /** The GBZ 2.1 edition applied ("GBZ 2.1-2019"), null when none is in force for the project's date. */
  edition: string | null;
  conclusion: JudgementConclusion;
  explanation: string;
  /** The points that fail, named "车间/岗位/点位 危害因素". */
  failingPoints: string[];
  /** The project's samples: planned (not cancelled), collected (or later), tested (tested, retained, disposed after testing). */
  counts: { planned: number; collected: number; tested: number };
  points: PointJudgementView[];
}
