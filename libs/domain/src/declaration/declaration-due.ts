/**
 * When an employer's change declaration (变更申报) is due (《职业病危害项目申报办法》第八条): within
 * 30 days after a construction project's completion acceptance (竣工验收 — the issue date of the
 * report the acceptance rests on), and within 15 days after a change of process or materials, of
 * the employer's name, address or legal representative. 其他 has no statutory deadline.
 */
export const DECLARATION_DUE_RULE = '《职业病危害项目申报办法》（国家安全生产监督管理总局令第48号）第八条';

/** 申报类型: 初次申报 or 变更申报. */
export type DeclarationType = 'initial' | 'change';

/** 变更原因 of a change declaration. */
export type DeclarationChangeReason = 'acceptance' | 'process' | 'identity' | 'other';

export const DECLARATION_TYPE_LABELS: Record<DeclarationType, string> = { initial: '初次申报', change: '变更申报' };

export const DECLARATION_CHANGE_REASON_LABELS: Record<DeclarationChangeReason, string> = {
  acceptance: '项目竣工验收后',
  process: '工艺、材料变化',
  identity: '名称、地址或法定代表人变更',
  other: '其他',
};

/** Days after the triggering event a change declaration is due in (none for 其他). */
export const DECLARATION_DUE_DAYS: Record<DeclarationChangeReason, number | null> = { acceptance: 30, process: 15, identity: 15, other: null };

/** A declaration due within this many days (overdue ones apart) is shown and reminded as due soon. */
export const DECLARATION_DUE_SOON_DAYS = 7;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function addDays(day: string, days: number): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The last day ('YYYY-MM-DD') a change declaration may be filed, counted in calendar days from the
 * day of the triggering event (验收/变更发生日期); null for an initial declaration, for 其他 and
 * when the day is unknown or not a real date.
 */
export function declarationDueDate(declarationType: unknown, changeReason: unknown, eventDate: unknown): string | null {
  if (declarationType !== 'change' || typeof changeReason !== 'string' || typeof eventDate !== 'string') return null;
  const days = DECLARATION_DUE_DAYS[changeReason as DeclarationChangeReason];
  if (days === null || days === undefined) return null;
  return addDays(eventDate, days);
}

export type DeclarationDueStatus = 'overdue' | 'dueSoon' | 'onTime';

export const DECLARATION_DUE_STATUS_LABELS: Record<DeclarationDueStatus, string> = { overdue: '已逾期', dueSoon: '即将到期', onTime: '未到期' };

/** How a not yet filed declaration stands on `today`: past its due date, due within DECLARATION_DUE_SOON_DAYS, or neither; null without a due date. */
export function declarationDueStatus(dueDate: string | null | undefined, today: string): { status: DeclarationDueStatus; daysLeft: number } | null {
  if (!dueDate || !DAY.test(dueDate) || !DAY.test(today)) return null;
  const daysLeft = daysBetween(today, dueDate);
  const status: DeclarationDueStatus = daysLeft < 0 ? 'overdue' : daysLeft <= DECLARATION_DUE_SOON_DAYS ? 'dueSoon' : 'onTime';
  return { status, daysLeft };
}

/** What a declaration must say about its type before it is kept: a change needs its reason, and a dated reason its day. Chinese refusals. */
export function declarationTypeRefusals(values: { declarationType?: unknown; changeReason?: unknown; eventDate?: unknown }): string[] {
  const refusals: string[] = [];
  if (values.declarationType === 'change') {
    const reason = values.changeReason;
    if (reason === null || reason === undefined || reason === '') refusals.push('变更申报必须选择变更原因');
    else if (!(String(reason) in DECLARATION_DUE_DAYS)) refusals.push('变更原因不正确');
    else if (DECLARATION_DUE_DAYS[reason as DeclarationChangeReason] !== null && (values.eventDate === null || values.eventDate === undefined || values.eventDate === '')) {
      refusals.push(`变更原因为“${DECLARATION_CHANGE_REASON_LABELS[reason as DeclarationChangeReason]}”时必须填写验收或变更发生日期`);
    }
  } else if (values.declarationType === 'initial' && values.changeReason !== null && values.changeReason !== undefined && values.changeReason !== '') {
    refusals.push('初次申报不填写变更原因');
  }
  return refusals;
}
