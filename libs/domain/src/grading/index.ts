export { GradingErrorCodes } from './grading-error-codes';
export { gradingDate, GradingRuleSets } from './versioned-rule-sets';
export type { GradingRuleSet } from './versioned-rule-sets';
export { chemicalGrading2010, chemicalGrading2026, chemicalGradingRuleSets, gradeChemicalHazard } from './chemical-grading';
export type {
  ChemicalGradingInput,
  ChemicalGradingResult,
  ChemicalToxicityClass,
  GradingLabourIntensity,
} from './chemical-grading';
export { gradeNoiseHazard, noiseGrading2012, noiseGrading2026, noiseGradingRuleSets } from './noise-grading';
export type { NoiseGradingInput, NoiseGradingResult } from './noise-grading';
export type { TranscribedEdition, TranscribedRuleSet } from './versioned-rule-sets';
export { assessRisk, nextDetectionDueOf, overallRiskClass, RISK_CLASS_LABELS } from './risk-assessment';
export type { RiskAssessmentOptions, RiskAssessmentResult, RiskClass, RiskGrading, RiskHazardInput } from './risk-assessment';
