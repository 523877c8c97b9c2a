/**
 * When an employer's next periodic detection (定期检测) is due: employers with serious
 * occupational hazards (职业病危害严重) are tested at least once a year, others (一般) at least
 * once every three years (《工作场所职业卫生管理规定》(国家卫健委令第5号, 2021) 第二十条).
 */
export const PERIODIC_DETECTION_RULE = '《工作场所职业卫生管理规定》（国家卫生健康委员会令第5号，2021）第二十条';

/** The morning check reminds of a unit's next periodic detection this many days ahead (and when overdue). */
export const DETECTION_DUE_SOON_DAYS = 30;

/**
 * Hazard risk class of an employer (职业病危害风险分类). 较重 is GBZ/T 229's middle class (a risk
 * assessment's Ⅰ–Ⅱ级); the rule sets no interval for it, so it is tested yearly like 严重.
 */
export type HazardRiskClass = 'serious' | 'general' | 'heavier';

export const HAZARD_RISK_CLASS_LABELS: Record<HazardRiskClass, string> = { serious: '严重', general: '一般', heavier: '较重' };

const INTERVAL_YEARS: Record<HazardRiskClass, number> = { serious: 1, general: 3, heavier: 1 };

/**
 * The due date ('YYYY-MM-DD') of the next periodic detection after the last one issued, or null
 * when the class or the last date is unknown (nothing to count from). 29 February falls back to
 * 28 February in a common year.
 */
export function nextPeriodicDetectionDue(riskClass: unknown, lastIssued: unknown): string | null {
  if (riskClass !== 'serious' && riskClass !== 'general' && riskClass !== 'heavier') return null;
  if (typeof lastIssued !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(lastIssued);
  if (!m) return null;
  const year = Number(m[1]) + INTERVAL_YEARS[riskClass];
  const month = Number(m[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(m[3]), lastDay);
  return `${year}-${m[2]}-${String(day).padStart(2, '0')}`;
}

/**
 * An inspected unit's next periodic detection: counted from the later of its last issued periodic
 * report and the detection its confirmed risk assessment graded (the assessment's date), by its class.
 */
export function unitNextDetectionDue(riskClass: unknown, lastIssued: unknown, assessedDate: unknown): string | null {
  const dates = [lastIssued, assessedDate].filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)).sort();
  return nextPeriodicDetectionDue(riskClass, dates[dates.length - 1] ?? null);
}
