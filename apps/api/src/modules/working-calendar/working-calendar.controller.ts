import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { WORKING_CALENDAR, WORKING_CALENDAR_ENDPOINTS, type WorkingCalendarYearsView, type WorkingDeadlineView } from '@ohit/contracts';
import { invalidCalendarDateMessage, isCalendarDate, MAX_WORKING_DAYS } from '@ohit/domain';
import { badRequest } from '../../platform';
import { WORKING_CALENDAR_MESSAGES as M } from './working-calendar.messages';
import { WorkingDays } from './working-days';

/**
 * The working-day calculator beside the calendar's rows (api/workCalendarDay, the generic
 * engine): open to every signed-in user — it reveals only the public holiday arrangement, and
 * whoever shows a deadline in working days needs it, not the calendar's menu.
 */
@ApiTags(WORKING_CALENDAR.name)
@Controller()
export class WorkingCalendarController {
  constructor(private readonly workingDays: WorkingDays) {}

  /** `?from=YYYY-MM-DD&days=N`: the N-th working day after `from`, with the calendar's coverage (日历未维护…). */
  @Get(WORKING_CALENDAR_ENDPOINTS.deadline)
  deadline(@Query('from') from?: unknown, @Query('days') days?: unknown): Promise<WorkingDeadlineView> {
    if (from === undefined || from === '') throw badRequest(M.fromRequired);
    if (!isCalendarDate(from)) throw badRequest(invalidCalendarDateMessage(from));
    const n = typeof days === 'string' && /^\d{1,4}$/.test(days) ? Number(days) : NaN;
    if (!(n >= 0 && n <= MAX_WORKING_DAYS)) throw badRequest(M.daysInvalid(MAX_WORKING_DAYS));
    return this.workingDays.deadline(from, n);
  }

  /** The years the calendar holds (a year outside them: 日历未维护). */
  @Get(WORKING_CALENDAR_ENDPOINTS.years)
  async years(): Promise<WorkingCalendarYearsView> {
    return { coveredYears: [...(await this.workingDays.calendar()).coveredYears] };
  }
}
