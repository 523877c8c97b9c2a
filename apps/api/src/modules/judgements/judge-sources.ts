import type { JudgedLimitView, JudgedSampleView, PointJudgementView, ProjectJudgementsView } from '@ohit/contracts';
import {
  gbz21Limits2019,
  gbz21LimitsInForce,
  isDomainError,
  judgePoint,
  type LimitsInForce,
  PHYSICAL_LIMITS_EDITION,
  type PointLimit,
  pointLimitFor,
  rollUpPoints,
  sampleCounts,
  type WbgtLabourIntensity,
} from '@ohit/domain';
import { freeSilicaOf, groupPoints, isTestedRow, type PointGroup, pointSampleOf } from './judgement-points';
import type { JudgementSources, SurveyHazardRow, SurveyPostRow } from './judgement-reads';

// Pure (no Nest, no database): the api's ProjectJudgements and bench/lab-engine.mjs both judge through here.

const INTENSITIES: readonly string[] = ['I', 'II', 'III', 'IV'];
const text = (value: { toString(): string } | null | undefined) => (value === null || value === undefined ? null : value.toString());

/** The day the exposure was judged on: the first sampling day recorded (a sample's or a measurement's), else the project's sampling date, else today. */
function judgementDate(src: JudgementSources, today: string): string {
  const days = [...src.samples, ...(src.measurements ?? [])].map((s) => s.sampling_date).filter((d): d is string => !!d).sort();
  return days[0] ?? src.project.samplingDate ?? today;
}

/** The GBZ 2.1 table in force on that day, or why there is none (a date before GBZ 2.1-2019). */
function limitsInForce(date: string): { inForce: LimitsInForce | null; refusal: string | null } {
  try {
    return { inForce: gbz21LimitsInForce(date), refusal: null };
  } catch (error) {
    if (isDomainError(error)) return { inForce: null, refusal: error.message };
    throw error;
  }
}

function limitView(point: PointLimit, hazard: string, edition: string | null): JudgedLimitView | null {
  if (point.agent !== 'chemical') {
    return { name: hazard, kind: 'physical', macValue: null, twa: null, stel: null, totalDustTwa: null, respirableDustTwa: null, edition: PHYSICAL_LIMITS_EDITION, source: PHYSICAL_LIMITS_EDITION };
  }
  const row = point.limit;
  if (!row || !edition) return null;
  return {
    name: row.nameZh,
    kind: row.kind === 'dust' ? 'dust' : 'chemical',
    macValue: text(row.mac),
    twa: text(row.pcTwa),
    stel: text(row.pcStel),
    totalDustTwa: text(row.totalDustTwa),
    respirableDustTwa: text(row.respirableDustTwa),
    edition,
    source: row.source,
  };
}

const sampleView = (r: PointGroup['rows'][number]): JudgedSampleView => ({
  code: r.code,
  kind: r.kind,
  state: r.state,
  resultText: isTestedRow(r) ? r.result_text : null,
  resultUnit: r.result_unit,
  durationMinutes: r.duration_minutes,
  samplingDate: r.sampling_date,
  tested: isTestedRow(r),
});

export const pointLabel = (p: Pick<PointJudgementView, 'workshop' | 'post' | 'pointName' | 'hazard'>) => `${p.workshop ?? ''}/${p.post ?? ''}/${p.pointName} ${p.hazard}`;

/** What a point is judged with besides its samples: its limit (or why none), the edition in force, the survey. */
export interface PointJudgementContext {
  limit: PointLimit;
  edition: string | null;
  posts: readonly SurveyPostRow[];
  hazards: readonly SurveyHazardRow[];
}

/**
 * The limit a hazard is judged against: its row of the table in force (矽尘 by the free-silica band),
 * a GBZ 2.2 agent, or none with the reason (no GBZ 2.1 table in force on the day: the refusal).
 */
export function pointLimitOf(hazard: string, inForce: LimitsInForce | null, refusal: string | null, freeSilicaPercent: string | null): PointLimit {
  const found = pointLimitFor(inForce?.table ?? gbz21Limits2019(), hazard, { freeSilicaPercent });
  return found.agent === 'chemical' && !inForce ? { ...found, limit: null, noLimitReason: refusal } : found;
}

