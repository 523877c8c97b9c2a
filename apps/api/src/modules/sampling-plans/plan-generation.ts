import { PLAN_ROW_FIELDS, type PlanGenerationAccept, type PlanGenerationPreview, type PlanRowSummary } from '@ohit/contracts';
import { applyPlanDiff, PLAN_ROW_VALUE_FIELDS, sameValue, type PlanDiff, type PlanDiffAcceptance, type PlanRow, type PlanRowField } from '@ohit/domain';
import { badRequest } from '../../platform';
import type { PlanState } from './plan-checker';
import { PLAN_MESSAGES as M } from './sampling-plans.messages';

const summary = (r: PlanRow): PlanRowSummary => ({
  key: r.key,
  workshop: r.workshop,
  post: r.post,
  hazard: r.hazard,
  sampleType: r.sampleType,
  kind: r.kind,
  points: r.points,
  subjects: r.subjects,
});
const LABELS = new Map(PLAN_ROW_FIELDS.map((f) => [f.name, f.label]));
const wire = (v: unknown) => (v === undefined || v === '' ? null : (v as string | number | null));

/** What 生成方案 would change now, for the user to accept part by part. */
export function previewOf(state: PlanState, generated: readonly PlanRow[], notes: readonly string[], needsRegenerating: boolean, diff: PlanDiff): PlanGenerationPreview {
  const byKey = new Map(generated.map((r) => [r.key, r]));
  return {
    needsRegenerating,
    firstGeneration: state.rows.length === 0,
    notes: [...notes],
    added: diff.added.map(summary),
    removed: diff.removed.map(summary),
    changed: diff.changed.map((c) => ({
      key: c.key,
      row: summary(byKey.get(c.key) as PlanRow),
      fields: c.fields.map((f) => ({ field: f.field, label: LABELS.get(f.field) ?? f.field, stored: wire(f.stored), generated: wire(f.generated), edited: f.edited })),
    })),
  };
}

const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);

/**
 * The part of the diff the user accepts. Without `accept`: every added row and every changed
 * field the user had not edited — never a removal (a row of the user's own would go) nor an
 * edited value. With it: only what it names, each of which must be in the diff now (else the
 * survey moved since the preview: 400, nothing changes).
 */
export function acceptanceOf(raw: unknown, diff: PlanDiff): PlanDiffAcceptance {
  if (raw === undefined || raw === null) {
    return {
      add: diff.added.map((r) => r.key),
      change: Object.fromEntries(diff.changed.map((c) => [c.key, c.fields.filter((f) => !f.edited).map((f) => f.field)])),
    };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(M.acceptShape);
  const a = raw as PlanGenerationAccept & Record<string, unknown>;
  const add = a.add === undefined ? [] : strings(a.add);
  const remove = a.remove === undefined ? [] : strings(a.remove);
  const change = a.change === undefined ? {} : a.change;
  if (!add || !remove || !change || typeof change !== 'object' || Array.isArray(change) || Object.keys(a).some((k) => !['add', 'remove', 'change'].includes(k))) {
    throw badRequest(M.acceptShape);
  }
  const added = new Set(diff.added.map((r) => r.key));
  const removed = new Set(diff.removed.map((r) => r.key));
  const changed = new Map(diff.changed.map((c) => [c.key, new Set<string>(c.fields.map((f) => f.field))]));
  const fields: Record<string, PlanRowField[]> = {};
  for (const [key, list] of Object.entries(change)) {
    const names = strings(list);
    if (!names) throw badRequest(M.acceptShape);
    if (!names.every((n) => changed.get(key)?.has(n))) throw badRequest(M.acceptStale);
    fields[key] = names as PlanRowField[];
  }
  if (!add.every((k) => added.has(k)) || !remove.every((k) => removed.has(k))) throw badRequest(M.acceptStale);
  return { add, remove, change: fields };
}

/** What to write: rows to insert, rows to update (values or baseline moved), rows to delete. */
export function writesOf(state: PlanState, generated: readonly PlanRow[], acceptance: PlanDiffAcceptance) {
  const result = applyPlanDiff(generated, state.rows, acceptance);
  const stored = new Map(state.rows.map((r) => [r.key, r]));
  const kept = new Set(result.map((r) => r.key));
  const insert = result.filter((r) => !stored.has(r.key));
  const update = result.filter((r) => {
    const old = stored.get(r.key);
    if (!old) return false;
    const moved = PLAN_ROW_VALUE_FIELDS.some((f) => !sameValue(old[f], r[f]));
    return moved || JSON.stringify(old.baseline ?? null) !== JSON.stringify(r.baseline ?? null);
  });
  const remove = state.rows.filter((r) => !kept.has(r.key));
  return { insert, update: update.map((r) => ({ ...r, id: (stored.get(r.key) as { id: number }).id })), remove };
}
