import { isRetentionYears, retainUntil, retentionHolds } from './retention';

describe('archive retention', () => {
  it('keeps a file until the same day the given years later', () => {
    expect(retainUntil('2026-03-05', 10)).toBe('2036-03-05');
    expect(retainUntil('2026-12-31', 30)).toBe('2056-12-31');
  });

  it('falls back to 28 February when the file was archived on 29 February and the year is common', () => {
    expect(retainUntil('2028-02-29', 10)).toBe('2038-02-28');
    expect(retainUntil('2028-02-29', 12)).toBe('2040-02-29');
  });

  it('allows whole years from the agreement’s 10 up to 100', () => {
    expect(isRetentionYears(10)).toBe(true);
    expect(isRetentionYears(30)).toBe(true);
    expect(isRetentionYears(9)).toBe(false);
    expect(isRetentionYears(10.5)).toBe(false);
    expect(isRetentionYears(101)).toBe(false);
    expect(isRetentionYears('10')).toBe(false);
  });

  it('holds through the last day and not after it', () => {
    expect(retentionHolds('2036-03-05', '2036-03-05')).toBe(true);
    expect(retentionHolds('2036-03-05', '2036-03-06')).toBe(false);
    expect(retentionHolds(null, '2026-01-01')).toBe(false);
  });
});
