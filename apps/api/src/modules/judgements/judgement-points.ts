import { countsAsTested, Decimal, type DustFraction, type PointSample, type PointSampleKind } from '@ohit/domain';
import type { JudgedSampleRow } from './judgement-reads';

/** The instrument family of a bulk dust sample analysed for free silica (its result is a percentage, not a concentration). */
export const FREE_SILICA_FAMILY = 'free-silica';

/** The samples of one sampling point: the same workshop, post, hazard and point (or person) sampled. */
export interface PointGroup {
  workshop: string | null;
  post: string | null;
  hazard: string;
  pointName: string;
  rows: JudgedSampleRow[];
}

const tested = (r: JudgedSampleRow) => countsAsTested({ state: r.state, testedDate: r.tested_date });
/** Samples that will never have a result: not taken (cancelled), refused, disposed of untested. */
const neverResulted = (r: JudgedSampleRow) => r.state === 'cancelled' || r.state === 'rejected' || (r.state === 'disposed' && !r.tested_date);
const recordedName = (r: JudgedSampleRow) => r.point_name?.trim() || r.worker_name?.trim() || null;
/** A plan row's point or subject: the same numbered unit on every day of its row. */
const unitKey = (r: JudgedSampleRow) => JSON.stringify([r.workshop, r.post, r.hazard, r.sample_type, r.kind, r.unit]);
const fallbackName = (r: JudgedSampleRow) => `${r.sample_type === 'individual' ? '个体' : '定点'}${r.unit}`;

/**
 * The project's sampling points: its samples (blanks, free-silica bulk samples and samples that will
 * never have a result left out) grouped by workshop + post + hazard + the point name the sampler
 * recorded (the person sampled for individual samples). A sample not yet recorded joins the point
 * its plan unit was recorded at on another day, else a point named after its unit (定点1, 个体2).
 */
export function groupPoints(rows: readonly JudgedSampleRow[]): PointGroup[] {
  const judged = rows.filter((r) => !r.blank && r.instrument_family !== FREE_SILICA_FAMILY && !neverResulted(r));
  const unitNames = new Map<string, string>();
  for (const r of judged) {
    const name = recordedName(r);
    if (name && !unitNames.has(unitKey(r))) unitNames.set(unitKey(r), name);
  }
  const groups = new Map<string, PointGroup>();
  for (const r of judged) {
    const pointName = recordedName(r) ?? unitNames.get(unitKey(r)) ?? fallbackName(r);
    const key = JSON.stringify([r.workshop, r.post, r.hazard, pointName]);
    const group = groups.get(key) ?? { workshop: r.workshop, post: r.post, hazard: r.hazard, pointName, rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The free-silica content (%) a workshop's 矽尘 is judged by: the highest tested bulk sample of the
 * workshop (the stricter band), else the project's highest; null when none was tested.
 */
export function freeSilicaOf(rows: readonly JudgedSampleRow[]): (workshop: string | null) => string | null {
  const byWorkshop = new Map<string, Decimal>();
  let overall: Decimal | null = null;
  for (const r of rows) {
    if (r.instrument_family !== FREE_SILICA_FAMILY || !tested(r) || r.result_value === null) continue;
    const value = Decimal.from(r.result_value);
    const key = r.workshop ?? '';
    const current = byWorkshop.get(key);
    if (!current || value.gt(current)) byWorkshop.set(key, value);
    if (!overall || value.gt(overall)) overall = value;
  }
  return (workshop) => (byWorkshop.get(workshop ?? '') ?? overall)?.toString() ?? null;
}

const KINDS: readonly string[] = ['TWA', 'STEL', 'MAC'];
const FRACTIONS: readonly string[] = ['total', 'respirable'];

/** A sample row as judgePoint takes it: its counted value once released (null before), its time and shift. */
export function pointSampleOf(r: JudgedSampleRow): PointSample {
  return {
    code: r.code,
    kind: r.kind && KINDS.includes(r.kind) ? (r.kind as PointSampleKind) : null,
    counted: tested(r) ? (r.result_counted ?? r.result_value) : null,
    belowLod: r.below_lod,
    resultText: r.result_text,
    durationMinutes: r.duration_minutes,
    start: r.start_time,
    end: r.end_time,
    day: r.sampling_date ?? `第${r.day}天`,
    dustFraction: r.dust_fraction && FRACTIONS.includes(r.dust_fraction) ? (r.dust_fraction as DustFraction) : null,
  };
}

export const isTestedRow = tested;
