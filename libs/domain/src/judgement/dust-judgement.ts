import type { DecimalInput, Precision } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';
import { judgePeakExposure, type ShortTermSample } from './peak-exposure';
import { requireReductionFactor } from './reduction-factor';
import { checkAtMost, rule, type JudgementEdition, type LimitCheck } from './rule';

export type DustFraction = 'total' | 'respirable';

export interface DustFractionInput {
  readonly fraction: DustFraction;
  readonly cTwa: DecimalInput;
  readonly pcTwa: DecimalInput | null | undefined;
  /** Long-hours reduction factor, 0 < RF ≤ 1 (the same validator as every judge); default 1. */
  readonly reductionFactor?: DecimalInput;
  /** Short-term samples for the peak rule (optional). */
  readonly shortTermSamples?: readonly ShortTermSample[];
}

const LABEL: Record<DustFraction, string> = { total: '总尘', respirable: '呼尘' };

/**
 * Dust: C_TWA ≤ PC-TWA (× RF, exact and unrounded) and the peak rule (on the tabulated PC-TWA),
 * separately for total and respirable dust. `precision` is the method's precision for the measured
 * values (GB/T 8170); omitted, the full values are compared.
 */
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
    const rf = requireReductionFactor(f.reductionFactor);
    if (f.pcTwa === null || f.pcTwa === undefined) {
      throw new DomainError(DomainErrorCodes.noApplicableLimit, `该粉尘没有${label}限值，无法判定`, { fraction: f.fraction });
    }
    const pcTwa = requirePositiveDecimal(`${label} PC-TWA`, f.pcTwa);
    const reduced = rf.lt(1);
    const limit = reduced ? pcTwa.mul(rf) : pcTwa;
    const checks: LimitCheck[] = [
      {
        ...checkAtMost(
          rule(input.edition, `dust-${f.fraction}-twa`, `粉尘${label} PC-TWA`, `C_TWA(${label}) ≤ PC-TWA${reduced ? ' × RF' : ''}`),
          `${label} C_TWA`,
          requireNonNegativeDecimal(`${label} C_TWA`, f.cTwa),
          `${label} PC-TWA${reduced ? '×RF' : ''}`,
          limit,
          input.precision,
        ),
        reductionFactor: { factor: rf, applied: reduced },
      },
    ];
    if (f.shortTermSamples && f.shortTermSamples.length > 0) {
      checks.push(
        ...judgePeakExposure({
          pcTwa,
          edition: input.edition,
          subject: 'dust',
          samples: f.shortTermSamples,
          precision: input.precision,
          reductionFactor: rf,
        }).checks,
      );
    }
    return checks;
  });
}
