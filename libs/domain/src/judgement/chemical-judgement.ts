import { Decimal, type DecimalInput, type Precision } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';
import { checkAtMost, rule, type JudgementEdition, type LimitCheck } from './rule';

export interface MacInput {
  /** Highest measured concentration C_ME, mg/m³. */
  readonly cMe: DecimalInput;
  readonly mac: DecimalInput;
  readonly edition: JudgementEdition;
  readonly precision?: Precision;
}

/** MAC substances: `C_ME ≤ MAC`. */
export function judgeMac(input: MacInput): LimitCheck {
  const value = requireNonNegativeDecimal('C_ME', input.cMe);
  const mac = requirePositiveDecimal('MAC', input.mac);
  return checkAtMost(rule(input.edition, 'mac', '最高容许浓度 (MAC)', 'C_ME ≤ MAC'), 'C_ME', value, 'MAC', mac, input.precision);
}

export interface TwaInput {
  readonly cTwa: DecimalInput;
  readonly pcTwa: DecimalInput;
  readonly edition: JudgementEdition;
  /** Long-hours reduction factor (dailyReductionFactor / weeklyReductionFactor); default 1. */
  readonly reductionFactor?: DecimalInput;
  readonly precision?: Precision;
}

/** `C_TWA ≤ PC-TWA × RF` (RF = 1 for a normal 8 h day / 40 h week). */
export function judgeTwa(input: TwaInput): LimitCheck {
  const value = requireNonNegativeDecimal('C_TWA', input.cTwa);
  const pcTwa = requirePositiveDecimal('PC-TWA', input.pcTwa);
  const rf = requirePositiveDecimal('折减因子', input.reductionFactor ?? Decimal.ONE);
  if (rf.gt(1)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `折减因子不能大于 1：${rf.toString()}`, { rf: rf.toString() });
  }
  const reduced = !rf.eq(1);
  // A reduced limit is shown to the value's precision (or 3 significant digits) so reports stay readable.
  const limit = reduced ? pcTwa.mul(rf).round(input.precision ?? { significantDigits: 3 }) : pcTwa;
  const ruleRef = reduced
    ? rule(input.edition, 'twa-reduced', 'PC-TWA（长工时折减）', 'C_TWA ≤ PC-TWA × RF')
    : rule(input.edition, 'twa', '时间加权平均容许浓度 (PC-TWA)', 'C_TWA ≤ PC-TWA');
  return checkAtMost(ruleRef, 'C_TWA', value, reduced ? 'PC-TWA×RF' : 'PC-TWA', limit, input.precision);
}

export interface StelInput {
  readonly cSte: DecimalInput;
  readonly pcStel: DecimalInput;
  readonly edition: JudgementEdition;
  readonly precision?: Precision;
}

/** `C_STE ≤ PC-STEL`. */
export function judgeStel(input: StelInput): LimitCheck {
  const value = requireNonNegativeDecimal('C_STE', input.cSte);
  const pcStel = requirePositiveDecimal('PC-STEL', input.pcStel);
  return checkAtMost(
    rule(input.edition, 'stel', '短时间接触容许浓度 (PC-STEL)', 'C_STE ≤ PC-STEL'),
    'C_STE',
    value,
    'PC-STEL',
    pcStel,
    input.precision,
  );
}

export interface MixtureComponent {
  readonly substance: string;
  readonly concentration: DecimalInput;
  readonly limit: DecimalInput;
}

export interface MixtureResult {
  readonly sum: Decimal;
  readonly check: LimitCheck;
  readonly ratios: readonly { readonly substance: string; readonly ratio: Decimal }[];
}

/** Mixtures acting on the same organ: `Σ Ci/Li ≤ 1`. The sum is rounded to 2 decimals unless told. */
export function judgeMixture(
  components: readonly MixtureComponent[],
  edition: JudgementEdition,
  precision: Precision = { decimals: 2 },
): MixtureResult {
  if (components.length < 2) {
    throw new DomainError(DomainErrorCodes.invalidArgument, '混合物判定至少需要两种物质', { count: components.length });
  }
  const ratios = components.map((c) => ({
    substance: c.substance,
    ratio: requireNonNegativeDecimal(`${c.substance}浓度`, c.concentration).div(
      requirePositiveDecimal(`${c.substance}限值`, c.limit),
    ),
  }));
  const sum = Decimal.sum(ratios.map((r) => r.ratio));
  const check = checkAtMost(rule(edition, 'mixture', '多种化学物质联合作用', 'Σ Ci/Li ≤ 1'), 'Σ C/L', sum, '', 1, precision);
  return { sum, check, ratios };
}
