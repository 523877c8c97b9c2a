import { Decimal, type DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { checkAtMost, physicalRule, type LimitCheck } from '../judgement/rule';
import { defaultPhysicalLimitTable } from './default-physical-limit-table';
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

/**
 * A heat judgement is a LimitCheck (rule, passed, verdict 符合 / 不符合, `measured` = the WBGT rounded
 * as reported, limit = table limit + increment, explanation) plus how the limit was found.
 */
export interface WbgtJudgement extends LimitCheck {
  readonly ratioColumnPercent: Decimal;
  readonly labourIntensity: WbgtLabourIntensity;
  readonly tableLimit: Decimal;
  /** 0 or the +1 ℃ of the hot-region rule. */
  readonly increment: Decimal;
  readonly unit: string;
  /** Where the limit came from: the table row's source, then the +1 ℃ row's when it applied. */
  readonly limitSources: readonly string[];
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
  const value = requireDecimal('WBGT', input.wbgt);
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
  const raised = !increment.isZero();
  const ruleRef = physicalRule(
    raised ? 'wbgt-hot-region' : 'wbgt',
    '高温作业职业接触限值（WBGT）',
    `WBGT ≤ 限值（接触时间率 ${column.toString()}%，体力劳动强度${input.labourIntensity}级）${raised ? ` + ${increment.toString()} ${base.unit}` : ''}`,
  );
  const decimals = options.decimals ?? WBGT_REPORT_DECIMALS;
  return {
    ...checkAtMost(ruleRef, 'WBGT', value, '限值', limit, { decimals }),
    ratioColumnPercent: column,
    labourIntensity: input.labourIntensity,
    tableLimit: base.value,
    increment,
    unit: base.unit,
    limitSources: sources,
  };
}
