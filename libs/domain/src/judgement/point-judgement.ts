import type { Decimal, Precision } from '../decimal/decimal';
import type { PointPart } from './point-check';
import { chemicalPart, dustPart, type ChemicalContext } from './point-chemical';
import { attempt, isTested, type Notes } from './point-exposure';
import type { PointConclusionText, PointJudgement, PointJudgementInput, PointSample } from './point-judgement-types';
import { heatPart, noisePart } from './point-physical';
import { dailyReductionFactor } from './reduction-factor';

/** Decimals a concentration is rounded to when the method's are not given: those the report wrote the results with. */
const DEFAULT_DECIMALS = 2;

function decimalsOfResults(samples: readonly PointSample[]): number | null {
  const scales = samples
    .map((s) => /\.(\d+)\s*$/.exec(s.resultText?.trim() ?? ''))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => (m[1] as string).length);
  return scales.length > 0 ? Math.max(...scales) : null;
}

function precisionOf(input: PointJudgementInput): Precision {
  const given = input.options?.decimals;
  if (typeof given === 'number' && Number.isInteger(given) && given >= 0 && given <= 10) return { decimals: given };
  return { decimals: decimalsOfResults(input.samples) ?? DEFAULT_DECIMALS };
}

/** The long-hours reduction factor of the survey's hours a day (over 8 h lowers PC-TWA); none when not given. */
function reductionFactorOf(input: PointJudgementInput, notes: Notes): Decimal | undefined {
  const hours = input.options?.hoursPerDay;
  if (hours === null || hours === undefined || String(hours).trim() === '') return undefined;
  const rf = attempt(notes, () => dailyReductionFactor(hours));
  return rf?.applied ? rf.factor : undefined;
}

function partOf(input: PointJudgementInput, notes: Notes): PointPart {
  const options = input.options ?? {};
  if (input.agent === 'noise') return noisePart(input.samples, options, notes);
  if (input.agent === 'heat') return heatPart(input.samples, options, notes);
  const ctx: ChemicalContext = {
    edition: options.edition ?? input.limit?.edition ?? '2019',
    precision: precisionOf(input),
    reductionFactor: reductionFactorOf(input, notes),
    notes,
  };
  if (!input.limit) notes.push(input.noLimitReason ?? `“${input.hazard}”没有适用的限值，无法判定`);
  return input.limit?.kind === 'dust' ? dustPart(input.samples, input.limit, ctx) : chemicalPart(input.samples, input.limit, ctx);
}

/**
 * A point's judgement: 不符合 when any check fails (a failure found on the results in hand stands:
 * more samples only add exposure); otherwise 无法判定 while a sample has no result, a needed fact
 * is missing or nothing could be checked; otherwise 符合. The explanation says why, in Chinese.
 */
function conclude(part: PointPart, pending: number, notes: Notes): { conclusion: PointConclusionText; explanation: string } {
  const failed = part.checks.filter((c) => !c.passed);
  if (failed.length > 0) return { conclusion: '不符合', explanation: failed.map((c) => c.explanation).join('；') };
  const reasons = [...(pending > 0 ? [`尚有 ${pending} 个样品未出检测结果`] : []), ...new Set(notes)];
  if (reasons.length > 0) return { conclusion: '无法判定', explanation: reasons.join('；') };
  if (part.checks.length === 0) return { conclusion: '无法判定', explanation: '没有可判定的检测结果' };
  return { conclusion: '符合', explanation: part.checks.map((c) => c.explanation).join('；') };
}

/**
 * Judges one sampling point from its samples' released results (the values counted by each method's
 * below-LOD rule, their times, TWA/STEL/MAC), the GBZ 2.1 limit row of its hazard (chosen by the
 * caller for the project's date) or a GBZ 2.2 agent, and the options (method decimals, the survey's
 * hours for the reduction factor and noise, labour intensity for heat). Concentrations are computed
 * in exact decimals, rounded once (GB/T 8170) to the method's decimals, then compared. Never throws
 * on bad or missing data: that makes the point 无法判定 with the reason.
 */
export function judgePoint(input: PointJudgementInput): PointJudgement {
  const notes: Notes = [];
  const part = partOf(input, notes);
  const pending = input.samples.filter((s) => !isTested(s)).length;
  const { conclusion, explanation } = conclude(part, pending, notes);
  return {
    ...(part.cTwa ? { cTwa: part.cTwa } : {}),
    ...(part.cSte ? { cSte: part.cSte } : {}),
    ...(part.cMe ? { cMe: part.cMe } : {}),
    ...(part.peak ? { peak: part.peak } : {}),
    values: part.values,
    checks: part.checks,
    conclusion,
    explanation,
    pending,
    complete: pending === 0,
  };
}
