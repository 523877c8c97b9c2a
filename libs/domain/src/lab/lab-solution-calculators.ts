import { solutionSampleConcentration } from '../concentration/solution-sample';
import { DEFAULT_BREAKTHROUGH_PERCENT, sorbentTubeConcentration } from '../concentration/sorbent-tube';
import { Decimal } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { requireNonNegativeDecimal } from '../errors/guards';
import type { LabBatchItemInput } from './lab-batch-types';
import type { LabCalcContext, LabCalculator, LabMeasurement } from './lab-calculator';
import { responseToConcentration } from './lab-curve';
import { isBelowDetection, minimumDetectable } from './lab-detection';
import { shown, shownText } from './lab-format';
import { hasReading, reading, readingOr } from './lab-item-readings';
import type { LabReadingKey } from './lab-readings';

type Readings = LabBatchItemInput['readings'];

/** A value with its printed form, formatted once. */
interface Printed {
  readonly value: Decimal;
  readonly text: string;
  /** value.toString(), when already made. */
  readonly full?: string;
}

const ZERO: Printed = { value: Decimal.ZERO, text: '0' };

function printed(value: Decimal): Printed {
  return { value, text: shown(value) };
}

function fullText(part: Printed): string {
  return part.full ?? part.value.toString();
}

/**
 * The instrument concentration of one section: by the curve from its response for a curve family,
 * else as entered. A curve may give a small negative value under the intercept: nothing found, 0.
 */
function sectionConcentration(
  readings: Readings,
  ctx: LabCalcContext,
  keys: { response: LabReadingKey; conc: LabReadingKey },
  name: string,
  lines: string[],
): Printed {
  if (!ctx.family.usesCurve) {
    const entered = reading(readings, keys.conc);
    return { value: entered, text: entered.toString() };
  }
  if (!ctx.curve.usable) {
    throw new DomainError('LAB_CURVE_UNUSABLE', `${ctx.curve.refusal ?? '标准曲线不可用'}，无法由响应值换算浓度`);
  }
  const converted = responseToConcentration(ctx.curve, reading(readings, keys.response));
  if (converted.value.isNegative()) {
    lines.push(`${name} = ${converted.text} < 0，按 0 计`);
    return ZERO;
  }
  lines.push(`${name} = ${converted.text}`);
  return { value: converted.value, text: converted.shown, full: converted.full };
}

function optionalSection(readings: Readings, ctx: LabCalcContext, keys: { response: LabReadingKey; conc: LabReadingKey }, name: string, lines: string[]): Printed | null {
  return hasReading(readings, ctx.family.usesCurve ? keys.response : keys.conc) ? sectionConcentration(readings, ctx, keys, name, lines) : null;
}

function diluted(section: Printed, dilution: Decimal, name: string, lines: string[]): Printed {
  if (dilution.eq(Decimal.ONE)) return section;
  const result = printed(section.value.mul(dilution));
  lines.push(`${name} × 稀释倍数 ${dilution.toString()} = ${result.text}`);
  return result;
}

const FRONT = { response: 'response', conc: 'conc' } as const;
const BACK = { response: 'responseBack', conc: 'concBack' } as const;

function part(measurement: LabMeasurement, name: string): Printed {
  return { value: measurement.parts[name] as Decimal, text: measurement.shownParts?.[name] ?? shown(measurement.parts[name] as Decimal) };
}

