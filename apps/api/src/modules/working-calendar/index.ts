// 工作日历 for other modules: import WorkingCalendarModule, inject WorkingDays and call
// `deadline(from, workingDays)` → { date, covered, uncoveredYears, warning } (the report disclosure: DISCLOSURE_WORKING_DAYS of @ohit/domain).
export { WorkingCalendarModule } from './working-calendar.module';
export { WorkingDays } from './working-days';
