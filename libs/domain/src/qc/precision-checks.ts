import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

/**
 * Duplicate formula [M, configurable]: 'relative-deviation' = |x1 − x2| / (x1 + x2) × 100
 * (domain.md §7); 'relative-difference' = |x1 − x2| / mean × 100 (twice the former).
 */
export type QcDuplicateFormula = 'relative-deviation' | 'relative-difference';

export interface QcPercentCheck {
  /** The percentage as reported (rounded half-even). */
  readonly value: Decimal;
  readonly passes: boolean;
}

/** Duplicate (parallel) samples agree within `limitPercent` (10–20 % by level, per method). */
export function qcDuplicateCheck(
  x1: DecimalInput,
  x2: DecimalInput,
  options: { readonly limitPercent: DecimalInput; readonly formula?: QcDuplicateFormula; readonly decimals?: number },
): QcPercentCheck & { readonly formula: QcDuplicateFormula } {
  const a = requireNonNegativeDecimal('平行样测定值1', x1);
  const b = requireNonNegativeDecimal('平行样测定值2', x2);
  const sum = a.add(b);
  if (sum.isZero()) throw new DomainError(DomainErrorCodes.divisionByZero, '两个平行样测定值均为零，无法计算相对偏差', {});
  const formula = options.formula ?? 'relative-deviation';
  const difference = a.sub(b).abs().mul(100);
  const exact = formula === 'relative-deviation' ? difference.div(sum) : difference.mul(2).div(sum);
  const value = exact.roundToDecimals(options.decimals ?? 1);
  return { formula, value, passes: value.lte(requirePositiveDecimal('相对偏差限值（%）', options.limitPercent)) };
}

/** Acceptance ranges for spiked recovery, % (domain.md §7). */
export const QC_RECOVERY_RANGE_NORMAL = { min: '90', max: '110' } as const;
export const QC_RECOVERY_RANGE_TRACE = { min: '80', max: '120' } as const;

/** Spiked recovery R = (C_spiked − C_unspiked) / C_added × 100 %, accepted within [min, max]. */
export function qcSpikeRecovery(
  input: { readonly spiked: DecimalInput; readonly unspiked: DecimalInput; readonly added: DecimalInput },
  options: { readonly range?: { readonly min: DecimalInput; readonly max: DecimalInput }; readonly decimals?: number } = {},
): QcPercentCheck {
  const spiked = requireNonNegativeDecimal('加标样测定值', input.spiked);
  const unspiked = requireNonNegativeDecimal('原样测定值', input.unspiked);
  const added = requirePositiveDecimal('加标量', input.added);
  const range = options.range ?? QC_RECOVERY_RANGE_NORMAL;
  const value = spiked.sub(unspiked).mul(100).div(added).roundToDecimals(options.decimals ?? 1);
  return { value, passes: value.gte(range.min) && value.lte(range.max) };
}

/**
 * Desorption efficiency D = found / added × 100 %: acceptable at ≥ 75 %, preferred ≥ 90 %
 * (domain.md §7; both configurable).
 */
export function qcDesorptionEfficiency(
  input: { readonly found: DecimalInput; readonly added: DecimalInput },
  options: { readonly minimumPercent?: DecimalInput; readonly preferredPercent?: DecimalInput; readonly decimals?: number } = {},
): QcPercentCheck & { readonly preferred: boolean } {
  const found = requireNonNegativeDecimal('解吸测得量', input.found);
  const added = requirePositiveDecimal('加入量', input.added);
  const value = found.mul(100).div(added).roundToDecimals(options.decimals ?? 1);
  return {
    value,
    passes: value.gte(options.minimumPercent ?? 75),
    preferred: value.gte(options.preferredPercent ?? 90),
  };
}

/** Dust weighing: a blank filter must not change by more than 0.02 mg (domain.md §7). */
export function qcBlankFilterCheck(
  massBeforeMg: DecimalInput,
  massAfterMg: DecimalInput,
  maxChangeMg: DecimalInput = '0.02',
): { readonly changeMg: Decimal; readonly passes: boolean } {
  const changeMg = requirePositiveDecimal('空白滤膜采样后质量（mg）', massAfterMg).sub(requirePositiveDecimal('空白滤膜采样前质量（mg）', massBeforeMg));
  return { changeMg, passes: changeMg.abs().lte(requirePositiveDecimal('空白滤膜允许质量变化（mg）', maxChangeMg)) };
}
