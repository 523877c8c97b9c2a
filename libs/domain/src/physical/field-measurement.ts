import { Decimal } from '../decimal/decimal';

/**
 * A physical factor measured on site (物理因素测量): one segment of a post's working day at a
 * point — its measured value (LAeq,Ti in dB(A) for 噪声, WBGT in ℃ for 高温) and the exposure
 * time Ti it stands for. Segments of a shift make LEX,8h or the time-weighted WBGT (point-physical).
 * The plausible ranges catch typing slips (a level of 880, a WBGT typed in °F); they are wide
 * enough for any workshop.
 */
export const FIELD_MEASUREMENT_FACTORS = {
  噪声: { label: '等效声级LAeq', unit: 'dB(A)', min: '20', max: '160' },
  高温: { label: 'WBGT指数', unit: '℃', min: '0', max: '60' },
} as const;

export type FieldMeasurementFactor = keyof typeof FIELD_MEASUREMENT_FACTORS;

/** The most a segment's exposure time may be: one day. */
export const FIELD_MEASUREMENT_MAX_MINUTES = 1440;

export const isFieldMeasurementFactor = (hazard: unknown): hazard is FieldMeasurementFactor => typeof hazard === 'string' && Object.prototype.hasOwnProperty.call(FIELD_MEASUREMENT_FACTORS, hazard);

/** The unit a factor's value is measured in ('dB(A)', '℃'); null for another name. */
export function fieldMeasurementUnit(hazard: unknown): string | null {
  return isFieldMeasurementFactor(hazard) ? FIELD_MEASUREMENT_FACTORS[hazard].unit : null;
}

export interface FieldMeasurementInput {
  readonly hazard: unknown;
  readonly value: unknown;
  /** Exposure time Ti, minutes. */
  readonly durationMinutes: unknown;
  /** ISO timestamps of the measurement, when noted. */
  readonly startTime?: unknown;
  readonly endTime?: unknown;
}

const present = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

function decimalOf(v: unknown): Decimal | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  try {
    return Decimal.from(typeof v === 'string' ? v.trim() : v);
  } catch {
    return null;
  }
}

/**
 * Why a measurement cannot be right, in Chinese (empty when it can): a factor other than 噪声 or
 * 高温, a value outside its plausible range, an exposure time not over 0 or over a day, an end not
 * after its start. Missing values are the form's `required`.
 */
export function fieldMeasurementProblems(input: FieldMeasurementInput): string[] {
  const problems: string[] = [];
  if (present(input.hazard) && !isFieldMeasurementFactor(input.hazard)) problems.push(`物理因素只能是噪声或高温，当前为“${String(input.hazard).slice(0, 20)}”`);
  const value = decimalOf(input.value);
  if (isFieldMeasurementFactor(input.hazard) && value) {
    const range = FIELD_MEASUREMENT_FACTORS[input.hazard];
    if (value.lt(range.min) || value.gt(range.max)) problems.push(`${input.hazard}的${range.label}应在${range.min}～${range.max}${range.unit}之间，当前为${value.toString()}${range.unit}`);
  }
  const minutes = decimalOf(input.durationMinutes);
  if (minutes && !minutes.isPositive()) problems.push('接触时间必须大于0分钟');
  if (minutes?.gt(FIELD_MEASUREMENT_MAX_MINUTES)) problems.push(`接触时间不能超过${FIELD_MEASUREMENT_MAX_MINUTES}分钟（24小时），当前为${minutes.toString()}分钟`);
  if (typeof input.startTime === 'string' && typeof input.endTime === 'string') {
    const from = Date.parse(input.startTime);
    const to = Date.parse(input.endTime);
    if (!Number.isNaN(from) && !Number.isNaN(to) && to <= from) problems.push('测量结束时间必须晚于开始时间');
  }
  return problems;
}
