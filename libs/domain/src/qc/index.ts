export { qcCheckStandard, qcFitStandardCurve } from './standard-curve';
export type { QcCurveOptions, QcCurvePoint, QcStandardCurve } from './standard-curve';
export { qcDetectionLimits, qcMinimumDetectableConcentration, qcSampleStandardDeviation } from './detection-limits';
export type { QcDetectionLimits } from './detection-limits';
export {
  QC_RECOVERY_RANGE_NORMAL,
  QC_RECOVERY_RANGE_TRACE,
  qcBlankFilterCheck,
  qcDesorptionEfficiency,
  qcDuplicateCheck,
  qcSpikeRecovery,
} from './precision-checks';
export type { QcDuplicateFormula, QcPercentCheck } from './precision-checks';
export { qcAssertInstrumentUsable, qcInstrumentUsable } from './instrument-usable';
export type { QcInstrumentCheck, QcInstrumentStatus } from './instrument-usable';
