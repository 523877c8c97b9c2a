import type { EntityManager } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { type BelowDetectionRule, computeLabBatch, LAB_READING_KEYS, type LabBatchInput, type LabBatchResult } from '@ohit/domain';
import { firstRow } from '../../platform';
import { batchItems, curvePoints } from './batch-rows';

export interface MethodSettings {
  detection_limit: string | null;
  min_detectable_conc: string | null;
  breakthrough_percent: string | null;
  below_lod_rule: string | null;
  report_decimals: number | null;
}

/** The method columns the engine reads (MethodSettings). */
export const METHOD_SETTINGS = 'detection_limit, min_detectable_conc, breakthrough_percent, below_lod_rule, report_decimals';

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** A curve of an earlier batch that a batch reuses (its stored fit). */
export interface StoredCurveFit {
  slope: string;
  intercept: string;
  r: string;
}

/**
 * What @ohit/domain's engine is given for a stored batch, from its rows: its family, the method's
 * settings (the batch's own detection limit, minimum detectable concentration and desorption
 * efficiency first), its curve — or the one it reuses from an earlier batch — its check standard,
 * and its items with their readings.
 */
export function batchInputOf(batch: ResourceRow, method: MethodSettings | null, items: ResourceRow[], points: ResourceRow[], reusedCurve: StoredCurveFit | null): LabBatchInput {
  const expected = text(batch.checkStandardExpected);
  const measured = text(batch.checkStandardMeasured);
  return {
    family: String(batch.family),
    settings: {
      detectionLimit: text(batch.detectionLimit) ?? method?.detection_limit ?? null,
      minDetectableConc: text(batch.minDetectableConc) ?? method?.min_detectable_conc ?? null,
      breakthroughPercent: method?.breakthrough_percent ?? null,
      belowLodRule: (method?.below_lod_rule ?? 'half-limit') as BelowDetectionRule,
      reportDecimals: method?.report_decimals ?? 2,
      desorptionEfficiency: text(batch.desorptionEfficiency),
    },
    curve: points.length > 0 ? points.map((p) => ({ concentration: String(p.concentration), response: String(p.response) })) : null,
    reusedCurve: batch.curveFrom ? reusedCurve : null,
    checkStandard: expected && measured ? { expected, measured } : null,
    items: items.map((item) => ({
      id: item.id,
      kind: String(item.kind) as LabBatchInput['items'][number]['kind'],
      pairOf: (item.pairOf as number | null) ?? null,
      readings: Object.fromEntries(LAB_READING_KEYS.map((k) => [k, text(item[k])])),
    })),
  };
}

/** A stored curve fit, or null while the batch has none. */
export function storedCurveFit(row: { curve_slope: string | null; curve_intercept: string | null; curve_r: string | null } | null | undefined): StoredCurveFit | null {
  return row?.curve_slope && row.curve_intercept && row.curve_r ? { slope: row.curve_slope, intercept: row.curve_intercept, r: row.curve_r } : null;
}

/** What the engine is given for a stored batch, read from the database. */
export async function batchInput(m: EntityManager, batch: ResourceRow): Promise<LabBatchInput> {
  const method = firstRow<MethodSettings>(await m.query(`SELECT ${METHOD_SETTINGS} FROM lab_methods WHERE id = $1`, [batch.method]));
  const items = await batchItems(m, batch.id);
  const points = await curvePoints(m, batch.id);
  const source = batch.curveFrom
    ? firstRow<{ curve_slope: string | null; curve_intercept: string | null; curve_r: string | null }>(
        await m.query(`SELECT curve_slope, curve_intercept, curve_r FROM lab_batches WHERE id = $1`, [batch.curveFrom]),
      )
    : null;
  return batchInputOf(batch, method ?? null, items, points, storedCurveFit(source));
}

/** The engine's result for a stored batch (the authoritative preview). */
export async function computeStoredBatch(m: EntityManager, batch: ResourceRow): Promise<LabBatchResult> {
  return computeLabBatch(await batchInput(m, batch));
}

/** The QC failures in one line (the release refusal and the batch's QC summary). */
export function qcFailures(result: LabBatchResult): string {
  return result.qc
    .filter((q) => !q.passed)
    .map((q) => q.message)
    .join('；');
}

/**
 * Writes the engine's results onto the items (result, text, counted value, flags, explanation)
 * and returns the batch's values (curve fit, QC) for the transition to write with its event.
 */
export async function storeResults(m: EntityManager, result: LabBatchResult): Promise<Record<string, unknown>> {
  for (const item of result.items) {
    await m.query(
      `UPDATE lab_batch_items SET result_value = $2, result_text = $3, result_counted = $4, below_lod = $5, flags = $6, explanation = $7, updated_at = now() WHERE id = $1`,
      [item.id, item.concentration, item.reported, item.counted, item.belowLod, item.flags.join('、') || null, item.explanation.slice(0, 1000)],
    );
  }
  const failures = qcFailures(result);
  return {
    curveSlope: result.curve?.slope ?? null,
    curveIntercept: result.curve?.intercept ?? null,
    curveR: result.curve?.r ?? null,
    qcPassed: result.qcPassed,
    qcSummary: (result.qcPassed ? '质控全部合格' : `质控不合格：${failures}`).slice(0, 2000),
  };
}
