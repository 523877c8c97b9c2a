import { fixedPointCount } from './fixed-points';
import { individualSubjectCount, type SubjectSelection } from './individual-subjects';
import { SHORT_SAMPLE_MINUTES, type PlannedSampleKind } from './plan-validator';
import { isShortKind, planRowKey, type PlanRow, type SampleType } from './plan-rows';
import { monitoringTypeOfCheckType, samplingPeriod, type MonitoringType } from './sampling-period';

/** A post (岗位) of the site survey. */
export interface SurveyPost {
  readonly workshop: string;
  readonly post: string;
  readonly headcount?: number | null;
  /** Workers exposed to hazards; the headcount when not given. */
  readonly exposedHeadcount?: number | null;
  readonly hoursPerDay?: number | string | null;
}

/** A hazard identified at a post; only those to be tested are planned. */
export interface SurveyPostHazard {
  readonly workshop: string;
  readonly post: string;
  readonly hazard: string;
  readonly toBeTested: boolean;
}

/** Same-type production equipment of a workshop and the hazards it gives off. */
export interface SurveyEquipmentGroup {
  readonly workshop: string;
  readonly equipmentType: string;
  readonly units: number;
  readonly hazards: readonly string[];
}

export interface SurveyFacts {
  readonly posts: readonly SurveyPost[];
  readonly postHazards: readonly SurveyPostHazard[];
  readonly equipment: readonly SurveyEquipmentGroup[];
}

/** A method's sampling defaults (methods catalogue). */
export interface SamplingMethodDefaults {
  /** How the long-time (TWA) samples are taken; short-time samples are always fixed-point. */
  readonly sampleType: SampleType;
  readonly collector: string;
  readonly medium?: string;
  /** L/min, exact decimal string. */
  readonly flow: string;
  /** Long-time sample duration; the post's shift (hours per day) when not given. */
  readonly longDurationMinutes?: number | null;
  readonly blanksPerBatch?: number | null;
  /** The method's name or standard, recorded on the row. */
  readonly method?: string;
  /** A short-time (STEL/MAC) method of its own — another collector or flow; the above when absent. */
  readonly shortTime?: { readonly collector: string; readonly medium?: string; readonly flow: string; readonly method?: string };
}

export interface PlanGenerationInput extends SurveyFacts {
  /** The project's provincial check-type code (10, 20, 30–33). */
  readonly checkType: string;
  readonly methodFor: (hazard: string) => SamplingMethodDefaults | undefined;
  /** Limit kinds per hazard, e.g. `(h) => limitKindsOf(gbz21Limits2019(), h)`. */
  readonly limitKindsFor: (hazard: string) => readonly PlannedSampleKind[];
  /** How individual subjects are chosen when the survey does not say; 已知最高接触者 by default. */
  readonly selection?: SubjectSelection;
  readonly defaultBlanksPerBatch?: number;
}

export interface GeneratedPlan {
  readonly monitoringType: MonitoringType;
  readonly rows: readonly PlanRow[];
  /** What the generator could not decide, in Chinese (missing methods, limits, headcounts). */
  readonly notes: readonly string[];
}

const DEFAULT_SHIFT_MINUTES = 480;
const DEFAULT_BLANKS_PER_BATCH = 2;
const trim = (text: string | null | undefined) => String(text ?? '').trim();
const placeKey = (workshop: string, post: string) => `${trim(workshop)}|${trim(post)}`;

/**
 * Generates the plan rows from the survey (GBZ 159): for every post × hazard to be tested, per
 * limit kind of the hazard —
 * - STEL and MAC: fixed-point short-time samples of 15 min;
 * - TWA: individual long-time samples when the method samples individually (subjects by the
 *   post's exposed headcount, 表1/表2), otherwise fixed-point long-time samples; an individually
 *   sampled hazard without a short-time kind keeps a fixed-point TWA row, so every workshop with
 *   the hazard still has its GBZ 159 points.
 * Fixed points: at least 1 per post; a workshop needs as many as its largest same-type equipment
 * group giving the hazard off asks for (1–3 units → 1, 4–10 → 2, > 10 → 3); the extra points go
 * to its posts in survey order. Days: 3 consecutive shifts for 评价, 1 for 定期 and 监督.
 * Deterministic: survey order, then individual TWA, fixed TWA, STEL, MAC.
 */
