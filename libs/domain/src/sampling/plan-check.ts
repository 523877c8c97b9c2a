import {
  SHORT_SAMPLE_MINUTES,
  validateSamplingPlan,
  type JobPlan,
  type PlanIssue,
  type PlannedPoints,
  type PlannedSampleKind,
  type SamplingPlan,
  type WorkSitePlan,
} from './plan-validator';
import { isShortKind, type PlanRow } from './plan-rows';
import type { SurveyFacts } from './plan-generator';
import { samplingPeriod, type MonitoringType } from './sampling-period';

export interface PlanCheckInput {
  readonly monitoringType: MonitoringType;
  /** False when the planned shifts are not consecutive; unknown (undefined) is not refused. */
  readonly consecutiveShifts?: boolean;
  /** The plan's rows as stored (edited by the user). */
  readonly rows: readonly PlanRow[];
  /** The survey the plan must cover: headcounts, equipment and hazards to test are taken from it. */
  readonly survey: SurveyFacts;
  readonly limitKindsFor: (hazard: string) => readonly PlannedSampleKind[];
}

/** A validator issue with the plan rows it is about (for the editor to mark). */
export interface PlanCheckIssue extends PlanIssue {
  readonly rowKeys: readonly string[];
}

const trim = (text: string | null | undefined) => String(text ?? '').trim();

/** A job's name in messages: '焊接车间 焊工' (the validator adds 岗位). */
export function jobName(workshop: string, post: string): string {
  return [trim(workshop), trim(post)].filter(Boolean).join(' ');
}

/**
 * Turns stored plan rows plus the survey into the validator's SamplingPlan: one work site per
 * workshop (its hazards to test from the survey and the rows, its equipment from the survey; per
 * post × hazard the fixed rows' points — the smallest of its kinds, a point serves them all — and
 * the kinds they cover; individual rows add the kind they cover without points), one job per
 * post × subject selection (workers from the survey, else the row).
 */
export function toSamplingPlan(input: PlanCheckInput): { plan: SamplingPlan; siteRows: string[][]; jobRows: string[][] } {
  const rows = input.rows;
  const workshops = unique([
    ...input.survey.posts.map((p) => trim(p.workshop)),
    ...input.survey.postHazards.filter((h) => h.toBeTested).map((h) => trim(h.workshop)),
    ...rows.map((r) => trim(r.workshop)),
  ]);
  const workers = new Map(input.survey.posts.map((p) => [`${trim(p.workshop)}|${trim(p.post)}`, p.exposedHeadcount ?? p.headcount ?? null]));

  const workSites: WorkSitePlan[] = [];
  const siteRows: string[][] = [];
  for (const workshop of workshops) {
    const own = rows.filter((r) => trim(r.workshop) === workshop);
    const substances = unique([
      ...input.survey.postHazards.filter((h) => h.toBeTested && trim(h.workshop) === workshop).map((h) => trim(h.hazard)),
      ...own.map((r) => trim(r.hazard)),
    ]).filter(Boolean);
    if (substances.length === 0 && own.length === 0) continue; // a workshop without hazards to test is not sampled
    const points: PlannedPoints[] = [];
    for (const group of groupBy(own.filter((r) => r.sampleType === 'fixed' && r.points > 0), (r) => `${trim(r.post)}|${trim(r.hazard)}`)) {
      const shorts = group.filter((r) => isShortKind(r.kind)).map((r) => r.durationMinutes);
      points.push({
        substance: trim(group[0]?.hazard),
        points: Math.min(...group.map((r) => r.points)),
        kinds: unique(group.map((r) => r.kind)),
        ...(shorts.length > 0 ? { shortSampleMinutes: Math.max(...shorts) } : {}),
      });
    }
    for (const r of own.filter((r) => r.sampleType === 'individual' && r.subjects > 0)) {
      points.push({ substance: trim(r.hazard), points: 0, kinds: [r.kind] });
    }
    workSites.push({
      name: workshop,
      substances,
      equipment: input.survey.equipment
        .filter((g) => trim(g.workshop) === workshop)
        .map((g) => ({ type: trim(g.equipmentType), units: g.units, substances: g.hazards.map(trim) })),
      points,
    });
    siteRows.push(own.map((r) => r.key));
  }

  const jobs: JobPlan[] = [];
  const jobRows: string[][] = [];
  for (const group of groupBy(rows.filter((r) => r.sampleType === 'individual'), (r) => `${trim(r.workshop)}|${trim(r.post)}|${r.selection ?? 'known-highest'}`)) {
    const first = group[0] as PlanRow; // groupBy never yields an empty group
    jobs.push({
      name: jobName(first.workshop, first.post),
      workers: workers.get(`${trim(first.workshop)}|${trim(first.post)}`) ?? first.headcount ?? 0,
      selection: first.selection ?? 'known-highest',
      subjects: group.map((r) => ({ substance: trim(r.hazard), count: r.subjects })),
    });
    jobRows.push(group.map((r) => r.key));
  }

  const limitKinds: Record<string, readonly PlannedSampleKind[]> = {};
  for (const site of workSites) for (const s of site.substances) limitKinds[s] ??= input.limitKindsFor(s);

  const days = rows.map((r) => r.days);
  const plan: SamplingPlan = {
    monitoringType: input.monitoringType,
    // nothing planned yet: the missing points say so, not a "0 shifts" line
    shiftsPlanned: days.length > 0 ? Math.min(...days) : samplingPeriod(input.monitoringType).shifts,
    ...(input.consecutiveShifts === undefined ? {} : { consecutiveShifts: input.consecutiveShifts }),
    workSites,
    jobs,
    limitKinds,
  };
  return { plan, siteRows, jobRows };
}

/** Every GBZ 159 shortfall of the stored plan, from validateSamplingPlan, with the rows it concerns. */
export function checkSamplingPlan(input: PlanCheckInput): PlanCheckIssue[] {
  const { plan, siteRows, jobRows } = toSamplingPlan(input);
  const required = samplingPeriod(input.monitoringType).shifts;
  return validateSamplingPlan(plan).issues.map((issue) => ({ ...issue, rowKeys: rowsOf(issue, siteRows, jobRows, input.rows, required) }));
}

function rowsOf(issue: PlanIssue, siteRows: string[][], jobRows: string[][], rows: readonly PlanRow[], shifts: number): string[] {
  if (issue.path === 'shiftsPlanned') return rows.filter((r) => r.days < shifts).map((r) => r.key);
  if (issue.path === 'consecutiveShifts') return [];
  const site = /^workSites\[(\d+)\]\.points\[(.*)\]$/.exec(issue.path);
  if (site) {
    const keys = new Set(siteRows[Number(site[1])] ?? []);
    const concerned = (r: PlanRow): boolean => {
      if (issue.code === 'POINTS_MISSING' || issue.code === 'POINTS_TOO_FEW') return r.sampleType === 'fixed';
      if (issue.code === 'SHORT_SAMPLE_TOO_LONG') return isShortKind(r.kind) && r.durationMinutes > SHORT_SAMPLE_MINUTES;
      return true;
    };
    return rows.filter((r) => keys.has(r.key) && trim(r.hazard) === site[2] && concerned(r)).map((r) => r.key);
  }
  const job = /^jobs\[(\d+)\]\.subjects\[(\d+)\]$/.exec(issue.path);
  if (job) {
    const key = jobRows[Number(job[1])]?.[Number(job[2])];
    return key ? [key] : [];
  }
  return [];
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}
