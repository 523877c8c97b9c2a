import { Decimal, type Precision } from '../decimal/decimal';
import { hasAnyLimit, type OccupationalLimit } from '../limits/occupational-limit';
import { judgeMac, judgeStel, judgeTwa } from './chemical-judgement';
import { judgeDust, type DustFraction } from './dust-judgement';
import { judgePeakExposure, type PeakSubject } from './peak-exposure';
import { emptyPart, pointCheck, type PointPart } from './point-check';
import { attempt, byShift, highest, highestTwa, isShort, isTested, peakSamples, sampleLabel, sampleSte, type Notes, type ShiftTwa } from './point-exposure';
import type { PointSample, PointValue } from './point-judgement-types';
import type { JudgementEdition } from './rule';

/** What the GBZ 2.1 parts of a point share: the edition, the method's precision, the reduction factor, the notes. */
export interface ChemicalContext {
  readonly edition: JudgementEdition;
  readonly precision?: Precision;
  readonly reductionFactor?: Decimal;
  readonly notes: Notes;
}

export const MG_PER_M3 = 'mg/m³';

const rounded = (value: Decimal, precision?: Precision) => (precision ? value.round(precision) : value);

function value(label: string, exact: Decimal, ctx: ChemicalContext): PointValue {
  const shown = rounded(exact, ctx.precision);
  return { label, value: shown, text: shown.toString(), unit: MG_PER_M3 };
}

/** C_TWA as shown: rounded, or "<x" when every result of the shift was below the detection limit. */
function twaValue(label: string, twa: ShiftTwa, ctx: ChemicalContext): PointValue {
  const shown = value(label, twa.twa, ctx);
  if (twa.result.kind !== 'below-detection') return shown;
  const bound = rounded(twa.result.limit, ctx.precision);
  return { ...shown, text: `<${(bound.isZero() ? twa.result.limit : bound).toString()}` };
}

/** GBZ 2.1-2019 peak rule (2007: excursion multiple) for a PC-TWA-only substance or a dust, shift by shift. */
function peakChecks(samples: readonly PointSample[], pcTwa: Decimal, subject: PeakSubject, ctx: ChemicalContext, part: PointPart): void {
  const shifts = byShift(samples.filter(isTested));
  for (const shift of shifts) {
    const prefix = shifts.length > 1 && shift.day ? `${shift.day} ` : '';
    const { samples: short, timed } = peakSamples(shift);
    const result = attempt(
      ctx.notes,
      () => judgePeakExposure({ pcTwa, edition: ctx.edition, subject, samples: short, precision: ctx.precision, reductionFactor: ctx.reductionFactor }),
      prefix,
    );
    if (!result) continue;
    part.peak = result.limits;
    const interval = result.checks.some((c) => c.rule.id.endsWith('/peak-interval'));
    if (!timed && interval) ctx.notes.push(`${prefix}短时间样品缺少采样开始时间，无法核对两次超限的间隔`);
    for (const check of result.checks) if (timed || !check.rule.id.endsWith('/peak-interval')) part.checks.push(pointCheck(check, prefix));
  }
}

/**
 * A chemical substance (GBZ 2.1 表1): the highest shift's C_TWA against PC-TWA (× RF), the highest
 * C_STE of the short samples against PC-STEL, their highest concentration against MAC, and the peak
 * rule for a substance with PC-TWA only. Without a limit row the values are still computed.
 */
