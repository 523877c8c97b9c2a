import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { defaultPhysicalLimitTable } from './default-physical-limit-table';
import { checkAtMost, physicalRule, type LimitCheck } from '../judgement/rule';
import { NOISE_REPORT_DECIMALS } from './noise-exposure';
import type { PhysicalLimitTable } from './physical-limit-table';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

export type NoiseMetric = 'LEX,8h' | 'LEX,40h';

/**
 * A noise judgement is a LimitCheck like every chemical one (rule {id, edition, source, formula},
 * passed, verdict 符合 / 不符合, `measured` = the level rounded as reported, limit, explanation), so
 * it can join a point's conclusion; plus the metric, the unit and the limit row's source.
 */
export interface NoiseJudgement extends LimitCheck {
  readonly metric: NoiseMetric;
  readonly unit: string;
  /** Where the limit value came from (the `source` cell of its row in the physical-limit CSV). */
  readonly limitSource: string;
}

export interface ImpulseNoiseJudgement extends LimitCheck {
  readonly impulsesPerDay: Decimal;
  readonly unit: string;
  readonly limitSource: string;
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
  const value = requireNonNegativeDecimal(input.metric, input.value);
  const limit = table.noiseLimit(input.daysPerWeek, hoursPerDay);
  const key = input.metric === 'LEX,8h' ? 'noise-lex8h' : 'noise-lex40h';
  const ruleRef = physicalRule(key, '表9 工作场所噪声职业接触限值', `${input.metric} ≤ ${limit.value.toString()} ${limit.unit}`);
  return {
    ...checkAtMost(ruleRef, input.metric, value, '限值', limit.value, { decimals }),
    metric: input.metric,
    unit: limit.unit,
    limitSource: limit.row.source,
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
  const peak = requireNonNegativeDecimal('声压级峰值', input.peak);
  const limit = table.impulsePeakLimit(impulsesPerDay);
  const ruleRef = physicalRule(
    'impulse-peak',
    '表10 工作场所脉冲噪声职业接触限值',
    `声压级峰值 ≤ ${limit.value.toString()} ${limit.unit}（每日脉冲次数 ${impulsesPerDay.toString()}）`,
  );
  return {
    ...checkAtMost(ruleRef, '声压级峰值', peak, '限值', limit.value, { decimals }),
    impulsesPerDay,
    unit: limit.unit,
    limitSource: limit.row.source,
  };
}
