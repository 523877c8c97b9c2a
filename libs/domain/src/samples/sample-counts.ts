/**
 * A project's sample counts (计划样品数, 已采样品数, 已检样品数) by its samples' states: planned = not
 * cancelled; collected = taken on site and on through the flow (not planned, not cancelled);
 * tested = with a released result (已检测, 留样中) or disposed after testing (a disposed sample with
 * its tested date). One definition for the project's counters and the judgement page.
 */
export const NOT_PLANNED_SAMPLE_STATES = ['cancelled'] as const;
export const NOT_COLLECTED_SAMPLE_STATES = ['planned', 'cancelled'] as const;
export const TESTED_SAMPLE_STATES = ['tested', 'retained'] as const;

export interface CountedSample {
  readonly state: string;
  /** The day its result was released (YYYY-MM-DD); cleared by a retest. */
  readonly testedDate: string | null;
}

export function countsAsTested(sample: CountedSample): boolean {
  return (TESTED_SAMPLE_STATES as readonly string[]).includes(sample.state) || (sample.state === 'disposed' && sample.testedDate !== null);
}

export interface SampleCounts {
  readonly planned: number;
  readonly collected: number;
  readonly tested: number;
}

export function sampleCounts(samples: readonly CountedSample[]): SampleCounts {
  let planned = 0;
  let collected = 0;
  let tested = 0;
  for (const s of samples) {
    if (!(NOT_PLANNED_SAMPLE_STATES as readonly string[]).includes(s.state)) planned++;
    if (!(NOT_COLLECTED_SAMPLE_STATES as readonly string[]).includes(s.state)) collected++;
    if (countsAsTested(s)) tested++;
  }
  return { planned, collected, tested };
}

