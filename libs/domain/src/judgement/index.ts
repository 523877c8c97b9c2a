export { checkAtMost, countCheck, DISPLAYED_LIMIT_SIGNIFICANT_DIGITS, displayedLimitFor, physicalRule, rule, ruleStandard, verdictOf } from './rule';
export type { JudgementEdition, LimitCheck, RuleReference, Verdict } from './rule';
export { dailyReductionFactor, REDUCTION_FACTOR_LABEL, requireReductionFactor, weeklyReductionFactor } from './reduction-factor';
export type { AppliedReductionFactor, ReductionFactor } from './reduction-factor';
export { judgeMac, judgeMixture, judgeStel, judgeTwa } from './chemical-judgement';
export type { JudgementOptions, MacInput, MixtureComponent, MixtureResult, StelInput, TwaInput } from './chemical-judgement';
export { excursionMultiple2007, judgePeakExposure, peakExposureLimits } from './peak-exposure';
export type {
  PeakExposureInput,
  PeakExposureResult,
  PeakLimits,
  PeakLimits2007,
  PeakLimits2019,
  PeakSubject,
  ShortTermSample,
} from './peak-exposure';
export { judgeDust } from './dust-judgement';
export type { DustFraction, DustFractionInput } from './dust-judgement';
export { concludeJob, concludePoint, concludeProject } from './conclusion';
export type { Conclusion, GroupConclusion, PointConclusion } from './conclusion';
export { judgePoint } from './point-judgement';
export type {
  PointAgent,
  PointCheck,
  PointConclusionText,
  PointJudgement,
  PointJudgementInput,
  PointJudgementOptions,
  PointSample,
  PointSampleKind,
  PointValue,
} from './point-judgement-types';
export { pointLimitFor } from './point-limit';
export type { PointLimit } from './point-limit';
export { rollUpPoints } from './point-roll-up';
export type { NamedPointConclusion, PointsRollUp } from './point-roll-up';
export { GENERAL_RECOMMENDATIONS, reportRecommendations } from './report-recommendations';
export type { FailingHazard, RecommendationHazardKind } from './report-recommendations';
