import type { ResourceRow } from '@ohit/contracts';
import { computeLabBatch, isDomainError, LAB_READING_KEYS, type BelowDetectionRule, type LabBatchInput, type LabBatchResult, type LabItemKind, type LabReadingKey } from '@ohit/domain';
import type { MethodSettingsRow } from './lab-api';

/** Readings typed and not saved yet, per item id. */
export type ItemDrafts = Record<number, Partial<Record<LabReadingKey, string>>>;

/** A curve level as the page holds it (a stored row, or one typed and not saved yet). */
export interface CurveLevelDraft {
  /** The stored row's id; null for a new level. */
  id: number | null;
  version?: number;
  level: string;
  concentration: string;
  response: string;
}

/** Everything the live computation of a batch reads. */
export interface BatchValues {
  batch: ResourceRow;
  method: MethodSettingsRow | null;
  curve: readonly CurveLevelDraft[];
  /** The items with their drafts applied (withDrafts). */
  items: readonly ResourceRow[];
  /** The batch whose curve this one reuses (curveFrom), when read. */
  reusedFrom: ResourceRow | null;
}

const text = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());

/** The items with the typed readings over the stored ones. */
export function withDrafts(items: readonly ResourceRow[], drafts: ItemDrafts): ResourceRow[] {
  return items.map((item) => (drafts[item.id] ? ({ ...item, ...drafts[item.id] } as ResourceRow) : item));
}

/** How messages name an item: its code, else its sample's. */
export function itemLabel(item: ResourceRow): string {
  return String(item.code ?? item.sampleName ?? `#${String(item.id)}`);
}

/**
 * @ohit/domain's input for the batch as the page holds it — the same reading the server makes of
 * the stored batch (apps/api laboratory batch-compute): the batch's own detection limits first,
 * then the method's; its curve, else the one it reuses; its check standard; the items' readings.
 */
export function batchInput({ batch, method, curve, items, reusedFrom }: BatchValues): LabBatchInput {
  const slope = text(reusedFrom?.curveSlope);
  const intercept = text(reusedFrom?.curveIntercept);
  const r = text(reusedFrom?.curveR);
  const expected = text(batch.checkStandardExpected);
  const measured = text(batch.checkStandardMeasured);
  const levels = curve.filter((l) => text(l.concentration) !== null || text(l.response) !== null);
  return {
    family: String(batch.family),
    settings: {
      detectionLimit: text(batch.detectionLimit) ?? text(method?.detectionLimit),
      minDetectableConc: text(batch.minDetectableConc) ?? text(method?.minDetectableConc),
      breakthroughPercent: text(method?.breakthroughPercent),
      belowLodRule: (text(method?.belowLodRule) ?? 'half-limit') as BelowDetectionRule,
      reportDecimals: method?.reportDecimals === null || method?.reportDecimals === undefined ? 2 : Number(method.reportDecimals),
      desorptionEfficiency: text(batch.desorptionEfficiency),
    },
    curve: levels.length > 0 ? levels.map((l) => ({ concentration: String(l.concentration).trim(), response: String(l.response).trim() })) : null,
    reusedCurve: batch.curveFrom && slope && intercept && r ? { slope, intercept, r } : null,
    checkStandard: expected && measured ? { expected, measured } : null,
    items: items.map((item) => ({
      id: item.id,
      kind: String(item.kind ?? 'sample') as LabItemKind,
      pairOf: (item.pairOf as number | null | undefined) ?? null,
      label: itemLabel(item),
      readings: Object.fromEntries(LAB_READING_KEYS.map((k) => [k, text(item[k])])),
    })),
  };
}

export type LiveResult = { result: LabBatchResult; error: null } | { result: null; error: string };

/** The batch computed now; a caller's error of the engine (settings it refuses) is its message. */
export function computeLive(values: BatchValues): LiveResult {
  try {
    return { result: computeLabBatch(batchInput(values)), error: null };
  } catch (error) {
    if (isDomainError(error)) return { result: null, error: error.message };
    throw error;
  }
}
