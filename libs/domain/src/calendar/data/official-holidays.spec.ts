import { weekdayOf } from '../calendar-date';
import { WorkingCalendar } from '../working-calendar';
import { OFFICIAL_HOLIDAY_NOTICES, officialCalendarDays } from './official-holidays';

describe('official holiday notices (国务院办公厅关于部分节假日安排的通知)', () => {
  const rows = officialCalendarDays();

  it('names its source on every row and keeps each row in its notice’s year', () => {
    for (const notice of OFFICIAL_HOLIDAY_NOTICES) {
      expect(notice.source).toBe(`国务院办公厅关于${notice.year}年部分节假日安排的通知`);
      const own = officialCalendarDays([notice.year]);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((r) => r.date.startsWith(`${notice.year}-`) && r.source === notice.source)).toBe(true);
    }
  });

  it('holds the published days: 2025 has 28 holiday days and 5 make-up days, 2026 has 33 and 6', () => {
    const count = (year: number, kind: string) => officialCalendarDays([year]).filter((r) => r.kind === kind).length;
    // 2025: 1 + 8 + 3 + 5 + 3 + 8; make-up 1/26, 2/8, 4/27, 9/28, 10/11
    expect([count(2025, 'holiday'), count(2025, 'workday')]).toEqual([28, 5]);
    // 2026: 3 + 9 + 3 + 5 + 3 + 3 + 7; make-up 1/4, 2/14, 2/28, 5/9, 9/20, 10/10
    expect([count(2026, 'holiday'), count(2026, 'workday')]).toEqual([33, 6]);
  });

  it('puts every make-up working day on a weekend and never two rows on one date (a valid WorkingCalendar)', () => {
    expect(rows.filter((r) => r.kind === 'workday').every((r) => [0, 6].includes(weekdayOf(r.date)))).toBe(true);
    expect(() => WorkingCalendar.of(rows)).not.toThrow();
  });
});
