import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { WorkingDeadlineView } from '@ohit/contracts';
import { type CalendarDay, WorkingCalendar } from '@ohit/domain';
import { firstRow, returningRows } from '../../platform';

/** What changes with every committed write of the table: a row added (count, top id), removed (count) or edited (versions). */
const STAMP_SQL = `SELECT count(*)::int AS n, COALESCE(sum(version), 0)::text AS v, COALESCE(max(id), 0)::int AS top FROM working_calendar_days`;

/**
 * Working days as the platform's calendar (工作日历, table working_calendar_days) has them, for
 * any module counting a deadline in working days — the report disclosure's 20 working days:
 *
 *   const { date, covered, warning } = await workingDays.deadline(issueDate, DISCLOSURE_WORKING_DAYS);
 *
 * `covered` false means a year the count crossed is not maintained: the date then counted that
 * year's weekends only, and `warning` (日历未维护…) should be shown beside it. Bad input
 * (a date that is no day, a count out of range) is a DomainError — a 400 in Chinese.
 *
 * The calendar is kept in memory and read again once the table has changed: every call compares
 * a stamp of the table (row count, sum of versions, top id — a committed add, edit or delete
 * always moves it), so a write through any api replica, or by hand, is seen on the next call.
 */
@Injectable()
export class WorkingDays {
  private cached: { stamp: string; calendar: WorkingCalendar } | null = null;

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The calendar as the table holds it now (inside the caller's transaction when `m` is given). */
  async calendar(m: EntityManager = this.ds.manager): Promise<WorkingCalendar> {
    const s = firstRow<{ n: number; v: string; top: number }>(await m.query(STAMP_SQL));
    const stamp = `${s?.n}:${s?.v}:${s?.top}`;
    if (this.cached?.stamp === stamp) return this.cached.calendar;
    const rows = returningRows<CalendarDay>(await m.query(`SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name FROM working_calendar_days ORDER BY date`));
    const calendar = WorkingCalendar.of(rows);
    this.cached = { stamp, calendar };
    return calendar;
  }

  /** The `workingDays`-th working day after `from` ('YYYY-MM-DD'; `from` itself not counted), and whether the calendar covered it. */
  async deadline(from: string, workingDays: number, m?: EntityManager): Promise<WorkingDeadlineView> {
    return (await this.calendar(m)).deadline(from, workingDays);
  }
}
