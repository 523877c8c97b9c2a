import { WORKING_CALENDAR_ENDPOINTS, type WorkingDeadlineView } from '@ohit/contracts';
import { http } from '../../http/request';

/** The `days`-th working day after `from` ('YYYY-MM-DD'), with whether the calendar covered it (api/workCalendar/deadline). */
export function loadDeadline(from: string, days: number): Promise<WorkingDeadlineView> {
  return http.get<WorkingDeadlineView>(WORKING_CALENDAR_ENDPOINTS.deadline, { from, days });
}
