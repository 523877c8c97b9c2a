import { dec } from '../decimal';

/** What earns or costs an organisation points (积分). */
export type IntegralEventKind = 'qcPassed' | 'qcFailed' | 'rectifiedOnTime' | 'rectificationOverdue';

export const INTEGRAL_EVENT_LABELS: Readonly<Record<IntegralEventKind, string>> = {
  qcPassed: '三方质控合格',
  qcFailed: '三方质控不合格',
  rectifiedOnTime: '按期完成整改',
  rectificationOverdue: '整改逾期',
};

/** A rule: the points an event kind gives (negative: deducted) while in force [effectiveFrom, effectiveTo]. */
export interface IntegralRule {
  id: number;
  eventKind: IntegralEventKind;
  points: number;
  effectiveFrom: string;
  effectiveTo?: string | null;
}

/** An event of an organisation on a date ('YYYY-MM-DD'), e.g. a QC engagement judged 合格. */
export interface IntegralEvent {
  kind: IntegralEventKind;
  date: string;
  source: string;
}

export interface IntegralLine extends IntegralEvent {
  points: number;
  ruleId: number | null;
}

/** The rule in force for an event: of its kind, its date inside the rule's period; the latest-starting wins. */
export function ruleInForce(rules: readonly IntegralRule[], event: IntegralEvent): IntegralRule | null {
  const hits = rules.filter((r) => r.eventKind === event.kind && r.effectiveFrom <= event.date && (!r.effectiveTo || event.date <= r.effectiveTo));
  return hits.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : a.effectiveFrom > b.effectiveFrom ? -1 : b.id - a.id))[0] ?? null;
}

/** An organisation's points: each event scored by the rule in force on its date (none: 0 points), summed. */
export function integralPoints(rules: readonly IntegralRule[], events: readonly IntegralEvent[]): { total: number; lines: IntegralLine[] } {
  const lines = events.map((e) => {
    const rule = ruleInForce(rules, e);
    return { ...e, points: rule ? rule.points : 0, ruleId: rule ? rule.id : null };
  });
  return { total: lines.reduce((s, l) => s + l.points, 0), lines };
}

/**
 * The events a third-party QC engagement gives: 合格 on its judgement date; 不合格 on its judgement
 * date, then its rectification on time or overdue against the due date.
 */
export function qcEngagementEvents(e: { code: string; state: string; judgedDate?: string | null; rectifyDue?: string | null; rectifiedDate?: string | null }): IntegralEvent[] {
  if (!e.judgedDate) return [];
  if (e.state === 'passed') return [{ kind: 'qcPassed', date: e.judgedDate, source: e.code }];
  if (e.state !== 'failed' && e.state !== 'rectified') return [];
  const out: IntegralEvent[] = [{ kind: 'qcFailed', date: e.judgedDate, source: e.code }];
  if (e.rectifiedDate) {
    const late = !!e.rectifyDue && e.rectifiedDate > e.rectifyDue;
    out.push({ kind: late ? 'rectificationOverdue' : 'rectifiedOnTime', date: e.rectifiedDate, source: e.code });
  }
  return out;
}

/** What is still to pay: fee − paid, exact, 2 places; null while the fee is unknown. */
export function amountOutstanding(fee: unknown, paid: unknown): string | null {
  if (fee === null || fee === undefined || fee === '') return null;
  try {
    return dec(String(fee)).sub(dec(paid === null || paid === undefined || paid === '' ? '0' : String(paid))).roundToDecimals(2).toString();
  } catch {
    return null;
  }
}
