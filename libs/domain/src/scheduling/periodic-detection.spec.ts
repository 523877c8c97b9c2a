import { nextPeriodicDetectionDue, unitNextDetectionDue } from './periodic-detection';

describe('next periodic detection due', () => {
  it('is a year after the last for serious hazards and three years for general ones', () => {
    expect(nextPeriodicDetectionDue('serious', '2026-03-15')).toBe('2027-03-15');
    expect(nextPeriodicDetectionDue('general', '2026-03-15')).toBe('2029-03-15');
  });

  it('keeps 29 February in range', () => {
    expect(nextPeriodicDetectionDue('serious', '2024-02-29')).toBe('2025-02-28');
    expect(nextPeriodicDetectionDue('general', '2024-02-29')).toBe('2027-02-28');
  });

  it('is unknown without a class or a last detection', () => {
    expect(nextPeriodicDetectionDue(null, '2026-01-01')).toBeNull();
    expect(nextPeriodicDetectionDue('serious', null)).toBeNull();
    expect(nextPeriodicDetectionDue('serious', '2026/01/01')).toBeNull();
  });

  it('tests a 较重 employer yearly, as the rule names no interval for it', () => {
    expect(nextPeriodicDetectionDue('heavier', '2026-03-15')).toBe('2027-03-15');
  });

  it('counts a unit from the later of its last issued report and its confirmed risk assessment', () => {
    expect(unitNextDetectionDue('general', '2025-01-10', '2025-06-02')).toBe('2028-06-02');
    expect(unitNextDetectionDue('serious', '2025-08-01', '2025-06-02')).toBe('2026-08-01');
    expect(unitNextDetectionDue('heavier', null, '2025-06-02')).toBe('2026-06-02');
    expect(unitNextDetectionDue('general', '2025-01-10', null)).toBe('2028-01-10');
    expect(unitNextDetectionDue(null, '2025-01-10', '2025-06-02')).toBeNull();
    expect(unitNextDetectionDue('serious', null, null)).toBeNull();
  });
});
