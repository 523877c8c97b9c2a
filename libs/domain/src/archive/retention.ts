/**
 * How long an archived technical file is kept. The default and the floor are the digital
 * certificate agreement's term (spec: evidence retention 10 years), since the file holds the
 * electronically signed reports and records; an organisation may keep its files longer.
 */
export const ARCHIVE_RETENTION_DEFAULT_YEARS = 10;
export const ARCHIVE_RETENTION_MIN_YEARS = 10;
export const ARCHIVE_RETENTION_MAX_YEARS = 100;

/** Whether a number of years is an allowed retention period (a whole number within the bounds). */
export function isRetentionYears(years: unknown): years is number {
  return typeof years === 'number' && Number.isInteger(years) && years >= ARCHIVE_RETENTION_MIN_YEARS && years <= ARCHIVE_RETENTION_MAX_YEARS;
}

/**
 * The last day a file archived on `archivedOn` ('YYYY-MM-DD') must be kept: the same calendar day
 * `years` later (29 February falls back to 28 February in a common year). Until that day passes
 * nothing of the file may be deleted.
 */
export function retainUntil(archivedOn: string, years: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(archivedOn);
  if (!match) throw new Error(`not a date: ${archivedOn}`);
  const year = Number(match[1]) + years;
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${String(year).padStart(4, '0')}-${match[2]}-${String(day).padStart(2, '0')}`;
}

/** Whether the retention of a file kept until `until` still holds on `today` (both 'YYYY-MM-DD'). */
export function retentionHolds(until: string | null, today: string): boolean {
  return until !== null && today <= until;
}
