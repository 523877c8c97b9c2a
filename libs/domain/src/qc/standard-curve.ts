import { Decimal, type DecimalInput } from '../decimal/decimal';
import { sqrt } from '../decimal/math';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireDecimal, requirePositiveDecimal } from '../errors/guards';

export interface QcCurvePoint {
  /** Concentration or mass of the standard (blank = 0). */
  readonly x: DecimalInput;
  /** Instrument response. */
  readonly y: DecimalInput;
}

export interface QcCurveOptions {
  /** Minimum correlation coefficient (domain.md §7: 0.999). */
  readonly minR?: DecimalInput;
  /** r is rounded to this many decimals (GB/T 8170) before the comparison; default 4. */
  readonly rDecimals?: number;
  /** Minimum number of distinct non-zero levels; default 5. */
  readonly minLevels?: number;
  /** Whether a blank (x = 0) is required; default true. */
  readonly requireBlank?: boolean;
}

export interface QcStandardCurve {
  /** b in y = a + b·x (34 significant digits). */
  readonly slope: Decimal;
  /** a in y = a + b·x (34 significant digits). */
  readonly intercept: Decimal;
  /** Correlation coefficient, unrounded. */
  readonly r: Decimal;
  /** r rounded as reported. */
  readonly rReported: Decimal;
  readonly minR: Decimal;
  readonly rPasses: boolean;
  readonly levels: number;
  readonly hasBlank: boolean;
  readonly levelsPass: boolean;
  /** Both the r check and the levels check. */
  readonly passes: boolean;
  /** y for a given x. */
  predict(x: DecimalInput): Decimal;
  /** x for a measured response: (y − a) / b. */
  inverse(y: DecimalInput): Decimal;
}

const PRECISION = { significantDigits: 34 } as const;

/** Least-squares line y = a + b·x with r (domain.md §7), in exact decimal sums. */
export function qcFitStandardCurve(points: readonly QcCurvePoint[], options: QcCurveOptions = {}): QcStandardCurve {
  if (points.length < 3) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `标准曲线至少需要3个点，收到 ${points.length} 个`, {
      points: points.length,
    });
  }
  const xs = points.map((p, i) => requireDecimal(`第${i + 1}点浓度`, p.x));
  const ys = points.map((p, i) => requireDecimal(`第${i + 1}点响应值`, p.y));
  if (xs.some((x) => x.isNegative())) {
    throw new DomainError(DomainErrorCodes.negative, '标准曲线的浓度不能为负数', {});
  }
  const n = Decimal.from(points.length);
  const sx = Decimal.sum(xs);
  const sy = Decimal.sum(ys);
  const sxy = Decimal.sum(xs.map((x, i) => x.mul(ys[i] as Decimal)));
  const sxx = Decimal.sum(xs.map((x) => x.mul(x)));
  const syy = Decimal.sum(ys.map((y) => y.mul(y)));
  // n-scaled sums of squares keep everything exact until the final divisions.
  const nSxx = n.mul(sxx).sub(sx.mul(sx));
  const nSyy = n.mul(syy).sub(sy.mul(sy));
  const nSxy = n.mul(sxy).sub(sx.mul(sy));
  if (nSxx.isZero()) throw new DomainError(DomainErrorCodes.invalidArgument, '标准曲线各点浓度相同，无法拟合', {});
  if (nSyy.isZero()) throw new DomainError(DomainErrorCodes.invalidArgument, '标准曲线各点响应值相同，无法计算相关系数', {});
  const slope = nSxy.div(nSxx, PRECISION);
  const intercept = sy.sub(slope.mul(sx)).div(n, PRECISION);
  const r = nSxy.div(sqrt(nSxx.mul(nSyy), 40), PRECISION);
  const rReported = r.roundToDecimals(options.rDecimals ?? 4);
  const minR = requirePositiveDecimal('相关系数下限', options.minR ?? '0.999');
  const levels = new Set(xs.filter((x) => !x.isZero()).map((x) => x.trimTo(0).toString())).size;
  const hasBlank = xs.some((x) => x.isZero());
  const levelsPass = levels >= (options.minLevels ?? 5) && (hasBlank || options.requireBlank === false);
  const rPasses = rReported.gte(minR);
  return {
    slope,
    intercept,
    r,
    rReported,
    minR,
    rPasses,
    levels,
    hasBlank,
    levelsPass,
    passes: rPasses && levelsPass,
    predict: (x) => intercept.add(slope.mul(requireDecimal('浓度', x))),
    inverse: (y) => requireDecimal('响应值', y).sub(intercept).div(slope, PRECISION),
  };
}

/** Check standard each batch: deviation from nominal within ±tolerance % (default 10). */
export function qcCheckStandard(
  measured: DecimalInput,
  nominal: DecimalInput,
  tolerancePercent: DecimalInput = 10,
): { readonly deviationPercent: Decimal; readonly tolerancePercent: Decimal; readonly passes: boolean } {
  const expected = requirePositiveDecimal('核查标准的标称值', nominal);
  const tolerance = requirePositiveDecimal('允许偏差（%）', tolerancePercent);
  const deviationPercent = requireDecimal('核查标准的测定值', measured).sub(expected).mul(100).div(expected).roundToDecimals(1);
  return { deviationPercent, tolerancePercent: tolerance, passes: deviationPercent.abs().lte(tolerance) };
}
