import { Decimal, type DecimalInput } from '../decimal/decimal';
import { log10, pow10 } from '../decimal/math';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonEmpty, requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

/** One period of a working day at a steady A-weighted level. */
export interface NoiseSegment {
  /** LAeq,Ti in dB(A). */
  readonly level: DecimalInput;
  /** Ti in hours. */
  readonly hours: DecimalInput;
}

export interface NoiseLevelResult {
  /** Unrounded (20 significant digits): feed this, not `value`, into further calculations. */
  readonly exact: Decimal;
  /** Rounded half-even (GB/T 8170) to `decimals`, as a report shows it. */
  readonly value: Decimal;
}

/** Reports print sound levels to 0.1 dB [M, lab practice]. */
export const NOISE_REPORT_DECIMALS = 1;

const WORK_DIGITS = 30;
const REFERENCE_DAY_HOURS = 8;
const REFERENCE_WEEK_DAYS = 5;

function level(exact: Decimal, decimals: number): NoiseLevelResult {
  return { exact, value: exact.roundToDecimals(decimals) };
}

/** 10·lg[(1/divisor) Σ wi·10^(0.1·Li)] — the energy average behind LEX,8h and LEX,40h. */
function energyAverage(terms: readonly { level: Decimal; weight: Decimal }[], divisor: number): Decimal {
  let sum = Decimal.ZERO;
  for (const { level: l, weight } of terms) sum = sum.add(pow10(l.div(10), WORK_DIGITS).mul(weight));
  return log10(sum.div(divisor, { significantDigits: WORK_DIGITS })).mul(10).roundToSignificant(20);
}

/**
 * Daily noise exposure level normalised to 8 h (GBZ 2.2-2007 §11; GBZ/T 189.8):
 * LEX,8h = 10·lg[(1/8) Σ Ti·10^(0.1·LAeq,Ti)], which for one segment is LAeq,Te + 10·lg(Te/8).
 */
export function noiseLex8h(segments: readonly NoiseSegment[], decimals = NOISE_REPORT_DECIMALS): NoiseLevelResult {
  requireNonEmpty('噪声测量时段', segments);
  let total = Decimal.ZERO;
  const terms = segments.map((segment, i) => {
    const hours = requirePositiveDecimal(`第${i + 1}段接触时间（h）`, segment.hours);
    total = total.add(hours);
    return { level: requireNonNegativeDecimal(`第${i + 1}段等效声级 LAeq（dB(A)）`, segment.level), weight: hours };
  });
  if (total.gt(24)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `一个工作日的接触时间合计不能超过24小时：${total.toString()}`, {
      totalHours: total.toString(),
    });
  }
  return level(energyAverage(terms, REFERENCE_DAY_HOURS), decimals);
}

/** LEX,8h of one level over Te hours: LAeq,Te + 10·lg(Te/8). */
export function noiseLex8hFromLaeq(laeq: DecimalInput, hours: DecimalInput, decimals = NOISE_REPORT_DECIMALS): NoiseLevelResult {
  return noiseLex8h([{ level: laeq, hours }], decimals);
}

/**
 * Weekly level for weeks that are not 5 days (GBZ 2.2-2007 §11):
 * LEX,40h = 10·lg[(1/5) Σ 10^(0.1·LEX,8h,i)], one LEX,8h per working day of the week.
 */
export function noiseLex40h(dailyLex8h: readonly DecimalInput[], decimals = NOISE_REPORT_DECIMALS): NoiseLevelResult {
  requireNonEmpty('每日 LEX,8h', dailyLex8h);
  if (dailyLex8h.length > 7) {
    throw new DomainError(DomainErrorCodes.outOfRange, `一周最多7个工作日，收到 ${dailyLex8h.length} 个 LEX,8h`, {
      days: dailyLex8h.length,
    });
  }
  const terms = dailyLex8h.map((value, i) => ({
    level: requireNonNegativeDecimal(`第${i + 1}天 LEX,8h（dB(A)）`, value),
    weight: Decimal.ONE,
  }));
  return level(energyAverage(terms, REFERENCE_WEEK_DAYS), decimals);
}
