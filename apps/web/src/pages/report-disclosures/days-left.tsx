import { useEffect, useState } from 'react';
import { Tag, Tooltip } from 'antd';
import { DISCLOSURE_CALENDAR_PATH, type DisclosureCalendarView, DISCLOSURE_OPEN_STATES, type ResourceRow } from '@ohit/contracts';
import { type DisclosureDue, disclosureDue, WorkingCalendar } from '@ohit/domain';
import { http } from '../../http/request';
import { t } from '../../i18n';

/** Today on the server and the 工作日历 as the list counts days left with (read once per page). */
export interface DisclosureClock {
  today: string;
  calendar: WorkingCalendar;
}

export function useDisclosureClock(): DisclosureClock | null {
  const [clock, setClock] = useState<DisclosureClock | null>(null);
  useEffect(() => {
    let live = true;
    http
      .get<DisclosureCalendarView>(DISCLOSURE_CALENDAR_PATH, undefined, { silent: true })
      .then((v) => live && setClock({ today: v.today, calendar: WorkingCalendar.of(v.days, v.coveredYears) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return clock;
}

/** Where a row stands against its deadline today, or null when it no longer waits (published, withheld, withdrawn) or the calendar is not read yet. */
export function dueOf(row: ResourceRow, clock: DisclosureClock | null): DisclosureDue | null {
  if (!clock || !DISCLOSURE_OPEN_STATES.includes(String(row.state)) || typeof row.deadline !== 'string') return null;
  return disclosureDue(clock.calendar, clock.today, row.deadline);
}

/** 剩余N个工作日, 今天到期 or 已逾期N个工作日 — amber when due within 3, red when overdue. */
export function DaysLeft({ row, clock }: { row: ResourceRow; clock: DisclosureClock | null }) {
  const due = dueOf(row, clock);
  if (!due) return <span>{t('reportDisclosure.notCounted')}</span>;
  const text = due.overdue
    ? due.daysLeft < 0
      ? t('reportDisclosure.overdueBy', { days: -due.daysLeft })
      : t('reportDisclosure.overdueWeekend')
    : due.daysLeft === 0
      ? t('reportDisclosure.dueToday')
      : t('reportDisclosure.dueIn', { days: due.daysLeft });
  const tag = (
    <Tag color={due.overdue ? 'red' : due.dueSoon ? 'orange' : 'default'} data-testid="days-left" data-overdue={due.overdue || undefined}>
      {text}
    </Tag>
  );
  return row.deadlineCovered === false ? <Tooltip title={String(row.deadlineWarning ?? t('reportDisclosure.calendarWarning'))}>{tag}</Tooltip> : tag;
}
