import { requireBelowDetectionRule, type BelowDetectionRule } from '../concentration/below-detection-rule';
import { Decimal } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requirePositiveDecimal } from '../errors/guards';
import { QC_RECOVERY_RANGE_NORMAL } from '../qc/precision-checks';
import type { LabBatchSettings } from './lab-batch-types';

/** A batch's settings parsed once: decimals, defaults applied. */
export interface LabSettings {
  readonly lod: Decimal | null;
  /** The method's minimum detectable concentration as configured (mg/m³), kept as written. */
  readonly mdc: Decimal | null;
  readonly breakthroughPercent: Decimal | null;
  readonly rule: BelowDetectionRule;
  readonly decimals: number;
  /** Desorption efficiency as a percent (95) and as the fraction the formula takes (0.95). */
  readonly desorptionPercent: Decimal | null;
  readonly desorptionFraction: Decimal | null;
  readonly minR: Decimal;
  readonly duplicateLimitPercent: Decimal;
  readonly recovery: { readonly min: Decimal; readonly max: Decimal };
  readonly checkTolerancePercent: Decimal;
}

const MAX_DECIMALS = 10;

function optional(label: string, value: string | null | undefined): Decimal | null {
  return value === null || value === undefined || value.trim() === '' ? null : requirePositiveDecimal(label, value);
}

/**
 * Settings come from the methods catalogue, validated there; a value that is not a positive number
 * here is a caller's error (DomainError), not incomplete data.
 */
export function labSettings(settings: LabBatchSettings): LabSettings {
  const decimals = settings.reportDecimals;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `报告小数位数应为 0 到 ${MAX_DECIMALS} 的整数：${String(decimals)}`, {
      reportDecimals: decimals,
    });
  }
  const desorption = optional('解吸效率', settings.desorptionEfficiency);
  // 0.95 and 95 both mean 95 %: a desorption efficiency of 1 % or less is no method.
  const desorptionIsFraction = desorption !== null && desorption.lte(1);
  const recovery = settings.recovery ?? QC_RECOVERY_RANGE_NORMAL;
  return {
    lod: optional('检出限', settings.detectionLimit),
    mdc: optional('最低检出浓度', settings.minDetectableConc),
    breakthroughPercent: optional('穿透限值', settings.breakthroughPercent),
    rule: requireBelowDetectionRule(settings.belowLodRule),
    decimals,
    desorptionPercent: desorption === null ? null : desorptionIsFraction ? desorption.mul(100) : desorption,
    desorptionFraction: desorption === null ? null : desorptionIsFraction ? desorption : desorption.div(100),
    minR: requirePositiveDecimal('相关系数下限', settings.minR ?? '0.999'),
    duplicateLimitPercent: requirePositiveDecimal('平行样相对偏差限值', settings.duplicateLimitPercent ?? '10'),
    recovery: { min: requirePositiveDecimal('加标回收率下限', recovery.min), max: requirePositiveDecimal('加标回收率上限', recovery.max) },
    checkTolerancePercent: requirePositiveDecimal('核查标准允许偏差', settings.checkStandardTolerancePercent ?? '10'),
  };
}
