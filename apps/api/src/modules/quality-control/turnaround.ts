import { type ProjectStageDateField, type StageTurnaround, TURNAROUND_STAGES } from '@ohit/contracts';

/** A project's stage stamps as 'YYYY-MM-DD' (null while the stage has not started). */
export type ProjectStageDates = Partial<Record<ProjectStageDateField, string | null>>;

/** The median: the middle value, or the mean of the middle two for an even count; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The p-th percentile by nearest rank: the ⌈p/100 · n⌉-th smallest value, so it is always a value
 * that occurred (P90 of ten projects is the 9th smallest); null for none.
 */
export function nearestRankPercentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * How long each stage took (TURNAROUND_STAGES: contract → survey → sampling → lab → report → issue),
 * in calendar days, over the projects whose stage ended within the period [from, to]; a stage
 * missing either stamp, or ending before it started (a data error), is left out.
 */
export function stageTurnaround(projects: readonly ProjectStageDates[], from: string, to: string): StageTurnaround[] {
  return TURNAROUND_STAGES.map(({ stage, label, from: startField, to: endField }) => {
    const days: number[] = [];
    for (const p of projects) {
      const start = p[startField];
      const end = p[endField];
      if (!start || !end || end < from || end > to) continue;
      const d = daysBetween(start, end);
      if (d >= 0) days.push(d);
    }
    return { stage, label, projects: days.length, medianDays: median(days), p90Days: nearestRankPercentile(days, 90) };
  });
}
