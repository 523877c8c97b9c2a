import { Decimal, type DecimalInput, type Precision } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';
import { requireReductionFactor, type AppliedReductionFactor } from './reduction-factor';
import { checkAtMost, countCheck, rule, type JudgementEdition, type LimitCheck } from './rule';

export type PeakSubject = 'chemical' | 'dust';

interface PeakLimitsCommon {
  /** 2019: 3 × PC-TWA may be exceeded only under the excursion rules. 2007: the excursion limit. */
  readonly excursionThreshold: Decimal;
  readonly multiple: Decimal;
  readonly rule: string;
}

/** GBZ 2.1-2019: excursions over 3 × PC-TWA limited in length, number and spacing; never above 5 × PC-TWA. */
export interface PeakLimits2019 extends PeakLimitsCommon {
  readonly edition: '2019';
  readonly ceiling: Decimal;
  readonly maxExcursionMinutes: number;
  readonly maxExcursionsPerDay: number;
  readonly minMinutesBetween: number;
}

/** GBZ 2.1-2007: one excursion multiple (超限倍数), nothing else. */
export interface PeakLimits2007 extends PeakLimitsCommon {
  readonly edition: '2007';
  readonly ceiling: null;
  readonly maxExcursionMinutes: null;
  readonly maxExcursionsPerDay: null;
  readonly minMinutesBetween: null;
}

export type PeakLimits = PeakLimits2019 | PeakLimits2007;

/** 2007 excursion multiple (超限倍数) by PC-TWA band; dust always 2. */
export function excursionMultiple2007(pcTwa: DecimalInput, subject: PeakSubject): Decimal {
  const limit = requirePositiveDecimal('PC-TWA', pcTwa);
  if (subject === 'dust') return Decimal.from(2);
  if (limit.lt(1)) return Decimal.from(3);
  if (limit.lt(10)) return Decimal.from('2.5');
  if (limit.lt(100)) return Decimal.from(2);
  return Decimal.from('1.5');
}

/** Peak-exposure limits for a substance with PC-TWA only (no PC-STEL), by edition. */
export function peakExposureLimits(pcTwa: DecimalInput, edition: JudgementEdition, subject: PeakSubject = 'chemical'): PeakLimits {
  const limit = requirePositiveDecimal('PC-TWA', pcTwa);
  if (edition === '2019') {
    return {
      edition,
      excursionThreshold: limit.mul(3),
      ceiling: limit.mul(5),
      multiple: Decimal.from(3),
      maxExcursionMinutes: 15,
      maxExcursionsPerDay: 4,
      minMinutesBetween: 60,
      rule: '超过 3×PC-TWA 的每次不超过 15 min，每日不超过 4 次，间隔不少于 1 h，任何时候不超过 5×PC-TWA',
    };
  }
  const multiple = excursionMultiple2007(limit, subject);
  return {
    edition,
    excursionThreshold: limit.mul(multiple),
    ceiling: null,
    multiple,
    maxExcursionMinutes: null,
    maxExcursionsPerDay: null,
    minMinutesBetween: null,
    rule: `短时间接触浓度不超过 ${multiple.toString()}×PC-TWA（超限倍数）`,
  };
}

export interface ShortTermSample {
  /** Start, minutes from the start of the shift. */
  readonly startMinute: DecimalInput;
  readonly durationMinutes: DecimalInput;
  /** mg/m³ during the sample. */
  readonly concentration: DecimalInput;
}

export interface PeakExposureInput {
  readonly pcTwa: DecimalInput;
  readonly edition: JudgementEdition;
  readonly subject?: PeakSubject;
  readonly samples: readonly ShortTermSample[];
  /** The method's precision for the short-term values (GB/T 8170); omitted: full values compared. */
  readonly precision?: Precision;
  /**
   * The schedule's long-hours reduction factor: validated like every judge's (0 < RF ≤ 1), recorded,
   * but not applied: the excursion multiples are of the tabulated PC-TWA.
   */
  readonly reductionFactor?: DecimalInput;
}

export interface PeakExposureResult {
  readonly limits: PeakLimits;
  readonly passed: boolean;
  readonly checks: readonly LimitCheck[];
  readonly reductionFactor: AppliedReductionFactor;
}

/**
 * PC-TWA-only substances. 2019: excursions over 3×PC-TWA each ≤ 15 min, ≤ 4 a day, ≥ 1 h apart
 * (end to next start), none over 5×PC-TWA. 2007: every short-term value ≤ multiple × PC-TWA.
 */
export function judgePeakExposure(input: PeakExposureInput): PeakExposureResult {
  const reductionFactor: AppliedReductionFactor = { factor: requireReductionFactor(input.reductionFactor), applied: false };
  const limits = peakExposureLimits(input.pcTwa, input.edition, input.subject ?? 'chemical');
  if (input.samples.length === 0) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '峰接触判定需要至少一个短时间样品', {});
  }
  const samples = input.samples
    .map((s) => ({
      start: requireNonNegativeDecimal('开始时间', s.startMinute),
      minutes: requirePositiveDecimal('采样时长', s.durationMinutes),
      value: requireNonNegativeDecimal('浓度', s.concentration),
    }))
    .sort((a, b) => a.start.compare(b.start));
  // Non-empty (checked above), so reduce has a first element; the first of equal maxima is kept.
  const highest = samples.map((s) => s.value).reduce((best, value) => (value.gt(best) ? value : best));
  const checks: LimitCheck[] = [];
  const e = limits.edition;
  if (limits.edition === '2007') {
    checks.push(
      checkAtMost(
        rule(e, 'excursion-multiple', '超限倍数', `C_max ≤ ${limits.multiple.toString()} × PC-TWA`),
        '最高短时间浓度',
        highest,
        `${limits.multiple.toString()}×PC-TWA`,
        limits.excursionThreshold,
        input.precision,
      ),
    );
  } else {
    checks.push(
      checkAtMost(rule(e, 'peak-ceiling', '峰接触浓度', 'C_max ≤ 5 × PC-TWA'), '最高短时间浓度', highest, '5×PC-TWA', limits.ceiling, input.precision),
    );
    const round = (d: Decimal) => (input.precision ? d.round(input.precision) : d);
    const excursions = samples.filter((s) => round(s.value).gt(limits.excursionThreshold));
    const longest = excursions.reduce((m, s) => (s.minutes.gt(m) ? s.minutes : m), Decimal.ZERO);
    checks.push(
      checkAtMost(rule(e, 'peak-duration', '峰接触浓度', '每次超过 3×PC-TWA 的时间 ≤ 15 min'), '最长超限时间(min)', longest, '', 15),
    );
    checks.push(countCheck(rule(e, 'peak-count', '峰接触浓度', '超过 3×PC-TWA 的次数 ≤ 4 次/日'), '超限次数', excursions.length, 4));
    let shortestGap: Decimal | null = null;
    let previous: (typeof excursions)[number] | undefined;
    for (const current of excursions) {
      if (previous) {
        const gap = current.start.sub(previous.start.add(previous.minutes));
        if (shortestGap === null || gap.lt(shortestGap)) shortestGap = gap;
      }
      previous = current;
    }
    if (shortestGap !== null) {
      checks.push(countCheck(rule(e, 'peak-interval', '峰接触浓度', '两次超过 3×PC-TWA 的间隔 ≥ 1 h'), '最短超限间隔(min)', shortestGap, 60, true));
    }
  }
  return {
    limits,
    passed: checks.every((c) => c.passed),
    checks: checks.map((c) => ({ ...c, reductionFactor })),
    reductionFactor,
  };
}
