// Same-platform supervision (issue 15): expert tasks, scoring sheets, third-party QC and its points.
export { expertTaskStateMachine, expertCheckStateMachine, expertCheckResponseStateMachine, scoreSheetStateMachine, scoreRecordStateMachine, thirdPartyQcStateMachine } from './machines';
export type { ExpertCheckContext } from './machines';
export { expertGroupRefusal, parseOrgCodes } from './expert-group';
export type { GroupMember, ReviewedOrganisation } from './expert-group';
export { deductionRefusal, gradeOf, scoreBySheet, thresholdsRefusal, SCORE_GRADE_LABELS } from './scoring';
export type { GradeThresholds, ScoreDeduction, ScoreGrade, ScoreResult, ScoreSheetItem } from './scoring';
export { amountOutstanding, integralPoints, qcEngagementEvents, ruleInForce, INTEGRAL_EVENT_LABELS } from './integral';
export type { IntegralEvent, IntegralEventKind, IntegralLine, IntegralRule } from './integral';
export { opinionScoreTotal } from './opinion-total';
