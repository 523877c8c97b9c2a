export { addCalendarDays, invalidCalendarDateMessage, isCalendarDate, isWeekend, requireCalendarDate, weekdayName, weekdayOf, yearOf } from './calendar-date';
export { CALENDAR_DAY_KIND_LABELS, calendarDayRefusal, MAX_WORKING_DAYS, uncoveredCalendarWarning, WorkingCalendar } from './working-calendar';
export type { CalendarCoverage, CalendarDay, CalendarDayKind, WorkingDayDeadline } from './working-calendar';
export { DISCLOSURE_WORKING_DAYS, disclosureDeadline } from './disclosure-deadline';
export { OFFICIAL_HOLIDAY_NOTICES, officialCalendarDays } from './data/official-holidays';
export type { OfficialCalendarDay, OfficialHolidayNotice } from './data/official-holidays';
