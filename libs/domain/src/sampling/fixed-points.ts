import { requirePositiveInteger } from '../errors/guards';

export const FIXED_POINTS_SOURCE = 'GBZ 159-2004 采样点数目的确定 (同类设备台数)';

export interface FixedPointRequirement {
  /** Minimum number of fixed sampling points. */
  readonly points: number;
  /** True when the standard says "at least" (more than 10 units): more points may be needed. */
  readonly atLeast: boolean;
  readonly band: '1-3' | '4-10' | '>10';
  readonly source: string;
}

/** Equipment of one type in one work site: 1–3 units → 1 point, 4–10 → 2, > 10 → at least 3. */
export function fixedPointCount(equipmentUnits: number): FixedPointRequirement {
  requirePositiveInteger('同类设备台数', equipmentUnits);
  if (equipmentUnits <= 3) return { points: 1, atLeast: false, band: '1-3', source: FIXED_POINTS_SOURCE };
  if (equipmentUnits <= 10) return { points: 2, atLeast: false, band: '4-10', source: FIXED_POINTS_SOURCE };
  return { points: 3, atLeast: true, band: '>10', source: FIXED_POINTS_SOURCE };
}
