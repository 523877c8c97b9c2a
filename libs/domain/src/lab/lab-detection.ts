import type { Decimal } from '../decimal/decimal';
import { qcMinimumDetectableConcentration } from '../qc/detection-limits';
import type { LabCalcContext, LabLimit } from './lab-calculator';

/**
 * The minimum detectable concentration a "<" result is written with: the method's configured one,
 * else LOD · v / V0 (domain.md §7).
 */
export function minimumDetectable(ctx: LabCalcContext, volumeMl: Decimal | null, standardVolumeL: Decimal | null): LabLimit | null {
  const { mdc, lod } = ctx.settings;
  if (mdc) return { value: mdc, written: mdc.toString() };
  if (!lod || !volumeMl || !standardVolumeL) return null;
  return { value: qcMinimumDetectableConcentration(lod, volumeMl, standardVolumeL), written: null };
}

/** The limit as the report writes it after '<': as stated, or computed and rounded up to the reported decimals. */
export function limitText(limit: LabLimit, decimals: number): string {
  return limit.written ?? limit.value.roundToDecimals(decimals, 'ceiling').toString();
}

/**
 * Below detection: the net instrument value under the instrument LOD when the method has one
 * (`net` null: not comparable, e.g. an outsourced result), else the concentration under the
 * configured minimum detectable concentration.
 */
export function isBelowDetection(ctx: LabCalcContext, net: Decimal | null, concentration: Decimal, limit: LabLimit | null): boolean {
  const { lod } = ctx.settings;
  if (lod && net !== null) return net.lt(lod);
  return limit !== null && concentration.lt(limit.value);
}
