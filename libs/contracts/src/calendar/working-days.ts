import type { WorkingDayDeadline } from '@ohit/domain';

/** The working-day calculator beside the calendar's rows (api/workCalendarDay), read by any signed-in user. */
export const WORKING_CALENDAR_ENDPOINTS = {
  /** `GET ?from=YYYY-MM-DD&days=N` → WorkingDeadlineView: the N-th working day after `from`. */
  deadline: 'api/workCalendar/deadline',
  /** `GET` → WorkingCalendarYearsView: the years the calendar holds. */
  years: 'api/workCalendar/years',
} as const;

/**
 * A working-day deadline as the api answers it: the date, and whether every year the count
 * crossed is maintained in the calendar — when not, `warning` says so (日历未维护…) and the date
 * counted those years' weekends only.
 */
export type WorkingDeadlineView = WorkingDayDeadline;

export interface WorkingCalendarYearsView {
  coveredYears: number[];
}
