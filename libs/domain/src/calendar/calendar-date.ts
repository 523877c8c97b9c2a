import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';

/**
 * Calendar dates as 'YYYY-MM-DD' text: the working calendar counts days, never instants, so no
 * time zone can move a date. Arithmetic goes through UTC midnight only to find the next day and
 * the weekday, and comes back to text at once.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message of a date that is not a real 'YYYY-MM-DD' day (the api's 4xx uses it too). */
export function invalidCalendarDateMessage(value: unknown): string {
  return `日期格式不正确，应为YYYY-MM-DD的有效日期：${String(value).slice(0, 40)}`;
}

/** Whether the value is a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** The value as a calendar date, or a DomainError in Chinese. */
export function requireCalendarDate(value: unknown): string {
  if (!isCalendarDate(value)) throw new DomainError(DomainErrorCodes.invalidArgument, invalidCalendarDateMessage(value), { value: String(value) });
  return value;
}

function utc(date: string): Date {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
}

/** The date `days` days after `date` (before, when negative). */
export function addCalendarDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  const year = d.getUTCFullYear();
  if (year < 1000 || year > 9999) throw new DomainError(DomainErrorCodes.outOfRange, '日期超出可计算范围', { date, days });
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return utc(date).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** 星期一 … 星期日. */
export function weekdayName(date: string): string {
  return WEEKDAY_NAMES[weekdayOf(date)];
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
