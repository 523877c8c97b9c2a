import { isDomainError } from '../errors';
import { addCalendarDays, isCalendarDate, isWeekend, requireCalendarDate, weekdayName } from './calendar-date';

describe('calendar dates (YYYY-MM-DD text, no time zone)', () => {
  it('accepts real days only', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-5', '2026-01-05T00:00:00Z', '', null, 20260105].some(isCalendarDate)).toBe(false);
    expect(() => requireCalendarDate('2026-02-30')).toThrow('日期格式不正确，应为YYYY-MM-DD的有效日期：2026-02-30');
    let caught: unknown = null;
    try {
      requireCalendarDate('x');
    } catch (e) {
      caught = e;
    }
    expect(isDomainError(caught, 'INVALID_ARGUMENT')).toBe(true);
  });

  it('steps over month and year ends and leap days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each(['Pacific/Kiritimati', 'America/Adak', 'Asia/Shanghai'])('knows the weekday and the next day of a date in time zone %s', (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      // 2026-01-01 is a Thursday; 2026-02-14 and 2026-02-28 are the Spring Festival's make-up Saturdays
      expect(weekdayName('2026-01-01')).toBe('星期四');
      expect([isWeekend('2026-02-14'), isWeekend('2026-02-28'), isWeekend('2026-02-27')]).toEqual([true, true, false]);
      expect(addCalendarDays('2026-10-10', 1)).toBe('2026-10-11');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
