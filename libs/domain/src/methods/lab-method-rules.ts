import { unknownHazardNames } from '../hazards/relation-vocabulary';
import { SHORT_SAMPLE_MINUTES } from '../sampling/plan-validator';

/**
 * Factors a laboratory measures beside the GBZ 2.1 / GBZ 2.2 hazards: 照度 (GB/T 5700) is
 * measured in workplace surveys but is no occupational hazard, so it has no limit to look up.
 */
export const MEASURED_NON_HAZARD_FACTORS: readonly string[] = ['照度'];

/** The names that are neither a GBZ 2.1 / GBZ 2.2 hazard nor a measured non-hazard factor. */
export function unknownMeasuredFactorNames(names: readonly string[]): string[] {
  return unknownHazardNames(names).filter((n) => !MEASURED_NON_HAZARD_FACTORS.includes(n.trim()));
}

/** The most decimals a method may report (what numeric columns and reports keep). */
export const MAX_REPORT_DECIMALS = 6;

/** A catalogue method's facts its rules need (the row as it will be after the write). */
export interface LabMethodFacts {
  readonly hazardName?: string | null;
  /** The sampling type is a short-time one (STEL / MAC samples). */
  readonly shortTime?: boolean;
  readonly durationMinutes?: number | null;
  readonly reportDecimals?: number | null;
  /** 'YYYY-MM-DD' */
  readonly validFrom?: string | null;
  readonly validTo?: string | null;
}

/**
 * What is wrong with a method of the methods catalogue, in Chinese, one sentence each (empty:
 * nothing): the hazard must be a GBZ 2.1 substance, a GBZ 2.2 agent or a measured non-hazard
 * factor, so a sampling plan finds its limit; a short-time sample lasts at most 15 min
 * (GBZ 159); the reported decimals are 0–6; the validity period does not end before it starts.
 */
export function labMethodProblems(facts: LabMethodFacts): string[] {
  const problems: string[] = [];
  const hazard = facts.hazardName?.trim();
  if (hazard && unknownMeasuredFactorNames([hazard]).length > 0) {
    problems.push(`危害因素“${hazard}”不在GBZ 2.1、GBZ 2.2的危害因素目录中，请按目录名称填写`);
  }
  if (facts.shortTime && facts.durationMinutes != null && facts.durationMinutes > SHORT_SAMPLE_MINUTES) {
    problems.push(`短时间采样的采样时长不能超过${SHORT_SAMPLE_MINUTES}分钟`);
  }
  if (facts.reportDecimals != null && (facts.reportDecimals < 0 || facts.reportDecimals > MAX_REPORT_DECIMALS)) {
    problems.push(`报告小数位数应为0到${MAX_REPORT_DECIMALS}`);
  }
  if (facts.validFrom && facts.validTo && facts.validTo < facts.validFrom) {
    problems.push('有效期止不能早于有效期起');
  }
  return problems;
}
