import type { EntityManager } from 'typeorm';
import { PLAN_ROW_VALUE_FIELDS, type PlannedSampleKind, type PlanRowValues, type SampleType, type StoredPlanRow, type SubjectSelection } from '@ohit/domain';

/** A stored plan row with its id and version. */
export type PlanRowRecord = StoredPlanRow & { id: number; version: number };

interface RowSql {
  id: number;
  version: number;
  row_key: string;
  workshop: string;
  post: string;
  hazard: string;
  sample_type: string;
  kind: string;
  points: number;
  subjects: number;
  selection: string | null;
  headcount: number | null;
  equipment_units: number | null;
  days: number;
  samples_per_unit: number;
  duration_minutes: number | null;
  flow: string | null;
  collector: string | null;
  medium: string | null;
  blanks_per_batch: number;
  method: string | null;
  baseline: string | null;
}

function parseBaseline(text: string | null): Partial<PlanRowValues> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<PlanRowValues>) : null;
  } catch {
    return null; // an unreadable baseline counts as none: every difference is reported
  }
}

/** The plan's rows in their order (oldest first, as the detail page lists them), as the domain reads them. */
export async function readPlanRows(m: Pick<EntityManager, 'query'>, planId: number): Promise<PlanRowRecord[]> {
  const rows: RowSql[] = await m.query(
    `SELECT id, version, row_key, workshop, post, hazard, sample_type, kind, points, subjects, selection, headcount, equipment_units, days,
            samples_per_unit, duration_minutes, flow::text AS flow, collector, medium, blanks_per_batch, method, baseline
       FROM sampling_plan_rows WHERE plan_id = $1 ORDER BY id`,
    [planId],
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    key: r.row_key,
    workshop: r.workshop,
    post: r.post,
    hazard: r.hazard,
    sampleType: r.sample_type as SampleType,
    kind: r.kind as PlannedSampleKind,
    points: r.points,
    subjects: r.subjects,
    selection: (r.selection as SubjectSelection | null) ?? null,
    headcount: r.headcount,
    equipmentUnits: r.equipment_units,
    days: r.days,
    samplesPerUnit: r.samples_per_unit,
    durationMinutes: r.duration_minutes ?? 0,
    flow: r.flow ?? '',
    collector: r.collector ?? '',
    medium: r.medium ?? '',
    blanksPerBatch: r.blanks_per_batch,
    method: r.method ?? '',
    baseline: parseBaseline(r.baseline),
  }));
}

/** A row's values as the child collection's API fields take them ('' → null for optional text and the flow). */
export function childValuesOf(row: Partial<PlanRowValues>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of PLAN_ROW_VALUE_FIELDS) {
    if (!(f in row)) continue;
    const v = row[f];
    out[f] = v === '' ? null : v;
  }
  return out;
}

/** The baseline column's text: the generator's values of the row. */
export function baselineText(values: PlanRowValues): string {
  return JSON.stringify(Object.fromEntries(PLAN_ROW_VALUE_FIELDS.map((f) => [f, values[f]])));
}