export function chemicalPart(samples: readonly PointSample[], limit: OccupationalLimit | null, ctx: ChemicalContext): PointPart {
  const part = emptyPart();
  const short = samples.filter((s) => isShort(s) && isTested(s));
  const twa = highestTwa(
    samples.filter((s) => !isShort(s)),
    ctx.notes,
  );
  if (twa) {
    part.cTwa = rounded(twa.twa, ctx.precision);
    part.values.push(twaValue('C_TWA', twa, ctx));
  }
  const stes = short.map((s) => attempt(ctx.notes, () => sampleSte(s), `${sampleLabel(s)}：`)).filter((d): d is Decimal => d !== undefined);
  const cSte = highest(stes, (d) => d);
  const cMe = highest(
    short.map((s) => Decimal.from(s.counted as string)),
    (d) => d,
  );
  if (cSte && (limit ? limit.pcStel : short.some((s) => s.kind === 'STEL'))) {
    part.cSte = rounded(cSte, ctx.precision);
    part.values.push(value('C_STE', cSte, ctx));
  }
  if (cMe && (limit ? limit.mac : short.some((s) => s.kind === 'MAC'))) {
    part.cMe = rounded(cMe, ctx.precision);
    part.values.push(value('C_ME', cMe, ctx));
  }
  if (!limit) return part;
  if (!hasAnyLimit(limit)) {
    ctx.notes.push(`“${limit.nameZh}”在限值表中没有数值，无法判定`);
    return part;
  }
  const options = { edition: ctx.edition, precision: ctx.precision, reductionFactor: ctx.reductionFactor };
  const { pcTwa, pcStel, mac } = limit;
  if (twa && pcTwa) {
    const check = attempt(ctx.notes, () => judgeTwa({ ...options, cTwa: twa.twa, pcTwa }));
    if (check) part.checks.push(pointCheck(check));
  }
  if (cSte && pcStel) {
    const check = attempt(ctx.notes, () => judgeStel({ ...options, cSte, pcStel }));
    if (check) part.checks.push(pointCheck(check));
  }
  if (cMe && mac) {
    const check = attempt(ctx.notes, () => judgeMac({ ...options, cMe, mac }));
    if (check) part.checks.push(pointCheck(check));
  }
  if (mac && !pcTwa && short.length === 0 && samples.some(isTested)) ctx.notes.push(`“${limit.nameZh}”只有最高容许浓度（MAC），须以短时间样品判定`);
  if (pcTwa && !pcStel && !mac && short.length > 0) peakChecks(short, pcTwa, 'chemical', ctx, part);
  return part;
}

const FRACTION_LABEL: Record<DustFraction, string> = { total: '总尘', respirable: '呼尘' };

/**
 * A dust (GBZ 2.1 表2): total and respirable dust judged separately — each fraction's highest shift
 * C_TWA against its PC-TWA (× RF) and its short samples by the peak rule.
 */
export function dustPart(samples: readonly PointSample[], limit: OccupationalLimit | null, ctx: ChemicalContext): PointPart {
  const part = emptyPart();
  if (limit && !hasAnyLimit(limit)) ctx.notes.push(`“${limit.nameZh}”在限值表中没有数值，无法判定`);
  for (const fraction of ['total', 'respirable'] as const) {
    const own = samples.filter((s) => (s.dustFraction ?? 'total') === fraction);
    if (own.length === 0) continue;
    const label = FRACTION_LABEL[fraction];
    const twa = highestTwa(
      own.filter((s) => !isShort(s)),
      ctx.notes,
    );
    if (twa) {
      part.cTwa ??= rounded(twa.twa, ctx.precision);
      part.values.push(twaValue(`C_TWA（${label}）`, twa, ctx));
    }
    if (!limit || !hasAnyLimit(limit)) continue;
    const pcTwa = fraction === 'total' ? limit.totalDustTwa : limit.respirableDustTwa;
    if (!pcTwa) {
      if (own.some(isTested)) ctx.notes.push(`“${limit.nameZh}”没有${label}限值，无法判定${label}`);
      continue;
    }
    if (twa) {
      const checks = attempt(ctx.notes, () =>
        judgeDust({ fractions: [{ fraction, cTwa: twa.twa, pcTwa, reductionFactor: ctx.reductionFactor }], edition: ctx.edition, precision: ctx.precision }),
      );
      for (const check of checks ?? []) part.checks.push(pointCheck(check));
    }
    const short = own.filter((s) => isShort(s) && isTested(s));
    if (short.length > 0) peakChecks(short, pcTwa, 'dust', ctx, part);
  }
  return part;
}
