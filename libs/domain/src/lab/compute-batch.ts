import { countedConcentration } from '../concentration/below-detection-rule';
import { Decimal } from '../decimal/decimal';
import { belowDetection } from '../decimal/measured-value';
import { DomainError, isDomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import type { LabBatchInput, LabBatchItemInput, LabBatchItemResult, LabBatchResult, LabItemId } from './lab-batch-types';
import type { LabCalcContext, LabCalculator, LabMeasurement, LabOutcome } from './lab-calculator';
import { LAB_CALCULATORS } from './lab-calculators';
import { labCurve } from './lab-curve';
import { limitText } from './lab-detection';
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

interface Measured {
  readonly item: LabBatchItemInput;
  readonly measurement: LabMeasurement | null;
  readonly problem: string | null;
}

/** Measures an item (curve, dilution, masses…); a missing or invalid reading is the item's problem. */
function measure(item: LabBatchItemInput, required: RequiredReadings, calculator: LabCalculator, ctx: LabCalcContext): Measured {
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
  if (outcome.belowLod && outcome.limit) return `<${limitText(outcome.limit, decimals)}`;
  return outcome.concentration.roundToDecimals(decimals).toString();
}

function countedOf(outcome: LabOutcome, concentration: string | null, ctx: LabCalcContext): string | null {
  if (!outcome.exposure || concentration === null) return null;
  if (outcome.belowLod && outcome.limit) return countedConcentration(belowDetection(outcome.limit.value), ctx.settings.rule).toString();
  return concentration;
}

function resultRow(item: LabBatchItemInput, outcome: LabOutcome, ctx: LabCalcContext): LabBatchItemResult {
  const reported = reportedOf(outcome, ctx.settings.decimals);
  const concentration = outcome.concentrationText ?? (outcome.concentration === null ? null : outcome.concentration.toString());
  const lines = outcome.lines;
  if (outcome.belowLod && reported) lines.push(`低于检出限，报告 ${reported}`);
  else if (reported && concentration !== null) lines.push(`修约至 ${ctx.settings.decimals} 位小数：${reported}`);
  return {
    id: item.id,
    kind: item.kind,
    complete: true,
    concentration,
    reported,
    belowLod: outcome.belowLod,
    counted: countedOf(outcome, concentration, ctx),
    flags: outcome.flags,
    extra: outcome.extra,
    explanation: lines.join('；'),
  };
}

function emptyRow(item: LabBatchItemInput, complete: boolean, explanation: string, extra?: Record<string, string>): LabBatchItemResult {
  const row: LabBatchItemResult = { id: item.id, kind: item.kind, complete, concentration: null, reported: null, belowLod: false, counted: null, flags: [], explanation };
  if (extra) row.extra = extra;
  return row;
}

/** A blank's or companion's row, or an incomplete sample's: what it measured. */
function measuredRow(item: LabBatchItemInput, measurement: LabMeasurement, complete: boolean, explanation?: string): LabBatchItemResult {
  const extra = { ...measurement.extra, measured: measurement.value.toString() };
  return emptyRow(item, complete, explanation ?? measurement.lines.join('；'), extra);
}

/** The item's row: a sample's result, or a blank's / companion's measurement (and result when it can have one). */
function itemResult(q: Measured, required: RequiredReadings, calculator: LabCalculator, ctx: LabCalcContext): LabBatchItemResult {
  const { item, measurement } = q;
  if (!measurement) return emptyRow(item, false, q.problem ?? '无测定结果');
  if (item.kind === 'fieldBlank' || item.kind === 'labBlank') return measuredRow(item, measurement, true);
  const missing = missingReadings(item.readings, required.forResult);
  // A companion (parallel, spike) needs only its measurement; a sample needs its result.
  if (missing.length > 0) return item.kind === 'sample' ? measuredRow(item, measurement, false, `缺少${missing.join('、')}`) : measuredRow(item, measurement, true);
  try {
    return resultRow(item, calculator.result(item.readings, measurement, ctx), ctx);
  } catch (error) {
    const why = incompleteBecause(error);
    return item.kind === 'sample' ? measuredRow(item, measurement, false, why) : measuredRow(item, measurement, true);
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

  // Field blanks first: their mean is c0 of every sample whose formula has a blank.
  const bare: LabCalcContext = { family, settings, curve, fieldBlankMean: null };
  const fieldBlanks = input.items
    .filter((item) => item.kind === 'fieldBlank')
    .map((item) => measure(item, required, calculator, bare).measurement?.value)
    .filter((value): value is Decimal => value !== undefined);
  const ctx: LabCalcContext = { ...bare, fieldBlankMean: mean(fieldBlanks) };

  // One pass: each measurement lives only while its row is built (the QC keeps the value alone).
  const items: LabBatchItemResult[] = [];
  const measured: LabQcItem[] = [];
  for (const item of input.items) {
    const q = measure(item, required, calculator, ctx);
    items.push(itemResult(q, required, calculator, ctx));
    measured.push({ item, measured: q.measurement?.value ?? null, problem: q.problem });
  }
  const byId = indexById(measured);
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
