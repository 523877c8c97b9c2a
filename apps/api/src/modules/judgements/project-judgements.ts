import { Injectable } from '@nestjs/common';
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
import type { Actor } from '../../platform';
import { localDate } from '../resources';
import { freeSilicaOf, groupPoints, isTestedRow, type PointGroup, pointSampleOf } from './judgement-points';
import { JudgementReads, type JudgementSources } from './judgement-reads';

const INTENSITIES: readonly string[] = ['I', 'II', 'III', 'IV'];
const text = (value: { toString(): string } | null | undefined) => (value === null || value === undefined ? null : value.toString());

/** The day the exposure was judged on: the first sampling day recorded, else the project's sampling date, else today. */
function judgementDate(src: JudgementSources): string {
  const days = src.samples.map((s) => s.sampling_date).filter((d): d is string => !!d).sort();
  return days[0] ?? src.project.samplingDate ?? localDate();
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
    return { name: hazard, macValue: null, twa: null, stel: null, totalDustTwa: null, respirableDustTwa: null, edition: PHYSICAL_LIMITS_EDITION, source: PHYSICAL_LIMITS_EDITION };
  }
  const row = point.limit;
  if (!row || !edition) return null;
  return {
    name: row.nameZh,
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

/**
 * 检测结果判定 of a project, computed on read: every sampling point judged by @ohit/domain's
 * judgePoint against the GBZ 2.1 table in force on the first sampling day (GBZ 2.2 for noise and
 * heat), with the survey's hours, days and labour intensity of its post; the project rolled up from
 * its points; the sample counts by state.
 */
@Injectable()
export class ProjectJudgements {
  constructor(private readonly reads: JudgementReads) {}

  async of(actor: Actor, projectId: number): Promise<ProjectJudgementsView> {
    const src = await this.reads.sources(actor, projectId);
    const { inForce, refusal } = limitsInForce(judgementDate(src));
    const silica = freeSilicaOf(src.samples);
    const points = groupPoints(src.samples).map((group) => this.judge(group, src, inForce, refusal, silica(group.workshop)));
    const rollUp = rollUpPoints(points.map((p) => ({ name: pointLabel(p), conclusion: p.conclusion })));
    return {
      projectId: src.project.id,
      edition: inForce?.standard ?? null,
      conclusion: rollUp.conclusion,
      explanation: rollUp.explanation,
      failingPoints: [...rollUp.failingPoints],
      counts: { ...sampleCounts(src.samples.map((s) => ({ state: s.state, testedDate: s.tested_date }))) },
      points,
    };
  }

  private judge(group: PointGroup, src: JudgementSources, inForce: LimitsInForce | null, refusal: string | null, freeSilicaPercent: string | null): PointJudgementView {
    const found = pointLimitFor(inForce?.table ?? gbz21Limits2019(), group.hazard, { freeSilicaPercent });
    const limit: PointLimit = found.agent === 'chemical' && !inForce ? { ...found, limit: null, noLimitReason: refusal } : found;
    const post = src.posts.find((p) => p.workshop === group.workshop && p.post === group.post);
    const hazard = src.hazards.find((h) => h.workshop === group.workshop && h.post === group.post && h.hazard === group.hazard);
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
      limit: limitView(limit, group.hazard, inForce?.standard ?? null),
      checks: judged.checks.map((c) => ({ rule: c.rule, edition: c.edition, source: c.source, formula: c.formula, limit: c.limit.toString(), value: c.value.toString(), passed: c.passed, explanation: c.explanation })),
      conclusion: judged.conclusion,
      explanation: judged.explanation,
      complete: judged.complete,
    };
  }
}
