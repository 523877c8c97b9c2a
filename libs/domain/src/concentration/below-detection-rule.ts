import { Decimal, type DecimalInput } from '../decimal/decimal';
import { quantified, type MeasuredValue } from '../decimal/measured-value';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal } from '../errors/guards';

/** How a "< LOD" segment counts inside C_TWA or C_STE: a per-method setting. */
export type BelowDetectionRule = 'zero' | 'half-limit' | 'limit';

export function requireBelowDetectionRule(rule: BelowDetectionRule): BelowDetectionRule {
  if (rule !== 'zero' && rule !== 'half-limit' && rule !== 'limit') {
    throw new DomainError(DomainErrorCodes.invalidArgument, `未知的低于检出限计算规则：${String(rule)}`, { rule });
  }
  return rule;
}

/** A plain number or decimal is a quantified value; a MeasuredValue is kept. */
export function toMeasured(value: MeasuredValue | DecimalInput): MeasuredValue {
  if (typeof value === 'object' && !(value instanceof Decimal)) return value;
  return quantified(value);
}

/** The concentration a segment contributes: its value, or 0 / LOD/2 / LOD when below detection. */
export function countedConcentration(value: MeasuredValue, rule: BelowDetectionRule): Decimal {
  if (value.kind === 'quantified') return requireNonNegativeDecimal('浓度', value.value);
  if (rule === 'zero') return Decimal.ZERO;
  return rule === 'half-limit' ? value.limit.div(2) : value.limit;
}
