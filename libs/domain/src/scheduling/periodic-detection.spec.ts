import { nextPeriodicDetectionDue } from './periodic-detection';

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
});
