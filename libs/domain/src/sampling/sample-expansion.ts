import type { PlannedSampleKind } from './plan-validator';
import type { PlanRow, SampleType } from './plan-rows';

/** One sample (or field blank) the plan asks for, before it has a code. */
export interface ExpandedSample {
  /** Stable across re-approval: the same row, day, point/subject and replicate is the same sample. */
  readonly identity: string;
  /** The plan row; null for a blank. */
  readonly rowKey: string | null;
  readonly day: number;
  /** Point or subject number (1-based); blank number within its batch for a blank. */
  readonly unit: number;
  readonly replicate: number;
  readonly kind: PlannedSampleKind | null;
  readonly sampleType: SampleType | null;
  readonly hazard: string;
  readonly collector: string;
  readonly medium: string;
  readonly blank: boolean;
}

const count = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 0);

/**
 * The ordered list of samples of a plan: day by day, rows in plan order × points or subjects ×
 * samples per unit; after each day's samples, that day's field blanks — per batch (one hazard on
 * one collector and medium), as many as the batch's largest blanksPerBatch, in order of the
 * batch's first sample. Deterministic: the same rows give the same list.
 */
export function expandSamples(rows: readonly PlanRow[]): ExpandedSample[] {
  const samples: ExpandedSample[] = [];
  const lastDay = Math.max(0, ...rows.map((r) => count(r.days)));
  for (let day = 1; day <= lastDay; day++) {
    const batches = new Map<string, { hazard: string; collector: string; medium: string; blanks: number }>();
    for (const row of rows) {
      if (day > count(row.days)) continue;
      const units = row.sampleType === 'individual' ? count(row.subjects) : count(row.points);
      const replicates = count(row.samplesPerUnit);
      if (units === 0 || replicates === 0) continue;
      for (let unit = 1; unit <= units; unit++) {
        for (let replicate = 1; replicate <= replicates; replicate++) {
          samples.push({
            identity: `${row.key}#d${day}#u${unit}#r${replicate}`,
            rowKey: row.key,
            day,
            unit,
            replicate,
            kind: row.kind,
            sampleType: row.sampleType,
            hazard: row.hazard,
            collector: row.collector,
            medium: row.medium,
            blank: false,
          });
        }
      }
      const batch = `${row.hazard}|${row.collector}|${row.medium}`;
      const known = batches.get(batch);
      const blanks = count(row.blanksPerBatch);
      if (!known) batches.set(batch, { hazard: row.hazard, collector: row.collector, medium: row.medium, blanks });
      else if (blanks > known.blanks) known.blanks = blanks;
    }
    for (const [batch, b] of batches) {
      for (let n = 1; n <= b.blanks; n++) {
        samples.push({
          identity: `blank#d${day}#${batch}#${n}`,
          rowKey: null,
          day,
          unit: n,
          replicate: 1,
          kind: null,
          sampleType: null,
          hazard: b.hazard,
          collector: b.collector,
          medium: b.medium,
          blank: true,
        });
      }
    }
  }
  return samples;
}

/**
 * Which samples an approval writes: those of the plan not yet recorded (in plan order, to be
 * numbered), those recorded and planned (kept with their codes; a cancelled one planned again is
 * revived), and those recorded but no
 * longer planned (cancelled, never deleted: their codes stay accounted for).
 */
export function reconcileSamples(
  planned: readonly ExpandedSample[],
  recorded: readonly { readonly identity: string; readonly cancelled?: boolean }[],
): { add: ExpandedSample[]; keep: string[]; cancel: string[] } {
  const wanted = new Set(planned.map((s) => s.identity));
  const live = new Set(recorded.filter((r) => !r.cancelled).map((r) => r.identity));
  const known = new Set(recorded.map((r) => r.identity));
  return {
    add: planned.filter((s) => !known.has(s.identity)),
    keep: planned.filter((s) => known.has(s.identity)).map((s) => s.identity),
    cancel: [...live].filter((identity) => !wanted.has(identity)),
  };
}
