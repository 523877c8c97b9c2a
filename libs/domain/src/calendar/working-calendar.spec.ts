import { officialCalendarDays } from './data/official-holidays';
import { DISCLOSURE_WORKING_DAYS, disclosureDeadline } from './disclosure-deadline';
import { calendarDayRefusal, WorkingCalendar } from './working-calendar';

const official = WorkingCalendar.of(officialCalendarDays());

describe('WorkingCalendar', () => {
  it('treats Monday–Friday as working days unless a holiday, and a weekend day only when a make-up working day', () => {
    expect(official.isWorkingDay('2026-09-29')).toBe(true); // a plain Tuesday
    expect(official.isWorkingDay('2026-10-01')).toBe(false); // 国庆节, a Thursday
    expect(official.isWorkingDay('2026-10-03')).toBe(false); // 国庆节, a Saturday
    expect(official.isWorkingDay('2026-10-10')).toBe(true); // 调休上班, a Saturday
    expect(official.isWorkingDay('2026-10-11')).toBe(false); // a plain Sunday
    expect(official.dayOf('2026-02-14')).toEqual({ date: '2026-02-14', kind: 'workday', name: '春节' });
    expect(official.dayOf('2026-03-03')).toBeUndefined();
  });

  it('counts 20 working days from 2026-09-28 across 国庆节 (10/1–10/7) with the 10/10 make-up Saturday: 2026-10-30', () => {
    // 9/29, 9/30 (2); 10/1–10/7 off; 10/8, 10/9 (4); Sat 10/10 make-up (5); 10/12–10/16 (10);
    // 10/19–10/23 (15); 10/26–10/30 (20). Weekends only, it would have been 2026-10-26.
    expect(official.addWorkingDays('2026-09-28', 20)).toBe('2026-10-30');
    expect(official.workingDaysBetween('2026-09-28', '2026-10-30')).toBe(20);
    expect(WorkingCalendar.of([], [2026]).addWorkingDays('2026-09-28', 20)).toBe('2026-10-26');
  });

  it('counts 20 working days from 2026-02-10 across 春节 (2/15–2/23) with the 2/14 and 2/28 make-up Saturdays: 2026-03-16', () => {
    // 2/11, 2/12, 2/13 (3); Sat 2/14 make-up (4); 2/15–2/23 off; 2/24–2/27 (8); Sat 2/28 make-up (9);
    // 3/2–3/6 (14); 3/9–3/13 (19); Mon 3/16 (20).
    expect(official.addWorkingDays('2026-02-10', 20)).toBe('2026-03-16');
    expect(official.workingDaysBetween('2026-02-10', '2026-03-16')).toBe(20);
    expect(official.workingDaysBetween('2026-02-13', '2026-02-24')).toBe(2); // Sat 2/14 and Tue 2/24
  });

  it('counts 2025’s 国庆节、中秋节 (10/1–10/8) with the Sunday 9/28 and Saturday 10/11 make-up days: 2025-09-26 + 20 = 2025-10-30', () => {
    // Sun 9/28 (1), 9/29, 9/30 (3); 10/1–10/8 off; 10/9, 10/10 (5); Sat 10/11 (6); 10/13–10/17 (11);
    // 10/20–10/24 (16); 10/27–10/30 (20).
    expect(official.addWorkingDays('2025-09-26', 20)).toBe('2025-10-30');
  });

  it('never counts the start day, whatever it is, and n = 0 is the start day', () => {
    expect(official.addWorkingDays('2026-10-01', 1)).toBe('2026-10-08'); // issued on a holiday
    expect(official.addWorkingDays('2026-10-09', 1)).toBe('2026-10-10'); // Friday → the make-up Saturday
    expect(official.addWorkingDays('2026-10-10', 0)).toBe('2026-10-10');
    expect(official.workingDaysBetween('2026-10-10', '2026-10-10')).toBe(0);
    expect(official.workingDaysBetween('2026-10-30', '2026-09-28')).toBe(-20);
  });

  it('refuses a bad date or a count out of range in Chinese', () => {
    expect(() => official.addWorkingDays('2026-02-30', 1)).toThrow('日期格式不正确');
    expect(() => official.addWorkingDays('2026-02-10', -1)).toThrow('工作日天数必须是0到2600的整数');
    expect(() => official.addWorkingDays('2026-02-10', 1.5)).toThrow('工作日天数必须是0到2600的整数');
    expect(() => official.isWorkingDay('26-1-1')).toThrow('日期格式不正确');
  });

  it('says which years it covers, and flags a computation that crosses a year it does not hold (日历未维护)', () => {
    expect(official.coveredYears).toEqual([2025, 2026]);
    expect(official.covers('2026-12-31')).toBe(true);
    expect(official.covers('2027-01-01')).toBe(false);
    expect(official.deadline('2026-09-28', 20)).toEqual({ from: '2026-09-28', workingDays: 20, date: '2026-10-30', covered: true, uncoveredYears: [], warning: null });
    // Sun 2026-12-20: 12/21–12/25 (5), 12/28–12/31 (9), then 2027 unknown — Fri 1/1 counted as a working day (10),
    // 1/4–1/8 (15), 1/11–1/15 (20): a guess, and said to be one
    const guess = official.deadline('2026-12-20', 20);
    expect(guess).toMatchObject({ date: '2027-01-15', covered: false, uncoveredYears: [2027] });
    expect(guess.warning).toContain('日历未维护：2027年');
    expect(official.coverage('2024-06-01', '2027-03-01').uncoveredYears).toEqual([2024, 2027]);
  });

  it('refuses two rows of one date and a make-up working day on a weekday', () => {
    expect(() => WorkingCalendar.of([{ date: '2026-10-01', kind: 'holiday', name: '国庆节' }, { date: '2026-10-01', kind: 'holiday', name: '国庆节' }])).toThrow('同一日期只能有一条记录：2026-10-01');
    expect(() => WorkingCalendar.of([{ date: '2026-10-09', kind: 'workday', name: '国庆节' }])).toThrow('调休上班日只能是星期六或星期日：2026-10-09是星期五');
    // a holiday may fall on a weekend (清明节 2026-04-04 is a Saturday)
    expect(calendarDayRefusal({ date: '2026-04-04', kind: 'holiday' })).toBeNull();
    expect(calendarDayRefusal({ date: '2026-10-10', kind: 'workday' })).toBeNull();
    expect(calendarDayRefusal({ date: '2026-10-10', kind: 'rest' })).toBe('类型只能是节假日或调休上班日');
  });
});

describe('disclosureDeadline', () => {
  it('is 20 working days after the report’s issue, the issue day not counted', () => {
    expect(DISCLOSURE_WORKING_DAYS).toBe(20);
    expect(disclosureDeadline(official, '2026-02-10')).toMatchObject({ date: '2026-03-16', covered: true, warning: null });
  });
});
