import { Decimal, DEFAULT_PRECISION, type DecimalInput, type Precision } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';
import { requireReductionFactor } from './reduction-factor';
import { checkAtMost, rule, type JudgementEdition, type LimitCheck } from './rule';

/**
 * What every GBZ 2.1 judge accepts besides its value and limit. `precision` is the method's stated
 * precision for the measured value (GB/T 8170 half-even, once, before comparing); when omitted the
 * full value is compared (GB/T 8170-2008 4.3 全数值比较法). `reductionFactor` (0 < RF ≤ 1, default 1)
 * is validated by every judge the same way; it lowers PC-TWA limits only (MAC, PC-STEL and the peak
 * multiples are not reduced) and is recorded on the check.
 */
export interface JudgementOptions {
  readonly edition: JudgementEdition;
  readonly precision?: Precision;
  /** Long-hours reduction factor (dailyReductionFactor / weeklyReductionFactor); default 1. */
  readonly reductionFactor?: DecimalInput;
}

export interface MacInput extends JudgementOptions {
  /** Highest measured concentration C_ME, mg/m³. */
  readonly cMe: DecimalInput;
  readonly mac: DecimalInput;
}

/** MAC substances: `C_ME ≤ MAC`. A reduction factor is validated but never lowers a MAC. */
export function judgeMac(input: MacInput): LimitCheck {
  const rf = requireReductionFactor(input.reductionFactor);
  const value = requireNonNegativeDecimal('C_ME', input.cMe);
  const mac = requirePositiveDecimal('MAC', input.mac);
  return {
    ...checkAtMost(rule(input.edition, 'mac', '最高容许浓度 (MAC)', 'C_ME ≤ MAC'), 'C_ME', value, 'MAC', mac, input.precision),
    reductionFactor: { factor: rf, applied: false },
  };
}

export interface TwaInput extends JudgementOptions {
  readonly cTwa: DecimalInput;
  readonly pcTwa: DecimalInput;
}

/**
 * `C_TWA ≤ PC-TWA × RF` (RF = 1 for a normal 8 h day / 40 h week). The reduced limit is the exact
 * product, compared unrounded; the report prints it rounded down (`displayedLimit`).
 */
export function judgeTwa(input: TwaInput): LimitCheck {
  const rf = requireReductionFactor(input.reductionFactor);
  const value = requireNonNegativeDecimal('C_TWA', input.cTwa);
  const pcTwa = requirePositiveDecimal('PC-TWA', input.pcTwa);
  const reduced = rf.lt(1);
  const limit = reduced ? pcTwa.mul(rf) : pcTwa;
  const ruleRef = reduced
    ? rule(input.edition, 'twa-reduced', 'PC-TWA（长工时折减）', 'C_TWA ≤ PC-TWA × RF')
    : rule(input.edition, 'twa', '时间加权平均容许浓度 (PC-TWA)', 'C_TWA ≤ PC-TWA');
  return {
    ...checkAtMost(ruleRef, 'C_TWA', value, reduced ? 'PC-TWA×RF' : 'PC-TWA', limit, input.precision),
    reductionFactor: { factor: rf, applied: reduced },
  };
}

export interface StelInput extends JudgementOptions {
  readonly cSte: DecimalInput;
  readonly pcStel: DecimalInput;
}

/** `C_STE ≤ PC-STEL`. A reduction factor is validated but never lowers a PC-STEL. */
export function judgeStel(input: StelInput): LimitCheck {
  const rf = requireReductionFactor(input.reductionFactor);
  const value = requireNonNegativeDecimal('C_STE', input.cSte);
  const pcStel = requirePositiveDecimal('PC-STEL', input.pcStel);
  return {
    ...checkAtMost(
      rule(input.edition, 'stel', '短时间接触容许浓度 (PC-STEL)', 'C_STE ≤ PC-STEL'),
      'C_STE',
      value,
      'PC-STEL',
      pcStel,
      input.precision,
    ),
    reductionFactor: { factor: rf, applied: false },
  };
}

export interface MixtureComponent {
  readonly substance: string;
  readonly concentration: DecimalInput;
  readonly limit: DecimalInput;
  /**
   * For a component judged against its PC-TWA on a long schedule: the reduction factor, so that
   * Li = PC-TWA × RF (validated like every other RF; default 1). Leave it out for MAC / PC-STEL.
   */
  readonly reductionFactor?: DecimalInput;
}

export interface MixtureResult {
  readonly sum: Decimal;
  readonly check: LimitCheck;
  readonly ratios: readonly {
    readonly substance: string;
    readonly ratio: Decimal;
    /** Li as used: the limit × RF, exact. */
    readonly limit: Decimal;
  }[];
}

/**
 * Mixtures acting on the same organ: `Σ Ci/Li ≤ 1`. Each ratio is rounded *up* at its 34th
 * significant digit, so the sum is never below the exact one; the sum is then rounded (GB/T 8170)
 * to 2 decimals unless told.
 */
export function judgeMixture(
  components: readonly MixtureComponent[],
  edition: JudgementEdition,
  precision: Precision = { decimals: 2 },
): MixtureResult {
  if (components.length < 2) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '混合物判定至少需要两种物质', { count: components.length });
  }
  const ratios = components.map((c) => {
    const rf = requireReductionFactor(c.reductionFactor);
    const limit = requirePositiveDecimal(`${c.substance}限值`, c.limit).mul(rf);
    const concentration = requireNonNegativeDecimal(`${c.substance}浓度`, c.concentration);
    return { substance: c.substance, ratio: concentration.div(limit, DEFAULT_PRECISION, 'ceiling'), limit };
  });
  const sum = Decimal.sum(ratios.map((r) => r.ratio));
  const check = checkAtMost(rule(edition, 'mixture', '多种化学物质联合作用', 'Σ Ci/Li ≤ 1'), 'Σ C/L', sum, '', 1, precision);
  return { sum, check, ratios };
}
