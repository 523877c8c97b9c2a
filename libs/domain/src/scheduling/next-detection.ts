import { nextPeriodicDetectionDue } from './periodic-detection';

/** 定期检测's check type code (CHECK_TYPE_OPTIONS '10'): the only kind that recurs. */
export const PERIODIC_CHECK_TYPE = '10';

/**
 * When a project's employer is due its next detection, from the issue date of the project's last
 * issued report: a 定期检测 recurs yearly, unless the employer's 职业病危害风险分类 is known, which
 * then sets the interval (严重 yearly, 一般 every three years, nextPeriodicDetectionDue). Other check
 * types (评价, 监督) do not recur: null, as without an issued report.
 */
export function nextDetectionDue(checkType: unknown, lastIssued: unknown, riskClass?: unknown): string | null {
  if (String(checkType ?? '') !== PERIODIC_CHECK_TYPE) return null;
  return nextPeriodicDetectionDue(riskClass === 'serious' || riskClass === 'general' ? riskClass : 'serious', lastIssued);
}
