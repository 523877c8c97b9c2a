import { Decimal, dec } from '../decimal';

/** Points carry one decimal (numeric(6,1) in the tables): totals are shown as stored. */
const points = (d: Decimal): string => d.roundToDecimals(1).toString();

/** An item of a scoring sheet: its code, its maximum points (exact decimal string, at most one decimal). */
export interface ScoreSheetItem {
  code: string;
  name: string;
  maxPoints: string;
}

/** The points deducted on an item and why. */
export interface ScoreDeduction {
  itemCode: string;
  deduction: string;
  reason?: string | null;
}

/** Grade thresholds (minimum totals, exact decimals): 优秀 ≥ excellent, 良好 ≥ good, 合格 ≥ pass, else 不合格. */
export interface GradeThresholds {
  excellent: string;
  good: string;
  pass: string;
}

export type ScoreGrade = 'excellent' | 'good' | 'pass' | 'fail';

export const SCORE_GRADE_LABELS: Readonly<Record<ScoreGrade, string>> = { excellent: '优秀', good: '良好', pass: '合格', fail: '不合格' };

export interface ScoreResult {
  /** Sum over the sheet's items of (max − deduction), exact. */
  total: string;
  /** Sum of the sheet's maximum points. */
  maxTotal: string;
  grade: ScoreGrade;
  /** Per item, the points kept. */
  items: { code: string; name: string; maxPoints: string; deduction: string; points: string }[];
}

/** Why a deduction cannot stand on its sheet (unknown item, negative, over the item's max, no reason), or null. */
export function deductionRefusal(sheet: readonly ScoreSheetItem[], d: ScoreDeduction): string | null {
  const item = sheet.find((i) => i.code === d.itemCode);
  if (!item) return `评分项“${d.itemCode}”不在评分表中`;
  let value: Decimal;
  try {
    value = dec(d.deduction);
  } catch {
    return `评分项“${item.name}”的扣分必须是数字`;
  }
  if (value.isNegative()) return `评分项“${item.name}”的扣分不能为负数`;
  if (value.gt(item.maxPoints)) return `评分项“${item.name}”的扣分不能超过该项分值${item.maxPoints}`;
  if (value.isPositive() && !(d.reason && d.reason.trim())) return `评分项“${item.name}”有扣分，必须填写扣分原因`;
  return null;
}

/** Why the grade thresholds are inconsistent (excellent ≥ good ≥ pass ≥ 0, none above the sheet's total), or null. */
export function thresholdsRefusal(t: GradeThresholds, maxTotal?: string): string | null {
  const [e, g, p] = [dec(t.excellent), dec(t.good), dec(t.pass)];
  if (p.isNegative()) return '合格分数线不能为负数';
  if (!(e.gte(g) && g.gte(p))) return '分数线必须满足：优秀 ≥ 良好 ≥ 合格';
  if (maxTotal !== undefined && e.gt(maxTotal)) return `优秀分数线不能超过评分表总分${maxTotal}`;
  return null;
}

export function gradeOf(total: string, t: GradeThresholds): ScoreGrade {
  if (dec(total).gte(t.excellent)) return 'excellent';
  if (dec(total).gte(t.good)) return 'good';
  if (dec(total).gte(t.pass)) return 'pass';
  return 'fail';
}

/**
 * A score by the sheet: each item keeps max − its deduction (an item not scored keeps its max,
 * an item scored twice is refused), the total is exact, the grade follows the thresholds.
 * Throws an Error with the Chinese refusal.
 */
export function scoreBySheet(sheet: readonly ScoreSheetItem[], deductions: readonly ScoreDeduction[], thresholds: GradeThresholds): ScoreResult {
  if (sheet.length === 0) throw new Error('评分表没有评分项');
  const byCode = new Map<string, ScoreDeduction>();
  for (const d of deductions) {
    const refusal = deductionRefusal(sheet, d);
    if (refusal) throw new Error(refusal);
    if (byCode.has(d.itemCode)) throw new Error(`评分项“${d.itemCode}”重复评分`);
    byCode.set(d.itemCode, d);
  }
  const items = sheet.map((i) => {
    const deduction = dec(byCode.get(i.code)?.deduction ?? '0');
    return { code: i.code, name: i.name, maxPoints: i.maxPoints, deduction: points(deduction), points: points(dec(i.maxPoints).sub(deduction)) };
  });
  const total = Decimal.sum(items.map((i) => i.points));
  const maxTotal = Decimal.sum(sheet.map((i) => i.maxPoints));
  return { total: points(total), maxTotal: points(maxTotal), grade: gradeOf(total.toString(), thresholds), items };
}
