import type { PointJudgementView, ProjectJudgementsView } from '@ohit/contracts';
import { Decimal, type GradingLabourIntensity, type RiskHazardInput } from '@ohit/domain';

// Pure: a project's judged points (检测结果判定) and its survey posts → what 风险评估 grades, per post and hazard.

export interface SurveyPostIntensity {
  workshop: string;
  post: string;
  labour_intensity: string | null;
}

const INTENSITIES: readonly string[] = ['I', 'II', 'III', 'IV'];
const NOISE_METRICS = ['LEX,8h', 'LEX,40h'] as const;

/** The day the project's exposure was measured: its first sampling day among the judged samples, else the project's sampling date. */
export function assessmentDateOf(view: ProjectJudgementsView, projectSamplingDate: string | null): string | null {
  const days = view.points.flatMap((p) => p.samples.map((s) => s.samplingDate)).filter((d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d));
  return days.sort()[0] ?? projectSamplingDate;
}

/** Whether the project has any result to grade (a sample or a measurement with its result). */
export const hasJudgedResults = (view: ProjectJudgementsView) => view.points.some((p) => p.samples.some((s) => s.tested));

function agentOf(points: readonly PointJudgementView[]): RiskHazardInput['agent'] {
  const kinds = points.map((p) => p.limit?.kind);
  if (kinds.includes('dust')) return 'dust';
  if (kinds.includes('chemical')) return 'chemical';
  const labels = points.flatMap((p) => p.values.map((v) => v.label));
  if (labels.some((l) => (NOISE_METRICS as readonly string[]).includes(l)) || points.some((p) => p.hazard.includes('噪声'))) return 'noise';
  if (labels.includes('WBGT') || points.some((p) => p.hazard.includes('高温'))) return 'heat';
  return points.every((p) => p.limit === null) ? 'chemical' : 'other';
}

/** A chemical point's values against its limits: C_TWA/PC-TWA, C_STE/PC-STEL, C_ME/MAC. */
function exposuresOf(p: PointJudgementView): NonNullable<RiskHazardInput['exposures']>[number][] {
  const limit = p.limit;
  if (!limit) return [];
  const pairs: [string, string, string | null][] = [
    ['C_TWA', 'PC-TWA', limit.twa],
    ['C_STE', 'PC-STEL', limit.stel],
    ['C_ME', 'MAC', limit.macValue],
  ];
  return pairs.flatMap(([label, limitLabel, value]) => {
    const measured = p.values.find((v) => v.label === label);
    return measured && value && Decimal.from(value).gt(0) ? [{ label, concentration: measured.value, limitLabel, limit: value }] : [];
  });
}

function missingOf(points: readonly PointJudgementView[], agent: RiskHazardInput['agent']): string | null {
  const incomplete = points.find((p) => !p.complete);
  if (incomplete) return `检测结果不全（${incomplete.pointName}：${incomplete.explanation}），不能分级`;
  if (agent === 'chemical' && points.every((p) => p.limit === null)) return `没有该因素的职业接触限值（${points[0]?.explanation ?? ''}），不能分级`;
  return null;
}

/** The loudest LEX of the post's noise points. */
function noiseOf(points: readonly PointJudgementView[]): RiskHazardInput['noise'] {
  let loudest: RiskHazardInput['noise'] = null;
  for (const p of points) {
    for (const v of p.values) {
      const metric = NOISE_METRICS.find((m) => m === v.label);
      if (metric && (!loudest || Decimal.from(v.value).gt(loudest.level))) loudest = { metric, level: v.value };
    }
  }
  return loudest;
}

/**
 * Per post and hazard (its points together: the worst C/OEL, the loudest LEX), with the post's
 * labour intensity from the survey and the assessor's toxicity class of each chemical.
 */
export function riskHazardsOf(view: ProjectJudgementsView, posts: readonly SurveyPostIntensity[], toxicity: Record<string, string>): RiskHazardInput[] {
  const groups = new Map<string, PointJudgementView[]>();
  for (const p of view.points) {
    const key = JSON.stringify([p.workshop, p.post, p.hazard]);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].map((points) => {
    const first = points[0] as PointJudgementView;
    const agent = agentOf(points);
    const intensity = posts.find((s) => s.workshop === first.workshop && s.post === first.post)?.labour_intensity ?? null;
    const labourIntensity = intensity && INTENSITIES.includes(intensity) ? (intensity as GradingLabourIntensity) : null;
    const toxic = toxicity[first.hazard];
    return {
      workshop: first.workshop,
      post: first.post,
      hazard: first.hazard,
      agent,
      toxicity: toxic === 'extreme' || toxic === 'high' || toxic === 'moderate' || toxic === 'mild' ? toxic : null,
      labourIntensity,
      exposures: agent === 'chemical' ? points.flatMap(exposuresOf) : [],
      noise: agent === 'noise' ? noiseOf(points) : null,
      missing: agent === 'chemical' || agent === 'noise' ? missingOf(points, agent) : null,
    };
  });
}
