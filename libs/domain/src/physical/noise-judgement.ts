import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { defaultPhysicalLimitTable, PHYSICAL_LIMITS_EDITION } from './default-physical-limit-table';
import { NOISE_REPORT_DECIMALS } from './noise-exposure';
import { physicalConclusion, type PhysicalConclusion } from './physical-conclusion';
import type { PhysicalLimitTable } from './physical-limit-table';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

export type NoiseMetric = 'LEX,8h' | 'LEX,40h';

export interface NoiseJudgement {
  readonly metric: NoiseMetric;
  /** The level rounded as reported, the figure that is compared. */
  readonly value: Decimal;
  readonly limit: Decimal;
  readonly unit: string;
  readonly conclusion: PhysicalConclusion;
  readonly edition: string;
  readonly source: string;
}

export interface ImpulseNoiseJudgement {
  readonly peak: Decimal;
  readonly impulsesPerDay: Decimal;
  readonly limit: Decimal;
  readonly unit: string;
  readonly conclusion: PhysicalConclusion;
  readonly edition: string;
  readonly source: string;
}

function days(daysPerWeek: number): number {
  if (!Number.isInteger(daysPerWeek) || daysPerWeek < 1 || daysPerWeek > 7) {
    throw new DomainError(DomainErrorCodes.outOfRange, `每周工作天数必须是1到7的整数：${daysPerWeek}`, { daysPerWeek });
  }
  return daysPerWeek;
}

/** Which level the standard judges: LEX,40h when the week is not 5 days, else LEX,8h. */
export function noiseMetricFor(daysPerWeek: number): NoiseMetric {
  return days(daysPerWeek) === 5 ? 'LEX,8h' : 'LEX,40h';
}

/**
 * Judges a steady or non-steady noise level against GBZ 2.2-2007 表9: the level is rounded
 * (GB/T 8170) and then compared, so 85.0 passes and 85.1 fails.
 */
export function judgeNoise(
  input: { readonly metric: NoiseMetric; readonly value: DecimalInput; readonly daysPerWeek: number; readonly hoursPerDay: DecimalInput },
  table: PhysicalLimitTable = defaultPhysicalLimitTable,
  decimals = NOISE_REPORT_DECIMALS,
): NoiseJudgement {
  const expected = noiseMetricFor(input.daysPerWeek);
  if (input.metric !== expected) {
    throw new DomainError(
      DomainErrorCodes.invalidArgument,
      `每周工作${input.daysPerWeek}天应按 ${expected} 判定，而不是 ${input.metric}`,
      { metric: input.metric, expected },
    );
  }
  const hoursPerDay = requirePositiveDecimal('每天工作时间（h）', input.hoursPerDay);
  const value = requireNonNegativeDecimal(input.metric, input.value).roundToDecimals(decimals);
  const limit = table.noiseLimit(input.daysPerWeek, hoursPerDay);
  return {
    metric: input.metric,
    value,
    limit: limit.value,
    unit: limit.unit,
    conclusion: physicalConclusion(value.lte(limit.value)),
    edition: PHYSICAL_LIMITS_EDITION,
    source: limit.row.source,
  };
}

/** Judges the peak sound pressure level of impulse noise against GBZ 2.2-2007 表10. */
export function judgeImpulseNoise(
  input: { readonly peak: DecimalInput; readonly impulsesPerDay: DecimalInput },
  table: PhysicalLimitTable = defaultPhysicalLimitTable,
  decimals = NOISE_REPORT_DECIMALS,
): ImpulseNoiseJudgement {
  const impulsesPerDay = requirePositiveDecimal('每个工作日脉冲次数', input.impulsesPerDay);
  if (!impulsesPerDay.isInteger()) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `脉冲次数必须是整数：${impulsesPerDay.toString()}`, {
      impulsesPerDay: impulsesPerDay.toString(),
    });
  }
  const peak = requireNonNegativeDecimal('声压级峰值', input.peak).roundToDecimals(decimals);
  const limit = table.impulsePeakLimit(impulsesPerDay);
  return {
    peak,
    impulsesPerDay,
    limit: limit.value,
    unit: limit.unit,
    conclusion: physicalConclusion(peak.lte(limit.value)),
    edition: PHYSICAL_LIMITS_EDITION,
    source: limit.row.source,
  };
}
