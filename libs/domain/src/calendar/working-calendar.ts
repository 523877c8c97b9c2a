import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { addCalendarDays, invalidCalendarDateMessage, isCalendarDate, isWeekend, requireCalendarDate, weekdayName, yearOf } from './calendar-date';

/**
 * The working-day calendar (工作日历) of the State Council's yearly holiday notices: Monday to
 * Friday are working days unless a day is a public holiday (节假日); Saturday and Sunday are
 * rest days unless a day is a make-up working day (调休上班日). Deadlines counted in working
 * days (a report's disclosure within 20 working days of its issue) read it.
 *
 * A year the calendar does not hold is not silently assumed to have no holidays: every
 * computation says whether the years it crossed are covered (`coverage`), and a Chinese
 * warning (日历未维护…) the caller shows beside the date.
 */

export type CalendarDayKind = 'holiday' | 'workday';

export const CALENDAR_DAY_KIND_LABELS: Readonly<Record<CalendarDayKind, string>> = { holiday: '节假日', workday: '调休上班日' };

/** One row of the calendar: a public holiday or a make-up working day, with its holiday's name. */
export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  kind: CalendarDayKind;
  /** The holiday it belongs to, e.g. 春节 (a make-up day carries the name of the holiday it makes up for). */
  name: string;
}

/** Whether a span of dates lies within the years the calendar holds. */
export interface CalendarCoverage {
  covered: boolean;
  /** The years of the span the calendar does not hold, ascending. */
  uncoveredYears: number[];
  /** 日历未维护… in Chinese when not covered, else null. */
  warning: string | null;
}

/** A date `workingDays` working days after `from`, and whether the calendar held every year it crossed. */
export interface WorkingDayDeadline extends CalendarCoverage {
  from: string;
  workingDays: number;
  date: string;
}

/** The most working days one computation counts (ten years): a bound, so no input loops for long. */
export const MAX_WORKING_DAYS = 2_600;

/** Why a calendar row cannot be kept, in Chinese, or null: a date that is no date, or a make-up working day on a weekday. */
export function calendarDayRefusal(day: { date: unknown; kind: unknown }): string | null {
  if (!isCalendarDate(day.date)) return invalidCalendarDateMessage(day.date);
  if (day.kind !== 'holiday' && day.kind !== 'workday') return `类型只能是${CALENDAR_DAY_KIND_LABELS.holiday}或${CALENDAR_DAY_KIND_LABELS.workday}`;
  // Monday to Friday already are working days: a make-up day only makes sense on a weekend
  if (day.kind === 'workday' && !isWeekend(day.date)) return `调休上班日只能是星期六或星期日：${day.date}是${weekdayName(day.date)}`;
  return null;
}

/** The Chinese warning for years the calendar does not hold. */
export function uncoveredCalendarWarning(years: readonly number[]): string {
  return `日历未维护：${years.map((y) => `${y}年`).join('、')}的节假日安排尚未录入工作日历，该日期仅按周六、周日休息推算，请管理员补录后再以此为准`;
}

export class WorkingCalendar {
  private constructor(
    private readonly days: ReadonlyMap<string, CalendarDay>,
    /** Ascending. */
    readonly coveredYears: readonly number[],
  ) {}

  /**
   * A calendar of the given rows. The years it covers are those its rows fall in unless given
   * (every official notice names a year's holidays at once, so a year with rows is a maintained
   * year). A bad row, or two rows of one date, is a DomainError.
   */
  static of(rows: readonly CalendarDay[], coveredYears?: readonly number[]): WorkingCalendar {
    const days = new Map<string, CalendarDay>();
    for (const row of rows) {
      const refusal = calendarDayRefusal(row);
      if (refusal) throw new DomainError(DomainErrorCodes.invalidArgument, refusal, { date: String(row.date) });
      if (days.has(row.date)) throw new DomainError(DomainErrorCodes.invalidArgument, `工作日历中同一日期只能有一条记录：${row.date}`, { date: row.date });
      days.set(row.date, { date: row.date, kind: row.kind, name: row.name });
    }
    const years = coveredYears ?? [...days.keys()].map(yearOf);
    return new WorkingCalendar(days, [...new Set(years)].sort((a, b) => a - b));
  }

  /** The holiday or make-up row of a date, if any. */
  dayOf(date: string): CalendarDay | undefined {
    return this.days.get(requireCalendarDate(date));
  }

  /** Whether the calendar holds the year of the date. */
  covers(date: string): boolean {
    return this.coveredYears.includes(yearOf(requireCalendarDate(date)));
  }

  /** Monday–Friday unless a holiday; Saturday and Sunday only when a make-up working day. */
  isWorkingDay(date: string): boolean {
    const row = this.dayOf(date);
    if (row) return row.kind === 'workday';
    return !isWeekend(date);
  }

  /**
   * The n-th working day after `start` — the start day itself is not counted, whatever it is
   * (a report issued on a Sunday has its first working day on Monday); n = 0 is `start`.
   */
  addWorkingDays(start: string, n: number): string {
    let date = requireCalendarDate(start);
    requireWorkingDays(n);
    for (let left = n; left > 0; ) {
      date = addCalendarDays(date, 1);
      if (this.isWorkingDay(date)) left -= 1;
    }
    return date;
  }

  /**
   * The working days after `a` up to and including `b` (so `workingDaysBetween(a, addWorkingDays(a, n))`
   * is n); negative when `b` is before `a`, 0 on the same day.
   */
  workingDaysBetween(a: string, b: string): number {
    const from = requireCalendarDate(a);
    const to = requireCalendarDate(b);
    if (to < from) return -this.workingDaysBetween(to, from);
    let count = 0;
    for (let date = from; date < to; ) {
      date = addCalendarDays(date, 1);
      if (this.isWorkingDay(date)) count += 1;
    }
    return count;
  }

  /** Whether every year from `from`'s to `to`'s (either order) is held by the calendar. */
  coverage(from: string, to: string): CalendarCoverage {
    const [a, b] = [yearOf(requireCalendarDate(from)), yearOf(requireCalendarDate(to))].sort((x, y) => x - y);
    const uncoveredYears: number[] = [];
    for (let year = a; year <= b; year += 1) if (!this.coveredYears.includes(year)) uncoveredYears.push(year);
    return { covered: uncoveredYears.length === 0, uncoveredYears, warning: uncoveredYears.length ? uncoveredCalendarWarning(uncoveredYears) : null };
  }

  /** `addWorkingDays(from, workingDays)` with the coverage of the years it crossed. */
  deadline(from: string, workingDays: number): WorkingDayDeadline {
    const date = this.addWorkingDays(from, workingDays);
    return { from, workingDays, date, ...this.coverage(from, date) };
  }
}

function requireWorkingDays(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_WORKING_DAYS) {
    throw new DomainError(DomainErrorCodes.outOfRange, `工作日天数必须是0到${MAX_WORKING_DAYS}的整数：${String(n)}`, { value: n });
  }
}
