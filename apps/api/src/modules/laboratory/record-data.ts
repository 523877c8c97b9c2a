import type { EntityManager } from 'typeorm';
import { BATCH_ITEM_KIND_OPTIONS, type LabRecordData, type LabRecordItem, type ResourceRow } from '@ohit/contracts';
import { analysisStateMachine, Decimal, LAB_READINGS, labFamily, type LabBatchResult } from '@ohit/domain';
import { computeStoredBatch } from './batch-compute';
import { batchItems, curvePoints } from './batch-rows';
import { recordTrail } from './record-amendments';

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const kindLabel = (kind: unknown) => BATCH_ITEM_KIND_OPTIONS.find((o) => o.value === kind)?.label ?? text(kind);
/** a and b of the record: 8 significant digits (GB/T 8170), as r already is. */
const significant8 = (v: string | null | undefined) => (v ? Decimal.from(v).roundToSignificant(8).toString() : '');

interface SubstanceRow {
  name: string;
  batch_no: string | null;
  expiry: string | null;
  usage: string | null;
}

/** How the record names an item: its own code, its sample's, or the sample it duplicates with its kind. */
function itemCodes(items: ResourceRow[], sampleCodes: Map<number, string>): Map<number, string> {
  const own = new Map(items.map((i) => [i.id, text(i.code) || (i.sample ? (sampleCodes.get(Number(i.sample)) ?? '') : '')]));
  return new Map(
    items.map((i) => {
      const code = own.get(i.id) ?? '';
      if (code) return [i.id, code];
      const pair = i.pairOf ? own.get(Number(i.pairOf)) : '';
      return [i.id, pair ? `${pair}（${kindLabel(i.kind)}）` : `${kindLabel(i.kind)} #${i.id}`];
    }),
  );
}

/**
 * The original record of a batch (read with its labels: batchRow(m, id)) as it is now: the
 * family's title, readings and sections, the curve and QC as the method engine computes them
 * (computeStoredBatch — the authoritative preview), standard substances with lot and expiry,
 * the amendments after the first submission, and who signed when.
 */
export async function labRecordData(m: EntityManager, batch: ResourceRow): Promise<LabRecordData> {
  const family = labFamily(String(batch.family));
  const [items, points, result, trail] = [await batchItems(m, batch.id), await curvePoints(m, batch.id), await computeStoredBatch(m, batch), await recordTrail(m, batch.id)];
  const sampleIds = items.map((i) => Number(i.sample)).filter((id) => id > 0);
  const samples: { id: number; code: string }[] = sampleIds.length ? await m.query(`SELECT id, code FROM samples WHERE id = ANY($1::int[])`, [sampleIds]) : [];
  const codes = itemCodes(items, new Map(samples.map((s) => [s.id, s.code])));
  const substances: SubstanceRow[] = await m.query(
    `SELECT s.name, s.batch_no, to_char(s.expiry_date, 'YYYY-MM-DD') AS expiry, b.usage
       FROM lab_batch_substances b JOIN stock_items s ON s.id = b.stock_item_id WHERE b.batch_id = $1 ORDER BY b.id`,
    [batch.id],
  );
  const computed = new Map(result.items.map((i) => [Number(i.id), i]));
  const recordItems: LabRecordItem[] = items.map((i) => {
    const c = computed.get(i.id);
    return {
      code: codes.get(i.id) ?? '',
      kind: kindLabel(i.kind),
      readings: Object.fromEntries(family.readings.map((k) => [k, text(i[k])])),
      reported: text(c?.reported),
      flags: c?.flags.join('、') ?? '',
    };
  });
  return {
    title: family.record.title,
    sections: [...family.record.sections],
    familyLabel: family.label,
    code: text(batch.code),
    recordVersion: Number(batch.recordVersion ?? 0),
    stateLabel: analysisStateMachine.stateLabel(String(batch.state) as never),
    methodName: text(batch.methodName),
    standardNo: text(batch.standardNo),
    hazard: text(batch.hazard),
    projectNames: text(batch.projectNames),
    instrumentName: text(batch.instrumentName),
    instrumentCode: text(batch.instrumentCode),
    instrumentUsableUntil: text(batch.instrumentUsableUntil),
    analysisDate: text(batch.analysisDate),
    envTemperature: text(batch.envTemperature),
    envHumidity: text(batch.envHumidity),
    detectionLimit: text(batch.detectionLimit),
    minDetectableConc: text(batch.minDetectableConc),
    desorptionEfficiency: text(batch.desorptionEfficiency),
    curve: curveOf(result, points),
    substances: substances.map((s) => ({ name: s.name, lotNo: text(s.batch_no), expiryDate: text(s.expiry), usage: text(s.usage) })),
    qc: result.qc.map((q) => ({ label: q.label, value: text(q.value), limit: q.limit, passed: q.passed, message: q.message })),
    qcSummary: text(batch.qcSummary),
    deviation: batch.deviationReason ? { reason: text(batch.deviationReason), approvedBy: text(batch.deviationApprovedByName) } : null,
    readings: family.readings.map((k) => ({ key: k, label: LAB_READINGS[k].label, unit: family.readingUnits?.[k] ?? LAB_READINGS[k].unit })),
    resultUnit: family.resultUnit,
    items: recordItems,
    amendments: trail.amendments,
    signatures: [
      { role: '检测人', name: text(batch.analystName) || null, date: trail.submitted },
      { role: '校核人', name: text(batch.checkerName) || null, date: batch.checker ? trail.checked : null },
      { role: '审核人', name: text(batch.verifierName) || null, date: batch.verifier ? trail.verified : null },
    ],
    remark: text(batch.remark),
    note: family.note ?? '',
    generatedAt: ((await m.query(`SELECT to_char(now(), 'YYYY-MM-DD HH24:MI') AS at`)) as { at: string }[])[0].at,
  };
}

function curveOf(result: LabBatchResult, points: ResourceRow[]): LabRecordData['curve'] {
  if (!result.curve && points.length === 0) return null;
  return {
    levels: points.map((p) => ({ level: text(p.level), concentration: text(p.concentration), response: text(p.response) })),
    a: significant8(result.curve?.intercept),
    b: significant8(result.curve?.slope),
    r: text(result.curve?.r),
    equation: text(result.curve?.equation),
    reused: result.curve?.reused ?? false,
    refusal: result.curve?.refusal ?? null,
  };
}
