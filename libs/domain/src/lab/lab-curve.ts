import { Decimal } from '../decimal/decimal';
import { isDomainError } from '../errors/domain-error';
import { requireDecimal } from '../errors/guards';
import { qcFitStandardCurve } from '../qc/standard-curve';
import type { LabBatchInput, LabCurveResult } from './lab-batch-types';
import { eightDigits, shown, shownText } from './lab-format';

const MIN_LEVELS = 5;
const R_DECIMALS = 4;

/** The batch's curve as the engine uses it: the reported result plus the numbers to invert it. */
export interface LabCurve {
  /** null when no curve could be fitted at all (too few points, all responses equal). */
  readonly result: LabCurveResult | null;
  readonly slope: Decimal | null;
  readonly intercept: Decimal | null;
  readonly usable: boolean;
  /** Why responses cannot be converted (zh-CN), null when usable. */
  readonly refusal: string | null;
  /** a and b as explanations print them (formatted once per batch). */
  readonly shown: { readonly slope: string; readonly intercept: string } | null;
}

const PRECISION = { significantDigits: 34 } as const;

function equation(slope: Decimal, intercept: Decimal): string {
  const sign = intercept.isNegative() ? '−' : '+';
  return `y = ${eightDigits(slope)}x ${sign} ${eightDigits(intercept.abs())}`;
}

/**
 * |r| is compared, rounded to 4 decimals as reported (GB/T 8170): a falling calibration (an anion
 * electrode's potential against lg c) is as good a line as a rising one.
 */
function rRefusal(r: Decimal, minR: Decimal): string | null {
  return r.abs().roundToDecimals(R_DECIMALS).gte(minR) ? null : `标准曲线相关系数 r = ${eightDigits(r)} 低于 ${minR.toString()}`;
}

function refused(refusal: string): LabCurve {
  return { result: null, slope: null, intercept: null, usable: false, refusal, shown: null };
}

function fitted(input: NonNullable<LabBatchInput['curve']>, minR: Decimal): LabCurve {
  let fit;
  try {
    fit = qcFitStandardCurve(
      input.map((level) => ({ x: level.concentration, y: level.response })),
      { minR, rDecimals: R_DECIMALS, minLevels: MIN_LEVELS },
    );
  } catch (error) {
    if (isDomainError(error)) return refused(`标准曲线无法拟合：${error.message}`);
    throw error;
  }
  const problems: string[] = [];
  if (!fit.levelsPass) {
    problems.push(`标准曲线应至少有 ${MIN_LEVELS} 个浓度点和 1 个空白点，本批次为 ${fit.levels} 个浓度点${fit.hasBlank ? '加空白' : '、无空白点'}`);
  }
  const rProblem = rRefusal(fit.r, minR);
  if (rProblem) problems.push(rProblem);
  const refusal = problems.length ? `${problems.join('；')}，不可使用` : null;
  return {
    result: {
      slope: fit.slope.toString(),
      intercept: fit.intercept.toString(),
      r: eightDigits(fit.r),
      points: input.length,
      usable: refusal === null,
      refusal,
      reused: false,
      equation: equation(fit.slope, fit.intercept),
    },
    slope: fit.slope,
    intercept: fit.intercept,
    usable: refusal === null,
    refusal,
    shown: { slope: shown(fit.slope), intercept: shown(fit.intercept) },
  };
}

function reused(input: NonNullable<LabBatchInput['reusedCurve']>, minR: Decimal): LabCurve {
  let slope: Decimal;
  let intercept: Decimal;
  let r: Decimal;
  try {
    slope = requireDecimal('沿用曲线的斜率', input.slope);
    intercept = requireDecimal('沿用曲线的截距', input.intercept);
    r = requireDecimal('沿用曲线的相关系数', input.r);
  } catch (error) {
    if (isDomainError(error)) return refused(`沿用的标准曲线无效：${error.message}`);
    throw error;
  }
  const problem = slope.isZero() ? '沿用的标准曲线斜率为零' : rRefusal(r, minR);
  const refusal = problem ? `${problem}，不可使用` : null;
  return {
    result: { slope: slope.toString(), intercept: intercept.toString(), r: eightDigits(r), points: 0, usable: refusal === null, refusal, reused: true, equation: equation(slope, intercept) },
    slope,
    intercept,
    usable: refusal === null,
    refusal,
    shown: { slope: shown(slope), intercept: shown(intercept) },
  };
}

/** The batch's own curve when it has levels, else the reused one, else none (`refusal` says so). */
export function labCurve(input: Pick<LabBatchInput, 'curve' | 'reusedCurve'>, minR: Decimal): LabCurve {
  if (input.curve && input.curve.length > 0) return fitted(input.curve, minR);
  if (input.reusedCurve) return reused(input.reusedCurve, minR);
  return refused('本批次未录入标准曲线，也未沿用已有曲线');
}

/** x = (y − a) / b; `full` is its digits, `shown` the value as printed, `text` the formula with the numbers. */
export function responseToConcentration(curve: LabCurve, response: Decimal): { value: Decimal; full: string; shown: string; text: string } {
  if (!curve.usable || curve.slope === null || curve.intercept === null || curve.shown === null) {
    throw new Error('responseToConcentration needs a usable curve');
  }
  const value = response.sub(curve.intercept).div(curve.slope, PRECISION);
  const full = value.toString();
  const printed = shownText(full);
  return { value, full, shown: printed, text: `(${response.toString()} − ${curve.shown.intercept}) / ${curve.shown.slope} = ${printed}` };
}
