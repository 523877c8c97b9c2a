import { Decimal, type DecimalInput } from '../decimal/decimal';
import { nextPeriodicDetectionDue, PERIODIC_DETECTION_RULE } from '../scheduling/periodic-detection';
import { type ChemicalGradingInput, type ChemicalGradingResult, chemicalGradingRuleSets, type ChemicalToxicityClass, type GradingLabourIntensity } from './chemical-grading';
import { type NoiseGradingInput, type NoiseGradingResult, noiseGradingRuleSets } from './noise-grading';
import { gradingDate, type GradingRuleSets, type TranscribedEdition } from './versioned-rule-sets';

/**
 * 风险评估 of an employer from a project's judged results (GBZ/T 229, versioned by the project's
 * date): a grade per post and hazard with its explanation, the overall risk class (the worst
 * grade) and the next periodic detection's due date derived from it.
 */

/** What a post's hazard is graded from (gathered from the judged points by the caller). */
export interface RiskHazardInput {
  readonly workshop: string | null;
  readonly post: string | null;
  readonly hazard: string;
  /** chemical (GBZ/T 229.2), noise (229.4), dust (229.1), heat (229.3), or another agent GBZ/T 229 does not grade. */
  readonly agent: 'chemical' | 'noise' | 'dust' | 'heat' | 'other';
  /** GBZ 230 toxicity class of a chemical (WD): given by the assessor; no table of it is shipped. */
  readonly toxicity?: ChemicalToxicityClass | null;
  /** The post's 体力劳动强度 from the survey (WL). */
  readonly labourIntensity?: GradingLabourIntensity | null;
  /** A chemical's measured values with their limits, e.g. C_TWA against PC-TWA. */
  readonly exposures?: readonly { readonly label: string; readonly concentration: DecimalInput; readonly limitLabel: string; readonly limit: DecimalInput }[];
  /** Noise: the loudest LEX,8h (or LEX,40h) of the post. */
  readonly noise?: NoiseGradingInput | null;
  /** Why the judged results cannot be graded (no result, no limit …), said as is. */
  readonly missing?: string | null;
}

export interface RiskGrading {
  readonly workshop: string | null;
  readonly post: string | null;
  readonly hazard: string;
  readonly agent: RiskHazardInput['agent'];
  /** The standard and edition graded by, null when not graded. */
  readonly standard: string | null;
  /** The inputs in words (WD, B, WL / the level). */
  readonly inputs: string;
  /** G (chemicals) or the rounded LEX (noise), exact; null when not graded. */
  readonly value: string | null;
  readonly grade: number | null;
  readonly gradeLabel: string;
  readonly explanation: string;
}

/** 一般 / 较重 / 严重 (worst grade 0 / I–II / III–IV). */
export type RiskClass = 'general' | 'heavier' | 'serious';
export const RISK_CLASS_LABELS: Record<RiskClass, string> = { general: '一般', heavier: '较重', serious: '严重' };

export interface RiskAssessmentResult {
  readonly date: string;
  /** The editions graded by, e.g. "GBZ/T 229.2-2010、GBZ/T 229.4-2012". */
  readonly edition: string;
  /** Said on every grading when the previous edition stands in for an untranscribed one (the organisation's choice). */
  readonly note: string | null;
  readonly gradings: readonly RiskGrading[];
  readonly overallClass: RiskClass | null;
  readonly overallLabel: string;
  readonly nextDue: string;
  readonly explanation: string;
}

export interface RiskAssessmentOptions {
  /** The organisation's setting 新版标准未录入时按旧版评估. */
  readonly previousEditionWhenNotTranscribed?: boolean;
}

const TOXICITY_LABELS: Record<ChemicalToxicityClass, string> = { extreme: '极度危害', high: '高度危害', moderate: '中度危害', mild: '轻度危害' };
const INTENSITY_LABELS: Record<GradingLabourIntensity, string> = { I: 'Ⅰ级', II: 'Ⅱ级', III: 'Ⅲ级', IV: 'Ⅳ级' };
const NOISE_BANDS = 'Ⅰ级 85–<90、Ⅱ级 90–<95、Ⅲ级 95–<100、Ⅳ级 ≥100 dB(A)';
const NOT_TRANSCRIBED: Partial<Record<RiskHazardInput['agent'], string>> = {
  dust: '粉尘按 GBZ/T 229.1 分级，其分级规则尚未录入核对，不能自动分级',
  heat: '高温按 GBZ/T 229.3 分级，其分级规则尚未录入核对，不能自动分级',
  other: 'GBZ/T 229 各部分未规定该因素的分级方法，不分级',
};

