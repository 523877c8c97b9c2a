import { shortTermExposure, STEL_MINUTES } from '../concentration/short-term-exposure';
import { timeWeightedAverage } from '../concentration/time-weighted-average';
import { Decimal } from '../decimal/decimal';
import { parseMeasured, quantified, type MeasuredValue } from '../decimal/measured-value';
import { isDomainError } from '../errors/domain-error';
import type { ShortTermSample } from './peak-exposure';
import type { PointSample } from './point-judgement-types';

/** What stops a point being judged in full, in Chinese; joined into its explanation. */
export type Notes = string[];

/** Runs a rule; a DomainError (bad or missing data) becomes a note instead of a failure of the whole point. */
export function attempt<T>(notes: Notes, work: () => T, prefix = ''): T | undefined {
  try {
    return work();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    notes.push(`${prefix}${error.message}`);
    return undefined;
  }
}

export const sampleLabel = (s: PointSample): string => (s.code ? `样品${s.code}` : '样品');

export function isTested(s: PointSample): boolean {
  return s.counted !== null && s.counted !== undefined && String(s.counted).trim() !== '';
}

export const isShort = (s: PointSample): boolean => s.kind === 'STEL' || s.kind === 'MAC';

/** A sample's sampling time in minutes: its recorded duration, else end − start; null when neither is known. */
export function sampleMinutes(s: PointSample): Decimal | null {
  if (s.durationMinutes !== null && s.durationMinutes !== undefined && String(s.durationMinutes).trim() !== '') {
    const minutes = Decimal.from(s.durationMinutes);
    return minutes.isPositive() ? minutes : null;
  }
  if (!s.start || !s.end) return null;
  const ms = new Date(s.end).getTime() - new Date(s.start).getTime();
  return Number.isFinite(ms) && ms > 0 ? Decimal.from(ms).div(60_000) : null;
}

/** The samples of one shift (sampling date), in the order given. */
export interface Shift {
  readonly day: string;
  readonly samples: readonly PointSample[];
}

export function byShift(samples: readonly PointSample[]): Shift[] {
  const days = new Map<string, PointSample[]>();
  for (const s of samples) {
    const day = s.day ?? '';
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days].map(([day, list]) => ({ day, samples: list }));
}

const shiftPrefix = (day: string) => (day ? `${day}：` : '');

/** A tested result with its time, as a time-weighted value takes it. */
export interface TimedResult {
  readonly sample: PointSample;
  readonly value: Decimal;
  readonly hours: Decimal;
}

/** The tested results of a shift with their hours; `partial` when a sample has no result (or no time) yet. */
export function timedResults(shift: Shift, notes: Notes, what: string): { results: TimedResult[]; partial: boolean } {
  const results: TimedResult[] = [];
  let partial = false;
  for (const s of shift.samples) {
    if (!isTested(s)) {
      partial = true;
      continue;
    }
    const minutes = sampleMinutes(s);
    if (!minutes) {
      notes.push(`${sampleLabel(s)}缺少采样时长，未计入${what}`);
      partial = true;
      continue;
    }
    results.push({ sample: s, value: Decimal.from(s.counted as string), hours: minutes.div(60) });
  }
  return { results, partial };
}

/** What the report writes for a result: "<LOD" when below the detection limit (its limit read from the text), else the value. */
function reported(r: TimedResult): MeasuredValue {
  const text = r.sample.resultText?.trim() ?? '';
  if (r.sample.belowLod && text.startsWith('<')) {
    try {
      return parseMeasured(text);
    } catch {
      // an unreadable "<" text: the value counted stands
    }
  }
  return quantified(r.value);
}

/** One shift's C_TWA: exact, what the report writes, and whether some of its samples are still missing. */
export interface ShiftTwa {
  readonly day: string;
  readonly twa: Decimal;
  readonly result: MeasuredValue;
  readonly partial: boolean;
}

/**
 * C_TWA = Σ Ci·Ti / 8 of one shift over the values counted (the method's below-LOD rule already
 * applied by the laboratory); written "<x" when every result was below the detection limit.
 */
export function shiftTwa(shift: Shift, notes: Notes, what = 'C_TWA'): ShiftTwa | undefined {
  const { results, partial } = timedResults(shift, notes, what);
  if (results.length === 0) return undefined;
  return attempt(
    notes,
    () => {
      const counted = timeWeightedAverage(results.map((r) => ({ concentration: r.value, hours: r.hours })));
      const written = timeWeightedAverage(results.map((r) => ({ concentration: reported(r), hours: r.hours })));
      const result = written.result.kind === 'below-detection' ? written.result : quantified(counted.twa);
      return { day: shift.day, twa: counted.twa, result, partial };
    },
    shiftPrefix(shift.day),
  );
}

/** The item with the largest key (the first of equal ones); undefined for none. */
export function highest<T>(items: readonly T[], key: (item: T) => Decimal): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || key(item).gt(key(best))) best = item;
  return best;
}

/** The highest shift's C_TWA of some long-time samples. */
export function highestTwa(samples: readonly PointSample[], notes: Notes): ShiftTwa | undefined {
  const shifts = byShift(samples)
    .map((s) => shiftTwa(s, notes))
    .filter((s): s is ShiftTwa => s !== undefined);
  return highest(shifts, (s) => s.twa);
}

/**
 * C_STE of one short sample: C·T/15 for a sample shorter than 15 min, the sample's own mean for one
 * of 15 min or more (or whose time was not recorded).
 */
export function sampleSte(s: PointSample): Decimal {
  const c = Decimal.from(s.counted as string);
  const minutes = sampleMinutes(s);
  return minutes === null || minutes.gte(STEL_MINUTES) ? c : shortTermExposure(c, minutes);
}

/**
 * A shift's short samples for the peak rule: minutes from the shift's first start. When a start
 * time is missing the samples are ordered as given and `timed` is false: the excursions' spacing
 * cannot be checked.
 */
export function peakSamples(shift: Shift): { samples: ShortTermSample[]; timed: boolean } {
  const tested = shift.samples.filter(isTested);
  const starts = tested.map((s) => (s.start ? new Date(s.start).getTime() : NaN));
  const timed = starts.every((t) => Number.isFinite(t));
  const first = timed ? Math.min(...starts) : 0;
  const samples = tested.map((s, i) => ({
    // untimed: far apart, only their order and count matter (the interval check is dropped)
    startMinute: timed ? Decimal.from((starts[i] as number) - first).div(60_000) : Decimal.from(i * 10_000),
    durationMinutes: sampleMinutes(s) ?? Decimal.from(STEL_MINUTES),
    concentration: Decimal.from(s.counted as string),
  }));
  return { samples, timed };
}
