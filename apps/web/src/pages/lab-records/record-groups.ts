import type { ResourceRow } from '@ohit/contracts';
import { RECORD_STATES } from './record-views';

/** How a batch names its projects (组批 joins them with 、). */
export const PROJECT_SEPARATOR = '、';

/** One project's original records: its batches, how many of its samples they hold, where they stand. */
export interface ProjectRecords {
  /** The project's name ('' for batches of no project). */
  project: string;
  batches: ResourceRow[];
  samples: number;
  /** Batches per state (submitted … released). */
  byState: Record<string, number>;
  qcFailed: number;
  /** The latest analysis date of its batches (YYYY-MM-DD), '' when none. */
  lastAnalysis: string;
  /** Every batch released: the project's records are complete for its report. */
  complete: boolean;
}

const projectsOf = (row: ResourceRow): string[] => {
  const names = String(row.projectNames ?? '')
    .split(PROJECT_SEPARATOR)
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 ? names : [''];
};

/**
 * The batches grouped by project (a batch of two projects' samples counts in both): projects
 * with work still open first, then by their latest analysis, newest first; the batches of a
 * project newest first.
 */
export function groupByProject(rows: readonly ResourceRow[]): ProjectRecords[] {
  const groups = new Map<string, ResourceRow[]>();
  for (const row of rows) {
    for (const project of projectsOf(row)) groups.set(project, [...(groups.get(project) ?? []), row]);
  }
  const out: ProjectRecords[] = [...groups.entries()].map(([project, batches]) => {
    const byState = Object.fromEntries(RECORD_STATES.map((s) => [s, batches.filter((b) => b.state === s).length]));
    const dates = batches.map((b) => String(b.analysisDate ?? '')).filter(Boolean);
    return {
      project,
      batches: [...batches].sort((a, b) => String(b.analysisDate ?? '').localeCompare(String(a.analysisDate ?? '')) || b.id - a.id),
      samples: batches.reduce((n, b) => n + (Number.isInteger(Number(b.sampleCount)) ? Number(b.sampleCount) : 0), 0),
      byState,
      qcFailed: batches.filter((b) => b.qcPassed === false).length,
      lastAnalysis: dates.reduce((max, d) => (d > max ? d : max), ''),
      complete: batches.every((b) => b.state === 'released'),
    };
  });
  return out.sort((a, b) => Number(a.complete) - Number(b.complete) || b.lastAnalysis.localeCompare(a.lastAnalysis) || a.project.localeCompare(b.project));
}
