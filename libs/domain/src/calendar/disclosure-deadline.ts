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

/** How near its deadline a disclosure is called due: the organisation is told this many working days before. */
export const DISCLOSURE_DUE_SOON_WORKING_DAYS = 3;

/** Where an unpublished disclosure stands against its deadline on a day. */
export interface DisclosureDue {
  /**
   * Working days after `today` up to and including the deadline (0 on the deadline itself);
   * negative once past it — the working days since the deadline.
   */
  daysLeft: number;
  /** `today` is after the deadline. */
  overdue: boolean;
  /** Not overdue and at most DISCLOSURE_DUE_SOON_WORKING_DAYS working days left. */
  dueSoon: boolean;
}

/** The disclosure's standing on `today` against `deadline` (both 'YYYY-MM-DD'), counted on the calendar. */
export function disclosureDue(calendar: WorkingCalendar, today: string, deadline: string): DisclosureDue {
  const daysLeft = calendar.workingDaysBetween(today, deadline) || 0; // never -0
  // a date past the deadline is overdue even on a weekend, when no working day has passed yet
  const overdue = today > deadline;
  return { daysLeft, overdue, dueSoon: !overdue && daysLeft <= DISCLOSURE_DUE_SOON_WORKING_DAYS };
}
