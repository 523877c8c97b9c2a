import { OFFICIAL_HOLIDAY_NOTICES } from '@ohit/domain';
import { WORKING_CALENDAR_2025_2026 } from './1732920000000-working-calendar';

describe('migration 1732920000000 (工作日历)', () => {
  it('writes the official 2025 and 2026 notices exactly as @ohit/domain holds them', () => {
    const normalise = (notices: readonly { year: number; source: string; holidays: readonly object[] }[]) =>
      notices.map((n) => ({ ...n, holidays: n.holidays.map((h) => ({ makeUpWorkdays: [], ...h })) }));
    expect(normalise(WORKING_CALENDAR_2025_2026)).toEqual(normalise(OFFICIAL_HOLIDAY_NOTICES.filter((n) => n.year === 2025 || n.year === 2026)));
  });
});
