import { Decimal, type DecimalInput } from '../decimal/decimal';
import { sqrt } from '../decimal/math';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireDecimal, requirePositiveDecimal } from '../errors/guards';

export interface QcDetectionLimits {
  /** Sample standard deviation (n − 1) of the blank responses. */
  readonly blankStandardDeviation: Decimal;
  readonly lod: Decimal;
  readonly loq: Decimal;
}

const PRECISION = { significantDigits: 34 } as const;

/** Sample standard deviation with n − 1 degrees of freedom. */
export function qcSampleStandardDeviation(values: readonly DecimalInput[]): Decimal {
  if (values.length < 2) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `计算标准偏差至少需要2个数据，收到 ${values.length} 个`, {
      count: values.length,
    });
  }
  const xs = values.map((v, i) => requireDecimal(`第${i + 1}个数据`, v));
  const n = Decimal.from(xs.length);
  const sum = Decimal.sum(xs);
  // n·Σx² − (Σx)² is exact; divide once.
  const nSs = n.mul(Decimal.sum(xs.map((x) => x.mul(x)))).sub(sum.mul(sum));
  return sqrt(nSs.div(n.mul(n.sub(1)), PRECISION), 34);
}

/**
 * LOD = k·s_blank / b and LOQ = k'·s_blank / b (domain.md §7; k = 3, k' = 10 by default), in the
 * curve's x unit. A negative slope (e.g. some electrodes) counts by its magnitude.
 */
export function qcDetectionLimits(
  blankResponses: readonly DecimalInput[],
  slope: DecimalInput,
  options: { readonly lodFactor?: DecimalInput; readonly loqFactor?: DecimalInput; readonly minReplicates?: number } = {},
): QcDetectionLimits {
  const minReplicates = options.minReplicates ?? 2;
  if (blankResponses.length < Math.max(2, minReplicates)) {
    throw new DomainError(
      DomainErrorCodes.invalidArgument,
      `空白平行测定至少需要 ${Math.max(2, minReplicates)} 次，收到 ${blankResponses.length} 次`,
      { count: blankResponses.length },
    );
  }
  const b = requireDecimal('标准曲线斜率', slope).abs();
  if (b.isZero()) throw new DomainError(DomainErrorCodes.divisionByZero, '标准曲线斜率为零，无法计算检出限', {});
  const s = qcSampleStandardDeviation(blankResponses);
  if (s.isZero()) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '空白测定值的标准偏差为零，无法按3s/b计算检出限', {});
  }
  const lodFactor = requirePositiveDecimal('检出限系数', options.lodFactor ?? 3);
  const loqFactor = requirePositiveDecimal('定量限系数', options.loqFactor ?? 10);
  return {
    blankStandardDeviation: s,
    lod: lodFactor.mul(s).div(b, PRECISION),
    loq: loqFactor.mul(s).div(b, PRECISION),
  };
}

/**
 * Minimum detectable concentration = LOD · v / V0 (domain.md §7): LOD in μg/mL, v the sample
 * solution volume in mL, V0 the standard sampling volume in L, giving μg/L = mg/m³.
 */
export function qcMinimumDetectableConcentration(
  lodUgPerMl: DecimalInput,
  solutionVolumeMl: DecimalInput,
  standardVolumeL: DecimalInput,
): Decimal {
  return requirePositiveDecimal('检出限', lodUgPerMl)
    .mul(requirePositiveDecimal('样品溶液体积（mL）', solutionVolumeMl))
    .div(requirePositiveDecimal('标准采样体积（L）', standardVolumeL), PRECISION);
}
