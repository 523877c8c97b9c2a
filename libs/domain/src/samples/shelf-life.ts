/**
 * A sample's shelf life (保存期限): the method says for how many days after sampling a sample may
 * still be analysed; past that day the result is not valid unless a deviation (偏离: reason and
 * approver) is recorded first (ISO/IEC 17025 7.4, 7.11 — the method's storage conditions).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last day ('YYYY-MM-DD') a sample taken on `sampledDate` may be analysed: the sampling day
 * plus the method's shelf life in days (0: the same day); null when either is unknown.
 */
export function sampleShelfLifeDeadline(sampledDate: unknown, shelfLifeDays: unknown): string | null {
  if (typeof sampledDate !== 'string') return null;
  const m = DATE.exec(sampledDate);
  const days = typeof shelfLifeDays === 'string' && /^\d+$/.test(shelfLifeDays) ? Number(shelfLifeDays) : shelfLifeDays;
  if (!m || typeof days !== 'number' || !Number.isSafeInteger(days) || days < 0) return null;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return day.toISOString().slice(0, 10);
}

/** Whether the deadline has passed on `today` ('YYYY-MM-DD'): the deadline day itself is still within. */
export function isPastShelfLife(deadline: string | null | undefined, today: string): boolean {
  return typeof deadline === 'string' && deadline < today;
}

export interface ShelfLifeSample {
  code: string;
  /** 'YYYY-MM-DD' or null (no method or no sampling date: nothing to hold it to). */
  deadline: string | null;
  /** A deviation (reason and approver) is on record. */
  deviationRecorded: boolean;
}

/** Why the sample may not go to analysis on `today`, in Chinese, or null when it may. */
export function shelfLifeRefusal(sample: ShelfLifeSample, today: string): string | null {
  if (!isPastShelfLife(sample.deadline, today) || sample.deviationRecorded) return null;
  return `样品${sample.code}已超过保存期限（${sample.deadline}），须先记录偏离（原因和批准人）才能检测`;
}
