import { Decimal } from '../decimal/decimal';
import { PLAN_ROW_VALUE_FIELDS, type PlanRow, type PlanRowValues } from './plan-rows';

/** A stored row, with the values the generator gave it last time (its baseline), when known. */
export interface StoredPlanRow extends PlanRow {
  readonly baseline?: Partial<PlanRowValues> | null;
}

export type PlanRowField = keyof PlanRowValues;
type FieldValue = PlanRowValues[PlanRowField];

export interface PlanFieldChange {
  readonly field: PlanRowField;
  readonly stored: FieldValue;
  readonly generated: FieldValue;
  /** The user had changed this value after the last generation: accepting loses the edit. */
  readonly edited: boolean;
}

export interface PlanRowChange {
  readonly key: string;
  readonly fields: readonly PlanFieldChange[];
}

export interface PlanDiff {
  /** Generated rows the plan does not have. */
  readonly added: readonly PlanRow[];
  /** Stored rows the survey no longer gives (a user's own row shows here too). */
  readonly removed: readonly StoredPlanRow[];
  /** Rows whose generated values moved. */
  readonly changed: readonly PlanRowChange[];
}

/** What the user accepted of a diff: row keys to add and remove, fields to take per changed row. */
export interface PlanDiffAcceptance {
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
  readonly change?: Readonly<Record<string, readonly PlanRowField[]>>;
}

export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '') {
    try {
      return Decimal.from(a).eq(b); // flow 0.10 and 0.1 are one value
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Regenerated rows against the stored ones, by key. A field is reported when the stored value
 * differs from the new generated one — unless the generator still gives what it gave last time
 * (the baseline), in which case the difference is the user's own edit and stays unreported.
 * A reported field the user had edited says so (edited), so accepting never loses an edit silently.
 */
export function diffPlanRows(generated: readonly PlanRow[], stored: readonly StoredPlanRow[]): PlanDiff {
  const storedByKey = new Map(stored.map((r) => [r.key, r]));
  const generatedKeys = new Set(generated.map((r) => r.key));
  const added: PlanRow[] = [];
  const changed: PlanRowChange[] = [];
  for (const row of generated) {
    const old = storedByKey.get(row.key);
    if (!old) {
      added.push(row);
      continue;
    }
    const fields: PlanFieldChange[] = [];
    for (const field of PLAN_ROW_VALUE_FIELDS) {
      if (sameValue(old[field], row[field])) continue;
      const baseline = old.baseline ?? undefined;
      const known = baseline !== undefined && field in baseline;
      if (known && sameValue(baseline[field], row[field])) continue; // only the user's edit differs
      fields.push({ field, stored: old[field], generated: row[field], edited: known && !sameValue(baseline[field], old[field]) });
    }
    if (fields.length > 0) changed.push({ key: row.key, fields });
  }
  const removed = stored.filter((r) => !generatedKeys.has(r.key));
  return { added, removed, changed };
}

/** The generator's values of a row: what a stored row keeps as its baseline. */
export function planRowBaseline(row: PlanRowValues): PlanRowValues {
  return Object.fromEntries(PLAN_ROW_VALUE_FIELDS.map((f) => [f, row[f]])) as unknown as PlanRowValues;
}

/**
 * The plan after accepting part of a diff: accepted fields take the generated value, the rest keep
 * the stored one; every row still generated takes the new baseline (a declined change is not
 * offered again until the survey moves again); accepted additions are appended in generated
 * order, accepted removals dropped. Rows keep the generated order, rows the generator no longer
 * gives (kept) follow.
 */
export function applyPlanDiff(
  generated: readonly PlanRow[],
  stored: readonly StoredPlanRow[],
  acceptance: PlanDiffAcceptance,
): StoredPlanRow[] {
  const storedByKey = new Map(stored.map((r) => [r.key, r]));
  const add = new Set(acceptance.add ?? []);
  const remove = new Set(acceptance.remove ?? []);
  const result: StoredPlanRow[] = [];
  for (const row of generated) {
    const old = storedByKey.get(row.key);
    if (!old) {
      if (add.has(row.key)) result.push({ ...row, baseline: planRowBaseline(row) });
      continue;
    }
    const take = new Set(acceptance.change?.[row.key] ?? []);
    const values = Object.fromEntries(PLAN_ROW_VALUE_FIELDS.map((f) => [f, take.has(f) ? row[f] : old[f]]));
    result.push({ ...old, ...values, baseline: planRowBaseline(row) });
  }
  const generatedKeys = new Set(generated.map((r) => r.key));
  for (const old of stored) if (!generatedKeys.has(old.key) && !remove.has(old.key)) result.push(old);
  return result;
}
