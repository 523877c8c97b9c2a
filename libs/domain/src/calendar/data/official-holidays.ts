import { addCalendarDays } from '../calendar-date';
import type { CalendarDay } from '../working-calendar';

/**
 * The official working-day calendars, as the General Office of the State Council publishes them
 * each year (国务院办公厅关于<year>年部分节假日安排的通知). A holiday is given as its first and
 * last day (every day between is a holiday, weekends included); make-up working days (调休上班)
 * are listed one by one. Migration 1732920000000 writes 2025 and 2026 into working_calendar_days;
 * a later year is added by the administrator in 系统设置 › 工作日历 (or by a new migration).
 */
export interface OfficialHolidayNotice {
  year: number;
  /** The notice the rows are copied from. */
  source: string;
  holidays: readonly { name: string; from: string; to: string; makeUpWorkdays?: readonly string[] }[];
}

export const OFFICIAL_HOLIDAY_NOTICES: readonly OfficialHolidayNotice[] = [
  {
    year: 2025,
    source: '国务院办公厅关于2025年部分节假日安排的通知',
    holidays: [
      { name: '元旦', from: '2025-01-01', to: '2025-01-01' },
      { name: '春节', from: '2025-01-28', to: '2025-02-04', makeUpWorkdays: ['2025-01-26', '2025-02-08'] },
      { name: '清明节', from: '2025-04-04', to: '2025-04-06' },
      { name: '劳动节', from: '2025-05-01', to: '2025-05-05', makeUpWorkdays: ['2025-04-27'] },
      { name: '端午节', from: '2025-05-31', to: '2025-06-02' },
      { name: '国庆节、中秋节', from: '2025-10-01', to: '2025-10-08', makeUpWorkdays: ['2025-09-28', '2025-10-11'] },
    ],
  },
  {
    year: 2026,
    source: '国务院办公厅关于2026年部分节假日安排的通知',
    holidays: [
      { name: '元旦', from: '2026-01-01', to: '2026-01-03', makeUpWorkdays: ['2026-01-04'] },
      { name: '春节', from: '2026-02-15', to: '2026-02-23', makeUpWorkdays: ['2026-02-14', '2026-02-28'] },
      { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
      { name: '劳动节', from: '2026-05-01', to: '2026-05-05', makeUpWorkdays: ['2026-05-09'] },
      { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
      { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
      { name: '国庆节', from: '2026-10-01', to: '2026-10-07', makeUpWorkdays: ['2026-09-20', '2026-10-10'] },
    ],
  },
];

/** A calendar row of an official notice, with the notice it comes from. */
export interface OfficialCalendarDay extends CalendarDay {
  source: string;
}

/** The rows of the notices of the given years (every year published when none is given), in date order. */
export function officialCalendarDays(years?: readonly number[]): OfficialCalendarDay[] {
  const out: OfficialCalendarDay[] = [];
  for (const notice of OFFICIAL_HOLIDAY_NOTICES.filter((n) => !years || years.includes(n.year))) {
    for (const h of notice.holidays) {
      for (let d = h.from; d <= h.to; d = addCalendarDays(d, 1)) out.push({ date: d, kind: 'holiday', name: h.name, source: notice.source });
      for (const d of h.makeUpWorkdays ?? []) out.push({ date: d, kind: 'workday', name: h.name, source: notice.source });
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

