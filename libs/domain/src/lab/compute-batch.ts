import { countedConcentration } from '../concentration/below-detection-rule';
import { Decimal } from '../decimal/decimal';
import { belowDetection } from '../decimal/measured-value';
import { DomainError, isDomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import type { LabBatchInput, LabBatchItemInput, LabBatchItemResult, LabBatchResult, LabItemId } from './lab-batch-types';
import type { LabCalcContext, LabCalculator, LabMeasurement, LabOutcome } from './lab-calculator';
import { LAB_CALCULATORS } from './lab-calculators';
import { labCurve } from './lab-curve';
import { labFamily } from './lab-families';
import { missingReadings, requiredReadings, type RequiredReadings } from './lab-item-readings';
import { LAB_QC_RULES } from './lab-qc';
import type { LabQcContext, LabQcItem } from './lab-qc-context';
import { labSettings } from './lab-settings';

const NO_CURVE = labCurve({}, Decimal.ONE);

function incompleteBecause(error: unknown): string {
  if (isDomainError(error)) return error.message;
  throw error;
}

/** Measures an item (curve, dilution, masses…); a missing or invalid reading is the item's problem. */
function measure(item: LabBatchItemInput, required: RequiredReadings, calculator: LabCalculator, ctx: LabCalcContext): LabQcItem {
  const missing = missingReadings(item.readings, required.forMeasurement);
  if (missing.length > 0) return { item, measurement: null, problem: `缺少${missing.join('、')}` };
  try {
    return { item, measurement: calculator.measure(item.readings, ctx), problem: null };
  } catch (error) {
    return { item, measurement: null, problem: incompleteBecause(error) };
  }
}

function mean(values: readonly Decimal[]): Decimal | null {
  return values.length === 0 ? null : Decimal.sum(values).div(values.length);
}

function reportedOf(outcome: LabOutcome, decimals: number): string | null {
  if (outcome.reported !== undefined) return outcome.reported;
  if (outcome.concentration === null) return null;
  if (outcome.belowLod && outcome.limit) return `<${outcome.limit.text}`;
  return outcome.concentration.roundToDecimals(decimals).toString();
}

function countedOf(outcome: LabOutcome, ctx: LabCalcContext): string | null {
  if (!outcome.exposure || outcome.concentration === null) return null;
  if (outcome.belowLod && outcome.limit) return countedConcentration(belowDetection(outcome.limit.value), ctx.settings.rule).toString();
  return outcome.concentration.toString();
}

function withResult(base: LabBatchItemResult, outcome: LabOutcome, ctx: LabCalcContext): LabBatchItemResult {
  const reported = reportedOf(outcome, ctx.settings.decimals);
  const lines = [...outcome.lines];
  if (outcome.belowLod && reported) lines.push(`低于检出限，报告 ${reported}`);
  else if (reported && outcome.concentration !== null) lines.push(`修约至 ${ctx.settings.decimals} 位小数：${reported}`);
  return {
    ...base,
    complete: true,
    concentration: outcome.concentration === null ? null : outcome.concentration.toString(),
    reported,
    belowLod: outcome.belowLod,
    counted: countedOf(outcome, ctx),
    flags: outcome.flags,
    extra: outcome.extra,
    explanation: lines.join('；'),
  };
}

/** The item's row: a sample's result, or a blank's / companion's measurement (and result when it can have one). */
function itemResult(q: LabQcItem, required: RequiredReadings, calculator: LabCalculator, ctx: LabCalcContext): LabBatchItemResult {
  const { item, measurement } = q;
  const base: LabBatchItemResult = { id: item.id, kind: item.kind, complete: false, concentration: null, reported: null, belowLod: false, counted: null, flags: [], explanation: '' };
  if (!measurement) return { ...base, explanation: q.problem ?? '无测定结果' };
  const measured: LabBatchItemResult = { ...base, complete: true, extra: { ...measurement.extra, measured: measurement.value.toString() }, explanation: measurement.lines.join('；') };
  const isBlank = item.kind === 'fieldBlank' || item.kind === 'labBlank';
  const missing = missingReadings(item.readings, required.forResult);
  if (isBlank) return measured;
  if (missing.length > 0) {
    // A companion needs only its measurement; a sample needs its result.
    return item.kind === 'sample' ? { ...measured, complete: false, explanation: `缺少${missing.join('、')}` } : measured;
  }
  try {
    return withResult(base, calculator.result(item.readings, measurement, ctx), ctx);
  } catch (error) {
    const why = incompleteBecause(error);
    return item.kind === 'sample' ? { ...measured, complete: false, explanation: why } : measured;
  }
}

function indexById(items: readonly LabQcItem[]): Map<string, LabQcItem> {
  const byId = new Map<string, LabQcItem>();
  for (const q of items) {
    const key = String(q.item.id);
    if (byId.has(key)) throw new DomainError(DomainErrorCodes.invalidArgument, `检测批次中样品编号重复：${key}`, { id: q.item.id });
    byId.set(key, q);
  }
  return byId;
}

/**
 * Computes and checks one laboratory batch of any family from its definition (LAB_FAMILIES):
 * the curve, every item's measurement and result, and the family's QC rules. Pure and exact
 * (Decimal throughout). Incomplete or invalid readings never throw: the item says what is missing.
 * Throws only for a caller's error: an unknown family, invalid settings, a repeated item id.
 */
export function computeLabBatch(input: LabBatchInput): LabBatchResult {
  const family = labFamily(input.family);
  const settings = labSettings(input.settings);
  const curve = family.usesCurve ? labCurve(input, settings.minR) : NO_CURVE;
  const calculator = LAB_CALCULATORS[family.calculation];
  const required = requiredReadings(family.readings, family.optionalReadings);

  const bare: LabCalcContext = { family, settings, curve, fieldBlankMean: null };
  const measured = input.items.map((item) => measure(item, required, calculator, bare));
  const byId = indexById(measured);
  const fieldBlanks = measured.filter((q) => q.item.kind === 'fieldBlank' && q.measurement).map((q) => (q.measurement as LabMeasurement).value);
  const ctx: LabCalcContext = { ...bare, fieldBlankMean: mean(fieldBlanks) };

  const items = measured.map((q) => itemResult(q, required, calculator, ctx));
  const qcContext: LabQcContext = { ...ctx, input, items: measured, itemById: (id: LabItemId) => byId.get(String(id)) };
  const qc = family.qc.flatMap((rule) => LAB_QC_RULES[rule](qcContext));
  const samples = items.filter((i) => i.kind === 'sample');
  return {
    curve: family.usesCurve ? curve.result : null,
    items,
    qc,
    qcPassed: qc.every((check) => check.passed),
    complete: samples.length > 0 && samples.every((i) => i.complete),
  };
}