/** Sorbent tube, solvent or thermal desorption (GC): C = (c1 + c2) · v / (V0 · D). */
export const sorbentTubeCalculator: LabCalculator = {
  measure(readings, ctx): LabMeasurement {
    const lines: string[] = [];
    const dilution = readingOr(readings, 'dilution', Decimal.ONE);
    const c1 = diluted(sectionConcentration(readings, ctx, FRONT, 'c1', lines), dilution, 'c1', lines);
    const back = optionalSection(readings, ctx, BACK, 'c2', lines);
    const c2 = back === null ? ZERO : diluted(back, dilution, 'c2', lines);
    if (back === null) lines.push('未测后段，c2 按 0 计');
    return {
      value: c1.value.add(c2.value),
      parts: { c1: c1.value, c2: c2.value },
      shownParts: { c1: c1.text, c2: c2.text },
      extra: { c1: fullText(c1), c2: fullText(c2) },
      lines,
    };
  },
  result(readings, measurement, ctx) {
    const d = ctx.settings.desorptionFraction;
    if (d === null) throw new DomainError('LAB_NO_DESORPTION_EFFICIENCY', '方法未设置解吸效率 D，无法计算浓度');
    const c1 = part(measurement, 'c1');
    const c2 = part(measurement, 'c2');
    const v = reading(readings, 'desorbVolume');
    const v0 = reading(readings, 'standardVolume');
    const tube = sorbentTubeConcentration({
      frontUgPerMl: c1.value,
      backUgPerMl: c2.value,
      desorptionVolumeMl: v,
      standardVolumeL: v0,
      desorptionEfficiency: d,
      ...(ctx.settings.breakthroughPercent ? { breakthroughLimitPercent: ctx.settings.breakthroughPercent } : {}),
    });
    const limit = minimumDetectable(ctx, v, v0);
    const extra = measurement.extra;
    const lines = measurement.lines;
    const concentrationText = tube.concentration.toString();
    lines.push(`${tube.formula} = (${c1.text} + ${c2.text}) × ${v.toString()} / (${v0.toString()} × ${d.toString()}) = ${shownText(concentrationText)} mg/m³`);
    if (tube.breakthrough) {
      // The percent explains the flag; c1 and c2 are in `extra` for every tube.
      const percent = tube.breakthroughPercent ? tube.breakthroughPercent.roundToDecimals(1).toString() : '—';
      extra['breakthroughPercent'] = percent;
      lines.push(`后段/前段 = ${percent}%，超过 ${(ctx.settings.breakthroughPercent ?? DEFAULT_BREAKTHROUGH_PERCENT).toString()}%，穿透`);
    }
    return {
      concentration: tube.concentration,
      concentrationText,
      belowLod: isBelowDetection(ctx, measurement.value, tube.concentration, limit),
      limit,
      exposure: true,
      flags: tube.breakthrough ? ['穿透'] : [],
      extra,
      lines,
    };
  },
};

/** Filter digests and absorbing solutions: C = (c − c0) · V / V0. */
export const solutionCalculator: LabCalculator = {
  measure(readings, ctx): LabMeasurement {
    const lines: string[] = [];
    const dilution = readingOr(readings, 'dilution', Decimal.ONE);
    const c = diluted(sectionConcentration(readings, ctx, FRONT, 'c', lines), dilution, 'c', lines);
    return { value: c.value, parts: { c: c.value }, shownParts: { c: c.text }, extra: { c: fullText(c) }, lines };
  },
  result(readings, measurement, ctx) {
    const { value: c, text: cText } = part(measurement, 'c');
    const lines = [...measurement.lines];
    let c0 = Decimal.ZERO;
    if (hasReading(readings, 'blankConc')) c0 = reading(readings, 'blankConc');
    else if (ctx.fieldBlankMean) {
      c0 = ctx.fieldBlankMean;
      lines.push(`c0 取本批现场空白均值 ${shown(c0)}`);
    } else lines.push('无空白，c0 按 0 计');
    const volume = reading(readings, 'solutionVolume');
    const v0 = reading(readings, 'standardVolume');
    const solution = solutionSampleConcentration({ sampleUgPerMl: c, blankUgPerMl: c0, solutionVolumeMl: volume, standardVolumeL: v0 });
    lines.push(
      `${solution.formula} = (${cText} − ${shown(c0)}) × ${volume.toString()} / ${v0.toString()} = ${shown(solution.concentration)} mg/m³`,
    );
    if (solution.notAboveBlank) lines.push('样品不高于空白');
    const limit = minimumDetectable(ctx, volume, v0);
    const net = solution.notAboveBlank ? Decimal.ZERO : c.sub(c0);
    return {
      concentration: solution.concentration,
      belowLod: isBelowDetection(ctx, net, solution.concentration, limit),
      limit,
      exposure: true,
      flags: [],
      extra: { ...measurement.extra, c0: c0.toString() },
      lines,
    };
  },
};

/** An external laboratory's result, entered as the air concentration (mg/m³). */
export const outsourcedCalculator: LabCalculator = {
  measure(readings): LabMeasurement {
    const c = requireNonNegativeDecimal('外委检测结果', reading(readings, 'conc'));
    return { value: c, parts: { c }, extra: {}, lines: [] };
  },
  result(_readings, measurement, ctx) {
    const c = measurement.value;
    const limit = minimumDetectable(ctx, null, null);
    return {
      concentration: c,
      belowLod: isBelowDetection(ctx, null, c, limit),
      limit,
      exposure: true,
      flags: [],
      extra: {},
      lines: [`外委检测结果 C = ${c.toString()} mg/m³`],
    };
  },
};
