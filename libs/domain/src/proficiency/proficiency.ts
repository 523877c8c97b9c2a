import { dec } from '../decimal/decimal';

/**
 * Judging an organisation's result in a provincial QC task (盲样考核, 实验室间比对, 能力验证).
 *
 * Rule "z 比分数" (ISO 13528 / CNAS-GL002 能力验证结果的统计处理和能力评价指南):
 *   z = (x − X) / σ̂, x the reported result, X the assigned value, σ̂ the standard deviation for
 *   proficiency assessment; |z| ≤ 2 满意, 2 < |z| < 3 有问题 (questionable), |z| ≥ 3 不满意.
 * Rule "接受范围": the task gives an acceptance range [lower, upper] (a blind sample's certified
 *   value ± its uncertainty); inside (ends included) 满意, outside 不满意.
 * An item with σ̂ uses the z rule; one with a range and no σ̂ the range rule. Exact decimals
 * throughout; z is given to 2 decimals (GB/T 8170 rounding) and judged before rounding.
 */
export type ProficiencyVerdict = 'satisfactory' | 'questionable' | 'unsatisfactory';
export type ProficiencyRule = 'zScore' | 'range';

export const PROFICIENCY_VERDICT_LABELS: Readonly<Record<ProficiencyVerdict, string>> = {
  satisfactory: '满意',
  questionable: '有问题',
  unsatisfactory: '不满意',
};

export const PROFICIENCY_RULE_LABELS: Readonly<Record<ProficiencyRule, string>> = {
  zScore: 'z比分数（|z|≤2满意，2<|z|<3有问题，|z|≥3不满意）',
  range: '接受范围（范围内满意，范围外不满意）',
};

export interface ProficiencyItem {
  /** The assigned value X (exact decimal string). */
  assignedValue: string | null;
  /** σ̂, the standard deviation for proficiency assessment (positive). */
  sigma?: string | null;
  lowerLimit?: string | null;
  upperLimit?: string | null;
}

export type ProficiencyJudgement =
  | { ok: true; rule: ProficiencyRule; verdict: ProficiencyVerdict; z: string | null }
  | { ok: false; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const present = (v: string | null | undefined): v is string => v !== undefined && v !== null && String(v).trim() !== '';

/** Which rule judges an item, or the Chinese reason it cannot be judged (a task's item set wrongly). */
export function proficiencyRuleOf(item: ProficiencyItem): ProficiencyRule | string {
  if (present(item.sigma)) {
    if (!present(item.assignedValue)) return '按z比分数评价的项目必须有指定值';
    if (!dec(item.sigma).isPositive()) return '能力评定标准差必须大于0';
    return 'zScore';
  }
  if (present(item.lowerLimit) && present(item.upperLimit)) {
    if (dec(item.lowerLimit).gt(item.upperLimit)) return '接受范围的下限不能大于上限';
    return 'range';
  }
  return '项目须填写能力评定标准差（按z比分数评价）或接受范围的上下限';
}

/** The verdict of |z| by ISO 13528's bands. */
export function zVerdict(z: string): ProficiencyVerdict {
  const a = dec(z).abs();
  if (a.lte(2)) return 'satisfactory';
  if (a.lt(3)) return 'questionable';
  return 'unsatisfactory';
}

/** Judges one reported result against its item; a missing or non-numeric result is refused. */
export function judgeProficiency(item: ProficiencyItem, reported: string | null | undefined): ProficiencyJudgement {
  const rule = proficiencyRuleOf(item);
  if (rule !== 'zScore' && rule !== 'range') return { ok: false, message: rule };
  if (!present(reported) || !NUMBER.test(String(reported).trim())) return { ok: false, message: '结果必须是数值' };
  const x = dec(String(reported).trim());
  if (rule === 'zScore') {
    const exact = x.sub(item.assignedValue as string).div(item.sigma as string);
    return { ok: true, rule, verdict: zVerdict(exact.toString()), z: exact.roundToDecimals(2).toString() };
  }
  const inside = x.gte(item.lowerLimit as string) && x.lte(item.upperLimit as string);
  return { ok: true, rule, verdict: inside ? 'satisfactory' : 'unsatisfactory', z: null };
}

const RANK: Readonly<Record<ProficiencyVerdict, number>> = { satisfactory: 0, questionable: 1, unsatisfactory: 2 };

/** An organisation's overall verdict in a task: its worst item's. */
export function overallVerdict(verdicts: readonly ProficiencyVerdict[]): ProficiencyVerdict {
  return verdicts.reduce<ProficiencyVerdict>((worst, v) => (RANK[v] > RANK[worst] ? v : worst), 'satisfactory');
}
