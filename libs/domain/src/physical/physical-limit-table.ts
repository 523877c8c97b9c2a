import { Decimal } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { parsePhysicalLimitCsv } from './parse-physical-limit-csv';
import { physicalIntervalContains, parsePhysicalInterval } from './physical-interval';
import type { PhysicalLimitRow } from './physical-limit-row';

/** A numeric limit with the row it came from, so every judgement can cite its source. */
export interface PhysicalLimit {
  readonly value: Decimal;
  readonly unit: string;
  readonly row: PhysicalLimitRow;
}

export type WbgtLabourIntensity = 'I' | 'II' | 'III' | 'IV';

export interface PhysicalRowFilter {
  readonly factorZh?: string;
  readonly condition?: string;
  readonly parameter?: string;
  readonly context?: string;
}

const ROMAN: Record<WbgtLabourIntensity, string> = { I: 'Ⅰ', II: 'Ⅱ', III: 'Ⅲ', IV: 'Ⅳ' };
const NOISE = '噪声';
const HEAT = '高温';
const IMPULSE = '脉冲噪声';
const RATIO_CONTEXT = /^接触时间率=(\d+(?:\.\d+)?)%$/;

/** The text after the first "=" of a context cell ("噪声接触时间/脉冲次数=n≤100" → "n≤100"). */
function contextValue(context: string): string {
  const index = context.indexOf('=');
  return index < 0 ? context : context.slice(index + 1);
}

/**
 * Lookups over the GBZ 2.2 physical-limit rows. It takes rows (or CSV text), never a file path,
 * so it works in the browser; the generated module provides the shipped rows.
 */
export class PhysicalLimitTable {
  constructor(readonly rows: readonly PhysicalLimitRow[]) {}

  static fromCsv(files: readonly { readonly file: string; readonly text: string }[]): PhysicalLimitTable {
    return new PhysicalLimitTable(files.flatMap(({ file, text }) => parsePhysicalLimitCsv(text, file)));
  }

  find(filter: PhysicalRowFilter): PhysicalLimitRow[] {
    return this.rows.filter(
      (row) =>
        (filter.factorZh === undefined || row.factorZh === filter.factorZh) &&
        (filter.condition === undefined || row.condition === filter.condition) &&
        (filter.parameter === undefined || row.parameter === filter.parameter) &&
        (filter.context === undefined || row.context === filter.context),
    );
  }

  /** The single row matching, turned into a number; refuses none, several, or a blank value. */
  private one(rows: PhysicalLimitRow[], what: string): PhysicalLimit {
    if (rows.length === 0) {
      throw new DomainError(DomainErrorCodes.limitNotFound, `GBZ 2.2 限值表中找不到${what}`, { what });
    }
    if (rows.length > 1) {
      throw new DomainError(DomainErrorCodes.limitNotFound, `GBZ 2.2 限值表中${what}不唯一（${rows.length}条）`, {
        what,
      });
    }
    const row = rows[0] as PhysicalLimitRow;
    if (row.value.trim() === '') {
      throw new DomainError(DomainErrorCodes.noApplicableLimit, `GBZ 2.2 未规定${what}`, { what, source: row.source });
    }
    return { value: Decimal.from(row.value), unit: row.unit, row };
  }

  /**
   * Noise exposure limit by working pattern (GBZ 2.2-2007 表9): 5 d/w with 8 h/d, 5 d/w with
   * other hours, or a week that is not 5 days.
   */
  noiseLimit(daysPerWeek: number, hoursPerDay: Decimal): PhysicalLimit {
    const key = daysPerWeek !== 5 ? '=≠5d/w' : hoursPerDay.eq(8) ? '=5d/w,=8h/d' : '=5d/w,≠8h/d';
    const rows = this.find({ factorZh: NOISE, condition: '', parameter: '接触限值' }).filter((row) =>
      row.context.endsWith(key),
    );
    return this.one(rows, `噪声接触限值（${key.slice(1)}）`);
  }

  /** Peak limit for impulse noise by the number of impulses a working day (GBZ 2.2-2007 表10). */
  impulsePeakLimit(impulsesPerDay: Decimal): PhysicalLimit {
    const rows = this.find({ factorZh: NOISE, condition: IMPULSE, parameter: '声压级峰值' }).filter((row) => {
      const interval = parsePhysicalInterval(contextValue(row.context));
      return interval !== null && physicalIntervalContains(interval, impulsesPerDay);
    });
    return this.one(rows, `脉冲次数 n=${impulsesPerDay.toString()} 的脉冲噪声声压级峰值限值`);
  }

  /** Contact-time-ratio columns of the WBGT table, ascending (percent). */
  wbgtRatioColumns(): Decimal[] {
    const seen = new Map<string, Decimal>();
    for (const row of this.find({ factorZh: HEAT, condition: '' })) {
      const match = RATIO_CONTEXT.exec(row.context);
      if (match) seen.set(Decimal.from(match[1] as string).toString(), Decimal.from(match[1] as string));
    }
    return [...seen.values()].sort((a, b) => a.compare(b));
  }

  /** WBGT limit (℃) for a table column and labour intensity (GBZ 2.2-2007 高温 table). */
  wbgtLimit(ratioColumnPercent: Decimal, intensity: WbgtLabourIntensity): PhysicalLimit {
    const parameter = `WBGT限值 体力劳动强度${ROMAN[intensity] ?? intensity}级`;
    const rows = this.find({ factorZh: HEAT, condition: '', parameter }).filter((row) => {
      const match = RATIO_CONTEXT.exec(row.context);
      return match !== null && Decimal.from(match[1] as string).eq(ratioColumnPercent);
    });
    return this.one(rows, `接触时间率${ratioColumnPercent.toString()}%、体力劳动强度${intensity}级的WBGT限值`);
  }

  /** The +1 ℃ rule: how much the WBGT limits rise, and from which summer design temperature. */
  wbgtHotRegionRule(): { readonly increment: PhysicalLimit; readonly threshold: PhysicalLimit } {
    return {
      increment: this.one(this.find({ factorZh: HEAT, parameter: 'WBGT限值增加值' }), 'WBGT限值增加值'),
      threshold: this.one(
        this.find({ factorZh: HEAT, parameter: '适用的夏季通风室外计算温度下限' }),
        'WBGT限值增加所适用的夏季通风室外计算温度下限',
      ),
    };
  }
}
