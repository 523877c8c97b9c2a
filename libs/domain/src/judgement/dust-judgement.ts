import type { DecimalInput, Precision } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';
import { judgePeakExposure, type ShortTermSample } from './peak-exposure';
import { checkAtMost, rule, type JudgementEdition, type LimitCheck } from './rule';

export type DustFraction = 'total' | 'respirable';

export interface DustFractionInput {
  readonly fraction: DustFraction;
  readonly cTwa: DecimalInput;
  readonly pcTwa: DecimalInput | null | undefined;
  readonly reductionFactor?: DecimalInput;
  /** Short-term samples for the peak rule (optional). */
  readonly shortTermSamples?: readonly ShortTermSample[];
}

const LABEL: Record<DustFraction, string> = { total: '总尘', respirable: '呼尘' };

/** Dust: C_TWA ≤ PC-TWA and the peak rule, separately for total and respirable dust. */
export function judgeDust(input: {
  readonly fractions: readonly DustFractionInput[];
  readonly edition: JudgementEdition;
  readonly precision?: Precision;
}): LimitCheck[] {
  if (input.fractions.length === 0) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '粉尘判定至少需要总尘或呼尘之一', {});
  }
  return input.fractions.flatMap((f) => {
    const label = LABEL[f.fraction];
    if (f.pcTwa === null || f.pcTwa === undefined) {
      throw new DomainError(DomainErrorCodes.noApplicableLimit, `该粉尘没有${label}限值，无法判定`, { fraction: f.fraction });
    }
    const pcTwa = requirePositiveDecimal(`${label} PC-TWA`, f.pcTwa);
    const rf = requirePositiveDecimal('折减因子', f.reductionFactor ?? 1);
    const limit = rf.eq(1) ? pcTwa : pcTwa.mul(rf).round(input.precision ?? { significantDigits: 3 });
    const checks = [
      checkAtMost(
        rule(input.edition, `dust-${f.fraction}-twa`, `粉尘${label} PC-TWA`, `C_TWA(${label}) ≤ PC-TWA${rf.eq(1) ? '' : ' × RF'}`),
        `${label} C_TWA`,
        requireNonNegativeDecimal(`${label} C_TWA`, f.cTwa),
        `${label} PC-TWA${rf.eq(1) ? '' : '×RF'}`,
        limit,
        input.precision,
      ),
    ];
    if (f.shortTermSamples && f.shortTermSamples.length > 0) {
      checks.push(
        ...judgePeakExposure({
          pcTwa,
          edition: input.edition,
          subject: 'dust',
          samples: f.shortTermSamples,
          precision: input.precision,
        }).checks,
      );
    }
    return checks;
  });
}
