export { StateMachine } from './state-machine';
export type {
  StateDefinition,
  StateMachineDefinition,
  TransitionCheck,
  TransitionDefinition,
  TransitionGuard,
} from './state-machine';
export { StateMachineErrorCodes } from './state-machine-error-codes';
export { allGuards, requireDifferentPerson, requireReason } from './guards';
export type { ActorContext, ReasonContext } from './guards';
export { projectStateMachine } from './project-state-machine';
export type { ProjectContext, ProjectEvent, ProjectState } from './project-state-machine';
export { sampleStateMachine } from './sample-state-machine';
export type { SampleContext, SampleEvent, SampleState } from './sample-state-machine';
export { sampleHandoverStateMachine } from './sample-handover-state-machine';
export type { SampleHandoverContext, SampleHandoverEvent, SampleHandoverState } from './sample-handover-state-machine';
export { labRecordStateMachine } from './lab-record-state-machine';
export type { LabRecordContext, LabRecordEvent, LabRecordState } from './lab-record-state-machine';
export { reportStateMachine } from './report-state-machine';
export type { ReportContext, ReportEvent, ReportState } from './report-state-machine';
export { provincialPushStateMachine } from './provincial-push-state-machine';
export { surveyStateMachine } from './survey-state-machine';
export type { SurveyContext, SurveyEvent, SurveyState } from './survey-state-machine';
export type {
  ProvincialPushContext,
  ProvincialPushEvent,
  ProvincialPushState,
} from './provincial-push-state-machine';
export { equipmentIssueStateMachine } from './equipment-issue-state-machine';
export type { EquipmentIssueContext, EquipmentIssueEvent, EquipmentIssueState } from './equipment-issue-state-machine';
export { samplingPlanStateMachine } from './sampling-plan-state-machine';
export type { SamplingPlanContext, SamplingPlanEvent, SamplingPlanState } from './sampling-plan-state-machine';
export { samplingDayStateMachine } from './sampling-day-state-machine';
export type { SamplingDayContext, SamplingDayEvent, SamplingDayState } from './sampling-day-state-machine';
export { analysisStateMachine } from './analysis-state-machine';
export type { AnalysisContext, AnalysisEvent, AnalysisState } from './analysis-state-machine';
export { newsPublicationStateMachine } from './news-publication-state-machine';
export type { NewsPublicationContext, NewsPublicationEvent, NewsPublicationState } from './news-publication-state-machine';
export { reportDisclosureStateMachine } from './report-disclosure-state-machine';
export type { ReportDisclosureContext, ReportDisclosureEvent, ReportDisclosureState } from './report-disclosure-state-machine';
export { archiveStateMachine } from './archive-state-machine';
export type { ArchiveContext, ArchiveEvent, ArchiveState } from './archive-state-machine';
export { enterpriseDeclarationStateMachine } from './enterprise-declaration-state-machine';
export type { EnterpriseDeclarationContext, EnterpriseDeclarationEvent, EnterpriseDeclarationState } from './enterprise-declaration-state-machine';