export function generateSamplingPlan(input: PlanGenerationInput): GeneratedPlan {
  const monitoringType = monitoringTypeOfCheckType(input.checkType);
  const period = samplingPeriod(monitoringType);
  const selection = input.selection ?? 'known-highest';
  const defaultBlanks = input.defaultBlanksPerBatch ?? DEFAULT_BLANKS_PER_BATCH;
  const notes: string[] = [];
  const note = (text: string) => {
    if (!notes.includes(text)) notes.push(text);
  };

  const posts = new Map(input.posts.map((p) => [placeKey(p.workshop, p.post), p]));
  const tested = uniqueBy(
    input.postHazards.filter((h) => h.toBeTested && trim(h.hazard) !== ''),
    (h) => `${placeKey(h.workshop, h.post)}|${trim(h.hazard)}`,
  );
  const pointsByPlace = distributePoints(tested, input.equipment);

  const rows: PlanRow[] = [];
  for (const exposure of tested) {
    const workshop = trim(exposure.workshop);
    const postName = trim(exposure.post);
    const hazard = trim(exposure.hazard);
    const post = posts.get(placeKey(workshop, postName));
    const method = input.methodFor(hazard);
    if (!method) note(`检测方法库中没有“${hazard}”的方法，采样器材、流量和时长需手工填写`);
    let kinds = [...input.limitKindsFor(hazard)];
    if (kinds.length === 0) {
      note(`限值表中没有“${hazard}”的化学或粉尘限值，按时间加权平均（TWA）采样计划`);
      kinds = ['TWA'];
    }
    const individual = method?.sampleType === 'individual';
    const hasShort = kinds.some(isShortKind);
    const workers = post?.exposedHeadcount ?? post?.headcount ?? null;
    const shiftMinutes = shiftLength(post?.hoursPerDay);
    const planned = pointsByPlace.get(`${workshop}|${postName}|${hazard}`) ?? { points: 1, units: null };

    const base = {
      workshop,
      post: postName,
      hazard,
      headcount: workers,
      days: period.shifts,
      samplesPerUnit: 1,
      flow: method?.flow ?? '',
      collector: method?.collector ?? '',
      medium: method?.medium ?? '',
      blanksPerBatch: method?.blanksPerBatch ?? defaultBlanks,
      method: method?.method ?? '',
    };
    const longMinutes = method?.longDurationMinutes ?? shiftMinutes;
    type Planned = { points: number; subjects: number; durationMinutes: number } & Partial<Pick<PlanRow, 'collector' | 'medium' | 'flow' | 'method'>>;
    const add = (sampleType: SampleType, kind: PlannedSampleKind, values: Planned) => {
      const row = {
        ...base,
        sampleType,
        kind,
        ...values,
        selection: sampleType === 'individual' ? selection : null,
        equipmentUnits: sampleType === 'fixed' ? planned.units : null,
      };
      rows.push({ key: planRowKey(row), ...row });
    };

    if (kinds.includes('TWA') && individual) {
      let subjects = 0;
      if (workers !== null && Number.isSafeInteger(workers) && workers > 0) {
        subjects = individualSubjectCount(workers, selection).subjects;
      } else {
        note(`“${workshop} ${postName}”没有接触人数，无法确定个体采样人数`);
      }
      add('individual', 'TWA', { points: 0, subjects, durationMinutes: longMinutes });
    }
    if (kinds.includes('TWA') && (!individual || !hasShort)) {
      add('fixed', 'TWA', { points: planned.points, subjects: 0, durationMinutes: longMinutes });
    }
    const short = method?.shortTime;
    for (const kind of kinds.filter(isShortKind)) {
      add('fixed', kind, {
        points: planned.points,
        subjects: 0,
        durationMinutes: SHORT_SAMPLE_MINUTES,
        ...(short ? { collector: short.collector, medium: short.medium ?? '', flow: short.flow, method: short.method ?? base.method } : {}),
      });
    }
  }
  return { monitoringType, rows, notes };
}

/**
 * Fixed points per post × hazard: 1 each, plus what the workshop's largest emitting equipment
 * group asks for beyond its posts' count, handed out in survey order.
 */
function distributePoints(
  tested: readonly SurveyPostHazard[],
  equipment: readonly SurveyEquipmentGroup[],
): Map<string, { points: number; units: number | null }> {
  const byWorkshopHazard = new Map<string, SurveyPostHazard[]>();
  for (const h of tested) {
    const key = `${trim(h.workshop)}|${trim(h.hazard)}`;
    byWorkshopHazard.set(key, [...(byWorkshopHazard.get(key) ?? []), h]);
  }
  const result = new Map<string, { points: number; units: number | null }>();
  for (const [key, exposures] of byWorkshopHazard) {
    const [workshop, hazard] = key.split('|') as [string, string];
    const units = equipment
      .filter((g) => trim(g.workshop) === workshop && g.hazards.some((x) => trim(x) === hazard))
      .map((g) => g.units)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    const largest = units.length > 0 ? Math.max(...units) : null;
    const required = largest === null ? 1 : fixedPointCount(largest).points;
    const counts = exposures.map(() => 1);
    for (let extra = required - exposures.length, i = 0; extra > 0; extra--, i = (i + 1) % counts.length) {
      counts[i] = (counts[i] ?? 0) + 1;
    }
    exposures.forEach((h, i) => result.set(`${workshop}|${trim(h.post)}|${hazard}`, { points: counts[i] ?? 1, units: largest }));
  }
  return result;
}

function shiftLength(hoursPerDay: number | string | null | undefined): number {
  const hours = Number(hoursPerDay);
  return Number.isFinite(hours) && hours > 0 ? Math.round(hours * 60) : DEFAULT_SHIFT_MINUTES;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
