export { addCalendarDays, invalidCalendarDateMessage, isCalendarDate, isWeekend, requireCalendarDate, weekdayName, weekdayOf, yearOf } from './calendar-date';
export { CALENDAR_DAY_KIND_LABELS, calendarDayRefusal, MAX_WORKING_DAYS, uncoveredCalendarWarning, WorkingCalendar } from './working-calendar';
export type { CalendarCoverage, CalendarDay, CalendarDayKind, WorkingDayDeadline } from './working-calendar';
export { DISCLOSURE_DUE_SOON_WORKING_DAYS, DISCLOSURE_WORKING_DAYS, disclosureDeadline, disclosureDue } from './disclosure-deadline';
export type { DisclosureDue } from './disclosure-deadline';
export { OFFICIAL_HOLIDAY_NOTICES, officialCalendarDays } from './data/official-holidays';
export type { OfficialCalendarDay, OfficialHolidayNotice } from './data/official-holidays';
