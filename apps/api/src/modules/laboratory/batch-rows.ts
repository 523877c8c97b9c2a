import type { EntityManager } from 'typeorm';
import { BATCH_ITEM_FIELDS, CURVE_POINT_FIELDS, LAB_BATCH, type ResourceDeclaration, type ResourceField, type ResourceRow } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';

/** A child collection of LAB_BATCH read as rows of its own (no reference labels: the engine needs values). */
function childView(table: string, fields: ResourceField[]): ResourceDeclaration {
  return { ...LAB_BATCH, table, fields, children: undefined, workflow: undefined, autoCode: undefined };
}

const ITEMS = childView('lab_batch_items', BATCH_ITEM_FIELDS);
const CURVE = childView('lab_batch_curve_points', CURVE_POINT_FIELDS);

/** The batch's items in entry order, their readings as decimal strings. */
export async function batchItems(m: EntityManager, batchId: number): Promise<ResourceRow[]> {
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(ITEMS, undefined, { referenceLabels: false })} FROM lab_batch_items t WHERE t.batch_id = $1 ORDER BY t.id`, [batchId]);
  return rows.map((r) => toApiRow(ITEMS, r));
}

/** The batch's curve levels, lowest level first. */
export async function curvePoints(m: EntityManager, batchId: number): Promise<ResourceRow[]> {
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(CURVE, undefined, { referenceLabels: false })} FROM lab_batch_curve_points t WHERE t.batch_id = $1 ORDER BY t.level, t.id`, [batchId]);
  return rows.map((r) => toApiRow(CURVE, r));
}

/** Child rows of many batches at once, by batch id, in the order of `order`. */
async function childrenOfBatches(m: EntityManager, view: ResourceDeclaration, ids: readonly number[], order: string): Promise<Map<number, ResourceRow[]>> {
  const out = new Map<number, ResourceRow[]>();
  if (ids.length === 0) return out;
  const rows: Record<string, unknown>[] = await m.query(
    `SELECT t.batch_id AS "batchOf", ${selectColumns(view, undefined, { referenceLabels: false })} FROM ${view.table} t WHERE t.batch_id = ANY($1::int[]) ORDER BY t.batch_id, ${order}`,
    [ids],
  );
  for (const r of rows) {
    const batchId = Number(r.batchOf);
    const list = out.get(batchId) ?? [];
    list.push(toApiRow(view, r));
    out.set(batchId, list);
  }
  return out;
}

/** batchItems of many batches (statistics), by batch id. */
export function itemsOfBatches(m: EntityManager, ids: readonly number[]): Promise<Map<number, ResourceRow[]>> {
  return childrenOfBatches(m, ITEMS, ids, 't.id');
}

/** curvePoints of many batches (statistics), by batch id. */
export function curvePointsOfBatches(m: EntityManager, ids: readonly number[]): Promise<Map<number, ResourceRow[]>> {
  return childrenOfBatches(m, CURVE, ids, 't.level, t.id');
}

/** The batch row with its labels, locked when asked. */
export async function batchRow(m: EntityManager, id: number, lock = false): Promise<ResourceRow | null> {
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(LAB_BATCH, undefined, { referenceLabels: !lock })} FROM lab_batches t WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toApiRow(LAB_BATCH, rows[0]) : null;
}
