import { dec } from '../decimal';

/**
 * An expert's total over the item scores of an opinion (逐项意见's 评分): the exact sum of the
 * scored items (an item left unscored counts nothing), to the one decimal the scores carry; null
 * when no item is scored. Refuses a score that is not a number.
 */
export function opinionScoreTotal(scores: readonly (string | number | null | undefined)[]): string | null {
  const given = scores.filter((s) => s !== null && s !== undefined && String(s).trim() !== '').map((s) => String(s).trim());
  if (!given.length) return null;
  return given.reduce((sum, s) => sum.add(s), dec('0')).roundToDecimals(1).toString();
}