/** Years between periodic detections: 严重 yearly and 一般 every three years (PERIODIC_DETECTION_RULE); otherwise the yearly default. */
const DEFAULT_NOTE = '按默认每年一次';

function ungraded(h: RiskHazardInput, inputs: string, explanation: string): RiskGrading {
  return { workshop: h.workshop, post: h.post, hazard: h.hazard, agent: h.agent, standard: null, inputs, value: null, grade: null, gradeLabel: '未分级', explanation };
}

function gradeChemical(h: RiskHazardInput, edition: TranscribedEdition<ChemicalGradingInput, ChemicalGradingResult>): RiskGrading {
  const exposures = h.exposures ?? [];
  const measured = exposures.map((e) => `${e.label} ${Decimal.from(e.concentration).toString()}/${e.limitLabel} ${Decimal.from(e.limit).toString()}`).join('；');
  if (h.missing || exposures.length === 0) return ungraded(h, measured, h.missing ?? '无可用于分级的接触浓度及其限值，不能分级');
  if (!h.toxicity) return ungraded(h, measured, '未提供该毒物的危害程度分级（GBZ 230），无法确定 WD，不能分级');
  if (!h.labourIntensity) return ungraded(h, measured, '现场调查未记录该岗位的体力劳动强度，无法确定 WL，不能分级');
  const r = edition.set.grade({ toxicity: h.toxicity, labourIntensity: h.labourIntensity, exposures });
  const worst = exposures.reduce((a, b) => (Decimal.from(b.concentration).div(b.limit).gt(Decimal.from(a.concentration).div(a.limit)) ? b : a));
  const inputs = `WD=${r.wd.toString()}（${TOXICITY_LABELS[h.toxicity]}）；B=${worst.label}/${worst.limitLabel}=${Decimal.from(worst.concentration).toString()}/${Decimal.from(worst.limit).toString()}=${r.exceedRatio.toString()}；WB=${r.wb.toString()}；WL=${r.wl.toString()}（体力劳动强度${INTENSITY_LABELS[h.labourIntensity]}）`;
  const wbWhy = r.wb.isZero() ? '，B≤1 时 WB=0' : '';
  return {
    workshop: h.workshop,
    post: h.post,
    hazard: h.hazard,
    agent: h.agent,
    standard: r.standard,
    inputs,
    value: r.g.toString(),
    grade: r.grade,
    gradeLabel: r.gradeLabel,
    explanation: `${r.standard}：G=WD×WB×WL=${r.wd.toString()}×${r.wb.toString()}×${r.wl.toString()}=${r.g.toString()}${wbWhy}；0级 G=0，Ⅰ级 0<G≤6，Ⅱ级 6<G≤24，Ⅲ级 G>24 → ${r.gradeLabel}`,
  };
}

function gradeNoise(h: RiskHazardInput, edition: TranscribedEdition<NoiseGradingInput, NoiseGradingResult>): RiskGrading {
  if (h.missing || !h.noise) return ungraded(h, '', h.missing ?? '无 LEX,8h 测量结果，不能分级');
  const r = edition.set.grade(h.noise);
  const raw = Decimal.from(h.noise.level).toString();
  return {
    workshop: h.workshop,
    post: h.post,
    hazard: h.hazard,
    agent: h.agent,
    standard: r.standard,
    inputs: `${r.metric}=${raw} dB(A)`,
    value: r.level.toString(),
    grade: r.grade,
    gradeLabel: r.gradeLabel,
    explanation: `${r.standard}：${r.metric} ${raw} dB(A) 修约至 0.1 dB 为 ${r.level.toString()}；${NOISE_BANDS} → ${r.gradeLabel}`,
  };
}

/** A family's edition on the day, or the refusal (thrown) when its edition is not transcribed and the organisation did not opt in. */
function editionOf<I, R>(sets: GradingRuleSets<I, R>, date: string, options: RiskAssessmentOptions): TranscribedEdition<I, R> {
  return sets.editionFor(date, { previousWhenNotTranscribed: options.previousEditionWhenNotTranscribed === true });
}

