export { standardVolume, STANDARD_VOLUME_SOURCE, STANDARD_VOLUME_TRIGGERS } from './standard-volume';
export type { StandardVolumeInput, StandardVolumeResult, StandardVolumeTrigger } from './standard-volume';
export { sampledVolume, DEFAULT_FLOW_DRIFT_LIMIT_PERCENT } from './sampled-volume';
export type { SampledVolumeInput, SampledVolumeResult } from './sampled-volume';
export { fixedPointCount, FIXED_POINTS_SOURCE } from './fixed-points';
export type { FixedPointRequirement } from './fixed-points';
export { individualSubjectCount, INDIVIDUAL_SUBJECTS_SOURCE } from './individual-subjects';
export type { IndividualSubjectRequirement, SubjectSelection } from './individual-subjects';
export { samplingPeriod } from './sampling-period';
export type { MonitoringType, SamplingPeriodRequirement } from './sampling-period';
export { validateSamplingPlan, SHORT_SAMPLE_MINUTES } from './plan-validator';
export type {
  EquipmentGroup,
  JobPlan,
  PlanIssue,
  PlanIssueCode,
  PlannedPoints,
  PlannedSampleKind,
  PlanValidation,
  SamplingPlan,
  WorkSitePlan,
} from './plan-validator';
export { SAMPLE_KIND_LABELS } from './plan-validator';
export { monitoringTypeOfCheckType } from './sampling-period';
export { isShortKind, planRowKey, PLAN_ROW_VALUE_FIELDS, SAMPLE_TYPE_LABELS } from './plan-rows';
export type { PlanRow, PlanRowIdentity, PlanRowValues, SampleType } from './plan-rows';
export { limitKindsOf } from './limit-kinds';
export { generateSamplingPlan } from './plan-generator';
export type {
  GeneratedPlan,
  PlanGenerationInput,
  SamplingMethodDefaults,
  SurveyEquipmentGroup,
  SurveyFacts,
  SurveyPost,
  SurveyPostHazard,
} from './plan-generator';
export { checkSamplingPlan, jobName, toSamplingPlan } from './plan-check';
export type { PlanCheckInput, PlanCheckIssue } from './plan-check';
export { applyPlanDiff, diffPlanRows, planRowBaseline, sameValue } from './plan-diff';
export type { PlanDiff, PlanDiffAcceptance, PlanFieldChange, PlanRowChange, PlanRowField, StoredPlanRow } from './plan-diff';
export { expandSamples, reconcileSamples } from './sample-expansion';
export type { ExpandedSample } from './sample-expansion';
export { BLANK_MARKER, DEFAULT_SAMPLE_CODE_PATTERN, formatSampleCode, sampleCodePatternError, sampleCodes } from './sample-codes';
export type { SampleCodeContext } from './sample-codes';
export {
  elapsedMinutes,
  minuteSecondMinutes,
  recordDurationMinutes,
  recordFlowDrift,
  recordFlowDriftExceeded,
  recordSampledVolume,
  recordStandardVolume,
  samplingDuration,
  samplingRecordProblems,
  samplingRecordVolumes,
} from './sampling-record';
export type { SamplingRecordInput, SamplingRecordVolumes } from './sampling-record';
export { SAMPLING_CONDITION_RANGES, samplingConditionProblems } from './sampling-conditions';
export type { SamplingCondition } from './sampling-conditions';
