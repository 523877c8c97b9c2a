import { Decimal } from '../decimal/decimal';
import { NOISE_REPORT_DECIMALS, noiseLex40h, noiseLex8h } from '../physical/noise-exposure';
import { judgeNoise, noiseMetricFor } from '../physical/noise-judgement';
import { WBGT_REPORT_DECIMALS, wbgtContactTimeRatioPercent, wbgtTimeWeighted } from '../physical/wbgt-index';
import { judgeWbgt } from '../physical/wbgt-judgement';
import { emptyPart, pointCheck, type PointPart } from './point-check';
import { attempt, byShift, highest, timedResults, type Notes } from './point-exposure';
import type { PointJudgementOptions, PointSample } from './point-judgement-types';

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Working days a week as the noise rule takes them: a whole 1–7, else the usual 5. */
function workingDays(options: PointJudgementOptions): number {
  const days = options.daysPerWeek;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 7 ? days : 5;
}

/**
 * Noise (GBZ 2.2-2007 表9): each shift's LEX,8h from its measured segments (LAeq,i over Ti, the
 * samples' results and times), the loudest shift judged; a week not of 5 days by LEX,40h, the
 * loudest shift taken for each working day.
 */
export function noisePart(samples: readonly PointSample[], options: PointJudgementOptions, notes: Notes): PointPart {
  const part = emptyPart();
  const shifts = byShift(samples)
    .map((shift) => {
      const { results } = timedResults(shift, notes, ' LEX,8h');
      if (results.length === 0) return undefined;
      return attempt(notes, () => noiseLex8h(results.map((r) => ({ level: r.value, hours: r.hours }))).exact, shift.day ? `${shift.day}：` : '');
    })
    .filter(defined);
  const loudest = highest(shifts, (d) => d);
  if (!loudest) return part;
  const days = workingDays(options);
  const metric = noiseMetricFor(days);
  const level = metric === 'LEX,8h' ? loudest : noiseLex40h(Array.from({ length: days }, () => loudest)).exact;
  const check = attempt(notes, () => judgeNoise({ metric, value: level, daysPerWeek: days, hoursPerDay: options.hoursPerDay ?? 8 }));
  const shown = check?.measured ?? level.roundToDecimals(NOISE_REPORT_DECIMALS);
  part.values.push({ label: metric, value: shown, text: shown.toString(), unit: check?.unit ?? 'dB(A)' });
  if (check) part.checks.push(pointCheck(check));
  return part;
}

/**
 * Heat (GBZ 2.2-2007 WBGT): each shift's time-weighted WBGT, the hottest judged against the limit
 * of its contact-time ratio and the post's labour intensity (without one it cannot be judged).
 */
export function heatPart(samples: readonly PointSample[], options: PointJudgementOptions, notes: Notes): PointPart {
  const part = emptyPart();
  const shifts = byShift(samples)
    .map((shift) => {
      const { results } = timedResults(shift, notes, ' WBGT');
      if (results.length === 0) return undefined;
      const hours = Decimal.sum(results.map((r) => r.hours));
      const wbgt = attempt(notes, () => wbgtTimeWeighted(results.map((r) => ({ wbgt: r.value, hours: r.hours }))));
      return wbgt && { wbgt, hours };
    })
    .filter(defined);
  const hottest = highest(shifts, (s) => s.wbgt);
  if (!hottest) return part;
  const shown = hottest.wbgt.roundToDecimals(WBGT_REPORT_DECIMALS);
  part.values.push({ label: 'WBGT', value: shown, text: shown.toString(), unit: '℃' });
  const intensity = options.labourIntensity;
  if (!intensity) {
    notes.push('缺少岗位的体力劳动强度（现场调查），无法确定 WBGT 限值');
    return part;
  }
  const check = attempt(notes, () =>
    judgeWbgt({
      wbgt: hottest.wbgt,
      contactTimeRatioPercent: wbgtContactTimeRatioPercent(options.contactHours ?? hottest.hours),
      labourIntensity: intensity,
      summerVentilationDesignTemperature: options.summerVentilationDesignTemperature ?? undefined,
    }),
  );
  if (check) part.checks.push(pointCheck(check));
  return part;
}
