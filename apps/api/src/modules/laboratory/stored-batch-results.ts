import type { EntityManager } from 'typeorm';
import { LAB_BATCH } from '@ohit/contracts';
import { computeLabBatch, type LabBatchResult } from '@ohit/domain';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { batchInputOf, METHOD_SETTINGS, type MethodSettings, storedCurveFit } from './batch-compute';
import { curvePointsOfBatches, itemsOfBatches } from './batch-rows';

type CurveRow = { id: number; curve_slope: string | null; curve_intercept: string | null; curve_r: string | null };

/**
 * The engine's results of many stored batches at once (the 质量控制 statistics), read in five
 * queries whatever their number: the same input `computeStoredBatch` gives one batch — so a
 * submitted batch's checks are the ones its submission and release judged — with the items named
 * by their codes in the messages. Ids not found are left out.
 */
export async function storedBatchResults(m: EntityManager, ids: readonly number[]): Promise<Map<number, LabBatchResult>> {
  const out = new Map<number, LabBatchResult>();
  if (ids.length === 0) return out;
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(LAB_BATCH, undefined, { referenceLabels: false })} FROM lab_batches t WHERE t.id = ANY($1::int[])`, [ids]);
  const batches = rows.map((r) => toApiRow(LAB_BATCH, r));
  const methodIds = [...new Set(batches.map((b) => Number(b.method)))];
  const methods = new Map<number, MethodSettings>(
    ((await m.query(`SELECT id, ${METHOD_SETTINGS} FROM lab_methods WHERE id = ANY($1::int[])`, [methodIds])) as (MethodSettings & { id: number })[]).map((r) => [Number(r.id), r]),
  );
  const sourceIds = [...new Set(batches.filter((b) => b.curveFrom).map((b) => Number(b.curveFrom)))];
  const sources = new Map<number, CurveRow>(
    sourceIds.length === 0
      ? []
      : ((await m.query(`SELECT id, curve_slope, curve_intercept, curve_r FROM lab_batches WHERE id = ANY($1::int[])`, [sourceIds])) as CurveRow[]).map((r) => [Number(r.id), r]),
  );
  const items = await itemsOfBatches(m, ids);
  const points = await curvePointsOfBatches(m, ids);
  for (const batch of batches) {
    const own = items.get(batch.id) ?? [];
    const input = batchInputOf(batch, methods.get(Number(batch.method)) ?? null, own, points.get(batch.id) ?? [], storedCurveFit(sources.get(Number(batch.curveFrom))));
    const codes = new Map(own.map((i) => [i.id, typeof i.code === 'string' && i.code ? i.code : null]));
    out.set(batch.id, computeLabBatch({ ...input, items: input.items.map((i) => ({ ...i, label: codes.get(Number(i.id)) ?? null })) }));
  }
  return out;
}
