import { QUALITY_STATISTICS_MAX_DAYS, toDateText } from '@ohit/contracts';
import { QUALITY_CONTROL_MESSAGES as M } from './quality-control.messages';
import { daysBetween } from './turnaround';

export interface StatisticsPeriod {
  from: string;
  to: string;
}

/**
 * The period asked for, both ends real calendar days ('YYYY-MM-DD'), from not after to, at most
 * QUALITY_STATISTICS_MAX_DAYS days long (both ends included); otherwise the Chinese refusal.
 */
export function statisticsPeriod(from: unknown, to: unknown): StatisticsPeriod | string {
  const start = typeof from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(from.trim()) ? toDateText(from) : null;
  const end = typeof to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(to.trim()) ? toDateText(to) : null;
  if (!start || !end) return M.period;
  if (start > end) return M.fromAfterTo;
  if (daysBetween(start, end) + 1 > QUALITY_STATISTICS_MAX_DAYS) return M.tooLong;
  return { from: start, to: end };
}
