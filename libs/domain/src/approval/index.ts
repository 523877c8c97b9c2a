export {
  APPROVAL_FLOW_MAX_STEPS,
  APPROVAL_STEP_KIND_LABELS,
  APPROVAL_STEP_KINDS,
  APPROVAL_STEP_NAME_MAX,
  ApprovalFlowError,
  approvalFlowOf,
  approvalFlowProblems,
  DEFAULT_APPROVAL_STEPS,
  defaultApprovalFlow,
  isApprovalStepKind,
  QC_SEAL_STEP,
} from './approval-flow';
export type { ApprovalFlow, ApprovalStep, ApprovalStepConfig, ApprovalStepKind } from './approval-flow';
export { actRefusal, ApprovalRefusedError, approvalPhase, expectStep, passStep, returnTargets, returnToStep, startApproval, stepOf } from './approval-rules';
export type { ApprovalActor, ApprovalMove, ApprovalProgress, ApprovalRefusal, ApprovalRefusalCode, ApprovalSubject } from './approval-rules';
