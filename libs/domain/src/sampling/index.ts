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
