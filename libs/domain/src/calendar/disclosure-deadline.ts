import type { WorkingCalendar, WorkingDayDeadline } from './working-calendar';

/**
 * A technical-service organisation publishes each report's key facts online within 20 working
 * days of the report's issue (shared/design/domain.md §9, the report disclosure pages).
 */
export const DISCLOSURE_WORKING_DAYS = 20;

/** The last day to publish a report issued on `issueDate` ('YYYY-MM-DD'), with the calendar's coverage of the days counted. */
export function disclosureDeadline(calendar: WorkingCalendar, issueDate: string): WorkingDayDeadline {
  return calendar.deadline(issueDate, DISCLOSURE_WORKING_DAYS);
}
