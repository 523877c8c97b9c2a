import { Decimal } from '../decimal/decimal';

/**
 * Plausible ranges of a sampling day's site conditions (现场气象条件). A value outside is a typo
 * (a pressure typed in hPa, a humidity of 650 %), refused with the range so the sampler can
 * correct it; the limits are wide enough for any workshop, including high plateaus (~55 kPa).
 */
export const SAMPLING_CONDITION_RANGES = {
  temperature: { label: '气温', unit: '°C', min: '-50', max: '60' },
  humidity: { label: '相对湿度', unit: '%', min: '0', max: '100' },
  pressure: { label: '大气压', unit: 'kPa', min: '50', max: '110' },
  productionLoad: { label: '生产负荷', unit: '%', min: '0', max: '150' },
} as const;

export type SamplingCondition = keyof typeof SAMPLING_CONDITION_RANGES;

/** Chinese problems of the given conditions (values absent or not numbers are left to the form's own checks). */
export function samplingConditionProblems(values: Partial<Record<SamplingCondition, unknown>>): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(SAMPLING_CONDITION_RANGES) as [SamplingCondition, (typeof SAMPLING_CONDITION_RANGES)[SamplingCondition]][]) {
    const raw = values[name];
    if (raw === null || raw === undefined || raw === '') continue;
    let v: Decimal;
    try {
      v = Decimal.from(typeof raw === 'string' || typeof raw === 'number' ? raw : String(raw));
    } catch {
      continue;
    }
    if (v.lt(range.min) || v.gt(range.max)) problems.push(`${range.label}应在${range.min}～${range.max}${range.unit}之间，当前为${v.toString()}${range.unit}`);
  }
  return problems;
}
