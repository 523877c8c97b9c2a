export { Decimal, dec, DEFAULT_PRECISION } from './decimal';
export type { DecimalInput, Precision } from './decimal';
export { divideRounded, GB_T_8170 } from './rounding';
export type { RoundingMode } from './rounding';
export { exp, ln, log10, pow10, sqrt } from './math';
export {
  belowDetection,
  classifyAgainstLimit,
  formatMeasured,
  isBelowDetection,
  parseMeasured,
  quantified,
} from './measured-value';
export type { BelowDetectionValue, MeasuredValue, QuantifiedValue } from './measured-value';
