import { Decimal } from '../decimal/decimal';
import { validateMinuteSecond } from '../validators/validate-minute-second';
import { sampledVolume, type SampledVolumeResult } from './sampled-volume';
import { standardVolume, type StandardVolumeResult } from './standard-volume';

/**
 * One sample's field record (现场采样记录, domain.md §2): how long it ran, the volume drawn (mean
 * of the flows before and after × time, the drift between them flagged over 5 %) and the
 * standard volume V0 at 20 °C / 101.3 kPa. The server stores these on every write and the phone
 * previews them with the same functions, so what the sampler sees is what is kept.
 */
export interface SamplingRecordInput {
  /** L/min before and after sampling (exact decimal text or numbers). */
  readonly flowBefore: unknown;
  readonly flowAfter: unknown;
  /** ISO timestamps of start and stop. */
  readonly startTime: unknown;
  readonly endTime: unknown;
  /** A short-time sample's stopwatch reading 'mm:ss'; when given it is the duration (not stop − start). */
  readonly shortDuration?: unknown;
  /** °C and kPa at the point while sampling. */
  readonly temperature: unknown;
  readonly pressure: unknown;
}

export interface SamplingRecordVolumes {
  readonly durationMin: Decimal;
  readonly sampled: SampledVolumeResult;
  readonly standard: StandardVolumeResult;
}

const present = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

function decimalOrNull(v: unknown): Decimal | null {
  if (!present(v) || (typeof v !== 'string' && typeof v !== 'number')) return null;
  try {
    return Decimal.from(typeof v === 'string' ? v.trim() : v);
  } catch {
    return null;
  }
}

/** Minutes of a stopwatch reading 'mm:ss' (the spec's mm:ss rule): '15:00' → 15, '07:30' → 7.5; null when it is not one. */
export function minuteSecondMinutes(value: unknown): Decimal | null {
  if (!present(value) || validateMinuteSecond(value) !== null) return null;
  const [mm, ss] = String(value).trim().split(':').map(Number);
  return Decimal.from(mm).add(Decimal.from(ss).div(60));
}

/** Minutes from start to stop (ISO timestamps), or null when either is missing or stop is not after start. */
export function elapsedMinutes(start: unknown, end: unknown): Decimal | null {
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return null;
  return Decimal.from(to - from).div(60_000);
}

/** The sample's duration: the stopwatch reading when given, else stop − start. */
export function samplingDuration(input: Pick<SamplingRecordInput, 'startTime' | 'endTime' | 'shortDuration'>): Decimal | null {
  return present(input.shortDuration) ? minuteSecondMinutes(input.shortDuration) : elapsedMinutes(input.startTime, input.endTime);
}

/**
 * Duration, Vt (sampledVolume) and V0 (standardVolume) of a record, or null while anything they
 * need is missing or not a valid value (a form half filled in) — the write's validation says what.
 */
export function samplingRecordVolumes(input: SamplingRecordInput): SamplingRecordVolumes | null {
  const durationMin = samplingDuration(input);
  const before = decimalOrNull(input.flowBefore);
  const after = decimalOrNull(input.flowAfter);
  if (!durationMin || !durationMin.isPositive() || !before?.isPositive() || !after?.isPositive()) return null;
  const sampled = sampledVolume({ flowBeforeLPerMin: before, flowAfterLPerMin: after, durationMin });
  const t = decimalOrNull(input.temperature);
  const p = decimalOrNull(input.pressure);
  if (!t || !p || !p.isPositive() || t.lte(-273)) return null;
  return { durationMin, sampled, standard: standardVolume({ volumeL: sampled.volumeL, temperatureC: t, pressureKPa: p }) };
}

/** Why a record's times and flows cannot be right, in Chinese (empty when they can). Missing values are the form's `required`. */
export function samplingRecordProblems(input: SamplingRecordInput): string[] {
  const problems: string[] = [];
  if (present(input.shortDuration)) {
    const minutes = minuteSecondMinutes(input.shortDuration);
    if (minutes && !minutes.isPositive()) problems.push('采样时长必须大于0');
  } else if (present(input.startTime) && present(input.endTime) && elapsedMinutes(input.startTime, input.endTime) === null) {
    problems.push('采样结束时间必须晚于开始时间');
  }
  if (present(input.temperature) && decimalOrNull(input.temperature)?.lte(-273)) problems.push('温度必须高于 -273 °C');
  return problems;
}

// Computed fields of the sampling record declaration (one value each; the web previews them live).

/** 采样时长（min）, 2 decimals. */
export function recordDurationMinutes(startTime: unknown, endTime: unknown, shortDuration: unknown): string | null {
  return samplingDuration({ startTime, endTime, shortDuration })?.roundToDecimals(2).toString() ?? null;
}

const volumesOf = (flowBefore: unknown, flowAfter: unknown, startTime: unknown, endTime: unknown, shortDuration: unknown, temperature: unknown, pressure: unknown) =>
  samplingRecordVolumes({ flowBefore, flowAfter, startTime, endTime, shortDuration, temperature, pressure });

/** 采样体积 Vt（L）, 3 decimals. */
export function recordSampledVolume(...args: [unknown, unknown, unknown, unknown, unknown, unknown, unknown]): string | null {
  return volumesOf(...args)?.sampled.volumeL.roundToDecimals(3).toString() ?? null;
}

/** 标准采样体积 V0（L）, 3 decimals (= Vt inside 5–35 °C and 98.8–103.4 kPa). */
export function recordStandardVolume(...args: [unknown, unknown, unknown, unknown, unknown, unknown, unknown]): string | null {
  return volumesOf(...args)?.standard.volumeL.roundToDecimals(3).toString() ?? null;
}

/** 流量偏差（%）between before and after, 2 decimals. */
export function recordFlowDrift(flowBefore: unknown, flowAfter: unknown): string | null {
  const before = decimalOrNull(flowBefore);
  const after = decimalOrNull(flowAfter);
  if (!before?.isPositive() || !after?.isPositive()) return null;
  return sampledVolume({ flowBeforeLPerMin: before, flowAfterLPerMin: after, durationMin: 1 }).driftPercent.roundToDecimals(2).toString();
}

/** 流量偏差超限: the drift over the 5 % limit (exactly 5 % passes); null until both flows are known. */
export function recordFlowDriftExceeded(flowBefore: unknown, flowAfter: unknown): boolean | null {
  const before = decimalOrNull(flowBefore);
  const after = decimalOrNull(flowAfter);
  if (!before?.isPositive() || !after?.isPositive()) return null;
  return sampledVolume({ flowBeforeLPerMin: before, flowAfterLPerMin: after, durationMin: 1 }).driftExceeded;
}