/** The overall class: the worst grade among those graded (0 → 一般, I–II → 较重, III–IV → 严重); null when none was graded. */
export function overallRiskClass(grades: readonly (number | null)[]): RiskClass | null {
  const graded = grades.filter((g): g is number => g !== null);
  if (graded.length === 0) return null;
  const worst = Math.max(...graded);
  return worst >= 3 ? 'serious' : worst >= 1 ? 'heavier' : 'general';
}

/**
 * The next periodic detection after `date`: 严重 a year on and 一般 three years on (PERIODIC_DETECTION_RULE);
 * 较重, no class, or a 一般 with hazards left ungraded: the yearly default, said so.
 */
export function nextDetectionDueOf(date: string, riskClass: RiskClass | null, ungradedCount: number): { due: string; basis: string } {
  const day = gradingDate(date);
  const yearly = nextPeriodicDetectionDue('serious', day) as string;
  if (riskClass === 'serious') return { due: yearly, basis: `风险分类严重，依${PERIODIC_DETECTION_RULE}每年至少检测一次` };
  if (riskClass === 'general' && ungradedCount === 0) {
    return { due: nextPeriodicDetectionDue('general', day) as string, basis: `风险分类一般，依${PERIODIC_DETECTION_RULE}每三年至少检测一次` };
  }
  if (riskClass === 'general') return { due: yearly, basis: `有 ${ungradedCount} 项有害因素未能分级，风险分类未必完整，${DEFAULT_NOTE}` };
  if (riskClass === 'heavier') return { due: yearly, basis: `${PERIODIC_DETECTION_RULE}未规定“较重”的检测周期，${DEFAULT_NOTE}` };
  return { due: yearly, basis: `没有可分级的有害因素，风险分类无法判定，${DEFAULT_NOTE}` };
}

/**
 * Grades every post's hazards with the GBZ/T 229 editions in force on the project's date. A date
 * whose editions are not transcribed (from 2026-02-01) is refused (GRADING_RULE_SET_NOT_TRANSCRIBED)
 * unless the organisation chose to apply the previous editions; then `note` says so and every
 * grading's explanation starts with it.
 */
export function assessRisk(date: Date | string, hazards: readonly RiskHazardInput[], options: RiskAssessmentOptions = {}): RiskAssessmentResult {
  const day = gradingDate(date);
  const chemical = editionOf(chemicalGradingRuleSets, day, options);
  const noise = editionOf(noiseGradingRuleSets, day, options);
  const standsIn = [chemical, noise].filter((e) => e.standsInFor !== null);
  const edition = `${chemical.set.standard}、${noise.set.standard}`;
  const note =
    standsIn.length === 0
      ? null
      : `${standsIn[0]?.standsInFor?.effectiveFrom} 起施行的新版标准限值表尚未录入，本评估按 ${standsIn.map((e) => e.set.standard).join('、')} 执行（机构设置）`;
  const gradings = hazards.map((h) => {
    const graded =
      h.agent === 'chemical' ? gradeChemical(h, chemical) : h.agent === 'noise' ? gradeNoise(h, noise) : ungraded(h, '', NOT_TRANSCRIBED[h.agent] as string);
    return note ? { ...graded, explanation: `【${note}】${graded.explanation}` } : graded;
  });
  const overallClass = overallRiskClass(gradings.map((g) => g.grade));
  const ungradedCount = gradings.filter((g) => g.grade === null).length;
  const next = nextDetectionDueOf(day, overallClass, ungradedCount);
  const worst = gradings.filter((g) => g.grade !== null).sort((a, b) => (b.grade as number) - (a.grade as number))[0];
  const classWhy = worst
    ? `最高分级为${worst.post ?? ''} ${worst.hazard} ${worst.gradeLabel}（0级→一般，Ⅰ–Ⅱ级→较重，Ⅲ级及以上→严重）`
    : '没有可分级的有害因素';
  const overallLabel = overallClass ? RISK_CLASS_LABELS[overallClass] : '无法判定';
  return {
    date: day,
    edition,
    note,
    gradings,
    overallClass,
    overallLabel,
    nextDue: next.due,
    explanation: `${note ? `${note}。` : ''}评估日期 ${day}，按 ${edition} 分级；${classWhy}，风险分类${overallLabel}；下次检测 ${next.due}（${next.basis}）`,
  };
}