/** One sampling point's rows mapped to judgePoint's input (limit, samples, the survey's facts of its post) and its verdict to the wire view. */
export function judgePointGroup(group: PointGroup, ctx: PointJudgementContext): PointJudgementView {
  const { limit } = ctx;
  const post = ctx.posts.find((p) => p.workshop === group.workshop && p.post === group.post);
  const hazard = ctx.hazards.find((h) => h.workshop === group.workshop && h.post === group.post && h.hazard === group.hazard);
  const decimals = group.rows.map((r) => r.report_decimals).filter((d): d is number => d !== null);
  const judged = judgePoint({
    hazard: group.hazard,
    agent: limit.agent,
    limit: limit.limit,
    noLimitReason: limit.noLimitReason,
    samples: group.rows.map(pointSampleOf),
    options: {
      decimals: decimals.length > 0 ? Math.max(...decimals) : null,
      hoursPerDay: post?.hours_per_day ?? null,
      daysPerWeek: post?.days_per_week ? Number(post.days_per_week) : null,
      labourIntensity: post?.labour_intensity && INTENSITIES.includes(post.labour_intensity) ? (post.labour_intensity as WbgtLabourIntensity) : null,
      contactHours: hazard?.contact_hours ?? null,
    },
  });
  return {
    workshop: group.workshop,
    post: group.post,
    pointName: group.pointName,
    hazard: group.hazard,
    samples: group.rows.map(sampleView),
    cTwa: text(judged.cTwa),
    cSte: text(judged.cSte),
    cMe: text(judged.cMe),
    values: judged.values.map((v) => ({ label: v.label, value: v.value.toString(), text: v.text, unit: v.unit })),
    limit: limitView(limit, group.hazard, ctx.edition),
    checks: judged.checks.map((c) => ({ rule: c.rule, edition: c.edition, source: c.source, formula: c.formula, limit: c.limit.toString(), value: c.value.toString(), passed: c.passed, explanation: c.explanation })),
    conclusion: judged.conclusion,
    explanation: judged.explanation,
    complete: judged.complete,
  };
}

/**
 * 检测结果判定 of a project from what was read for it: every sampling point judged by @ohit/domain's
 * judgePoint against the GBZ 2.1 table in force on the first sampling day (GBZ 2.2 for noise and
 * heat, from the segments measured on site), with the survey's hours, days and labour intensity of
 * its post; the project rolled up from its points; the sample counts by state. `today` dates a
 * project with no sampling date yet.
 */
export function judgeSources(src: JudgementSources, today: string): ProjectJudgementsView {
  const { inForce, refusal } = limitsInForce(judgementDate(src, today));
  const silica = freeSilicaOf(src.samples);
  // a project's points share few hazards: each looked up in the table once (a lookup scans its names)
  const limits = new Map<string, PointLimit>();
  const limitOf = (hazard: string, freeSilicaPercent: string | null) => {
    const key = JSON.stringify([hazard, freeSilicaPercent]);
    const limit = limits.get(key) ?? pointLimitOf(hazard, inForce, refusal, freeSilicaPercent);
    limits.set(key, limit);
    return limit;
  };
  const edition = inForce?.standard ?? null;
  const points = groupPoints(src.samples, src.measurements).map((group) =>
    judgePointGroup(group, { limit: limitOf(group.hazard, silica(group.workshop)), edition, posts: src.posts, hazards: src.hazards }),
  );
  const rollUp = rollUpPoints(points.map((p) => ({ name: pointLabel(p), conclusion: p.conclusion })));
  return {
    projectId: src.project.id,
    edition,
    conclusion: rollUp.conclusion,
    explanation: rollUp.explanation,
    failingPoints: [...rollUp.failingPoints],
    counts: { ...sampleCounts(src.samples.map((s) => ({ state: s.state, testedDate: s.tested_date }))) },
    points,
  };
}
