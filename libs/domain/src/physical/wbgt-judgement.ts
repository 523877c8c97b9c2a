import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { defaultPhysicalLimitTable, PHYSICAL_LIMITS_EDITION } from './default-physical-limit-table';
import { physicalConclusion, type PhysicalConclusion } from './physical-conclusion';
import type { PhysicalLimitTable, WbgtLabourIntensity } from './physical-limit-table';
import { requireDecimal, requirePositiveDecimal } from '../errors/guards';
import { WBGT_REPORT_DECIMALS } from './wbgt-index';

/**
 * How a contact-time ratio between the table's columns picks a column [M, lab policy]:
 * 'next-higher' uses the next tabulated ratio at or above it (the stricter limit; above the
 * last column the last column); 'exact' refuses anything not tabulated.
 */
export type WbgtRatioPolicy = 'next-higher' | 'exact';

export interface WbgtJudgementInput {
  /** WBGT (time-weighted where the exposure has several periods), ℃. */
  readonly wbgt: DecimalInput;
  readonly contactTimeRatioPercent: DecimalInput;
  readonly labourIntensity: WbgtLabourIntensity;
  /** Local summer outdoor ventilation design temperature (夏季通风室外计算温度), ℃; omit when unknown. */
  readonly summerVentilationDesignTemperature?: DecimalInput;
}

export interface WbgtJudgement {
  readonly value: Decimal;
  readonly ratioColumnPercent: Decimal;
  readonly labourIntensity: WbgtLabourIntensity;
  readonly tableLimit: Decimal;
  /** 0 or the +1 ℃ of the hot-region rule. */
  readonly increment: Decimal;
  readonly limit: Decimal;
  readonly unit: string;
  readonly conclusion: PhysicalConclusion;
  readonly edition: string;
  readonly sources: readonly string[];
}

const INTENSITIES: readonly WbgtLabourIntensity[] = ['I', 'II', 'III', 'IV'];

/** Picks the WBGT table column for a contact-time ratio. */
export function selectWbgtRatioColumn(
  ratioPercent: DecimalInput,
  columns: readonly Decimal[],
  policy: WbgtRatioPolicy = 'next-higher',
): Decimal {
  const ratio = requirePositiveDecimal('接触时间率（%）', ratioPercent);
  const exact = columns.find((column) => column.eq(ratio));
  if (exact) return exact;
  const last = columns[columns.length - 1];
  if (policy === 'exact' || !last) {
    throw new DomainError(
      DomainErrorCodes.noApplicableLimit,
      `接触时间率${ratio.toString()}%不在WBGT限值表中（${columns.map((c) => `${c.toString()}%`).join('、')}）`,
      { ratio: ratio.toString() },
    );
  }
  return columns.find((column) => column.gt(ratio)) ?? last;
}

/**
 * Judges heat exposure (GBZ 2.2-2007 §10): the WBGT limit by contact-time ratio and labour
 * intensity, +1 ℃ where the summer outdoor ventilation design temperature is ≥ 30 ℃; the WBGT is
 * rounded (GB/T 8170) and then compared.
 */
export function judgeWbgt(
  input: WbgtJudgementInput,
  options: { readonly ratioPolicy?: WbgtRatioPolicy; readonly decimals?: number } = {},
  table: PhysicalLimitTable = defaultPhysicalLimitTable,
): WbgtJudgement {
  if (!INTENSITIES.includes(input.labourIntensity)) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `体力劳动强度必须是Ⅰ～Ⅳ级：${String(input.labourIntensity)}`, {
      labourIntensity: input.labourIntensity,
    });
  }
  const value = requireDecimal('WBGT', input.wbgt).roundToDecimals(options.decimals ?? WBGT_REPORT_DECIMALS);
  const column = selectWbgtRatioColumn(input.contactTimeRatioPercent, table.wbgtRatioColumns(), options.ratioPolicy);
  const base = table.wbgtLimit(column, input.labourIntensity);
  const sources = [base.row.source];
  let increment = Decimal.ZERO;
  if (input.summerVentilationDesignTemperature !== undefined) {
    const designTemperature = requireDecimal('夏季通风室外计算温度', input.summerVentilationDesignTemperature);
    const rule = table.wbgtHotRegionRule();
    if (designTemperature.gte(rule.threshold.value)) {
      increment = rule.increment.value;
      sources.push(rule.increment.row.source);
    }
  }
  const limit = base.value.add(increment);
  return {
    value,
    ratioColumnPercent: column,
    labourIntensity: input.labourIntensity,
    tableLimit: base.value,
    increment,
    limit,
    unit: base.unit,
    conclusion: physicalConclusion(value.lte(limit)),
    edition: PHYSICAL_LIMITS_EDITION,
    sources,
  };
}
