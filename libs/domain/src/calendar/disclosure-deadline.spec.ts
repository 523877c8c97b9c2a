import { officialCalendarDays } from './data/official-holidays';
import { DISCLOSURE_DUE_SOON_WORKING_DAYS, disclosureDeadline, disclosureDue } from './disclosure-deadline';
import { WorkingCalendar } from './working-calendar';

const official = WorkingCalendar.of(officialCalendarDays());

describe('disclosureDue', () => {
  it('counts the working days left across 国庆节 and its make-up Saturday', () => {
    // issued Monday 2026-09-28: 10-01 … 10-07 are holidays, Saturday 10-10 a make-up working day
    const deadline = disclosureDeadline(official, '2026-09-28').date;
    expect(deadline).toBe('2026-10-30');
    expect(disclosureDue(official, '2026-09-28', deadline)).toEqual({ daysLeft: 20, overdue: false, dueSoon: false });
    expect(disclosureDue(official, '2026-09-30', deadline).daysLeft).toBe(18);
    // the holiday week counts nothing: the same days left on 10-01 and 10-07
    expect(disclosureDue(official, '2026-10-01', deadline).daysLeft).toBe(disclosureDue(official, '2026-10-07', deadline).daysLeft);
  });

  it('is due within 3 working days, 0 on the deadline itself, overdue the day after — a weekend too', () => {
    expect(DISCLOSURE_DUE_SOON_WORKING_DAYS).toBe(3);
    expect(disclosureDue(official, '2026-10-26', '2026-10-30')).toEqual({ daysLeft: 4, overdue: false, dueSoon: false });
    expect(disclosureDue(official, '2026-10-27', '2026-10-30')).toEqual({ daysLeft: 3, overdue: false, dueSoon: true });
    expect(disclosureDue(official, '2026-10-30', '2026-10-30')).toEqual({ daysLeft: 0, overdue: false, dueSoon: true });
    expect(disclosureDue(official, '2026-10-31', '2026-10-30')).toEqual({ daysLeft: 0, overdue: true, dueSoon: false });
    expect(disclosureDue(official, '2026-11-03', '2026-10-30')).toEqual({ daysLeft: -2, overdue: true, dueSoon: false });
  });
});
