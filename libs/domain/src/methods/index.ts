export { labMethodProblems, MAX_REPORT_DECIMALS, MEASURED_NON_HAZARD_FACTORS, unknownMeasuredFactorNames } from './lab-method-rules';
export type { LabMethodFacts } from './lab-method-rules';
