import { countsAsTested, Decimal, type DustFraction, fieldMeasurementUnit, type PointSample, type PointSampleKind } from '@ohit/domain';
import type { JudgedSampleRow, MeasurementRow } from './judgement-reads';

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

/** A measurement's value is its result as soon as it is recorded; a sample's once the laboratory released it. */
const tested = (r: JudgedSampleRow) => r.measured === true || countsAsTested({ state: r.state, testedDate: r.tested_date });
/** Samples that will never have a result: not taken (cancelled), refused, disposed of untested. */
const neverResulted = (r: JudgedSampleRow) => r.state === 'cancelled' || r.state === 'rejected' || (r.state === 'disposed' && !r.tested_date);
const recordedName = (r: JudgedSampleRow) => r.point_name?.trim() || r.worker_name?.trim() || null;
/** A plan row's point or subject: the same numbered unit on every day of its row. */
const unitKey = (r: JudgedSampleRow) => JSON.stringify([r.workshop, r.post, r.hazard, r.sample_type, r.kind, r.unit]);
const fallbackName = (r: JudgedSampleRow) => `${r.sample_type === 'individual' ? '个体' : '定点'}${r.unit}`;

/** The code a point's measurements show in place of a sample code. */
export const MEASUREMENT_CODE = '现场测量';

/**
 * A noise or heat segment as a point's row: no sample code (现场测量 and its place among the point's
 * segments), no kind (physical), its value the result in its unit (dB(A), ℃), its exposure time
 * Ti the minutes, its day the shift.
 */
export function measurementRowOf(m: MeasurementRow, n: number): JudgedSampleRow {
  return {
    id: m.id,
    code: `${MEASUREMENT_CODE}${n}`,
    state: 'measured',
    blank: false,
    kind: null,
    sample_type: null,
    hazard: m.hazard,
    workshop: m.workshop,
    post: m.post,
    day: 0,
    unit: 0,
    result_value: m.value,
    result_text: m.value,
    result_counted: m.value,
    below_lod: false,
    result_unit: fieldMeasurementUnit(m.hazard),
    tested_date: m.sampling_date,
    report_decimals: null,
    dust_fraction: null,
    instrument_family: null,
    point_name: m.point_name,
    worker_name: null,
    start_time: m.start_time,
    end_time: m.end_time,
    duration_minutes: m.duration_minutes,
    sampling_date: m.sampling_date,
    measured: true,
  };
}

/**
 * The project's sampling points: its samples (blanks, free-silica bulk samples and samples that will
 * never have a result left out) grouped by workshop + post + hazard + the point name the sampler
 * recorded (the person sampled for individual samples). A sample not yet recorded joins the point
 * its plan unit was recorded at on another day, else a point named after its unit (定点1, 个体2).
 * Noise and heat measured on site join the point of the same workshop, post, hazard and point name.
 */
export function groupPoints(rows: readonly JudgedSampleRow[], measurements: readonly MeasurementRow[] = []): PointGroup[] {
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
  for (const m of measurements) {
    const key = JSON.stringify([m.workshop, m.post, m.hazard, m.point_name]);
    const group = groups.get(key) ?? { workshop: m.workshop, post: m.post, hazard: m.hazard, pointName: m.point_name, rows: [] };
    group.rows.push(measurementRowOf(m, group.rows.filter((r) => r.measured).length + 1));
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
