/**
 * A report's approval on the wire (api/reportApproval): the queues of 项目审核, 审批流程 and 报告签发,
 * one report's approval (its flow as taken at submission, where it stands, who did each step and
 * when, what the caller may do), the commands 提交审批 / 通过 / 退回, and the sources a reviewer
 * checks the report's numbers against (the project's laboratory batches: 实验室检测 or 粉尘).
 */
import type { ApprovalStepKind } from '@ohit/domain';

export const REPORT_APPROVAL_URL = 'api/reportApproval';

/** Buttons that let a user act on approval steps (which steps: the step's role decides). */
export const APPROVAL_ACT_PERMISSIONS: readonly string[] = ['projectAudit:approve', 'approval:approve', 'reportIssue:approve'];
/** Buttons that let a user read the approval queues and pages. */
export const APPROVAL_READ_PERMISSIONS: readonly string[] = ['projectAudit:list', 'approval:list', 'reportIssue:list', ...APPROVAL_ACT_PERMISSIONS];

/**
 * Which reports a queue lists: `pending` those at a step the caller may do now, `acted` those the
 * caller did a step of, `issuing` those at their 签发 step (or a step after it), `issued` the issued ones.
 */
export type ApprovalQueueScope = 'pending' | 'acted' | 'issuing' | 'issued';
export const APPROVAL_QUEUE_SCOPES: readonly ApprovalQueueScope[] = ['pending', 'acted', 'issuing', 'issued'];

export interface ApprovalQueueRow {
  reportId: number;
  code: string;
  reportVersion: number;
  state: string;
  stateLabel: string;
  projectId: number;
  projectCode: string;
  projectName: string;
  inspectedUnitName: string | null;
  checkTypeName: string | null;
  /** Incoming samples (来样检测): the approval page shows the incoming variants of the sources. */
  incoming: boolean;
  /** The step waiting (null once issued) and the role that does it. */
  stepKey: string | null;
  stepName: string | null;
  roleName: string | null;
  compiledByName: string | null;
  submittedAt: string | null;
  issueDate: string | null;
  organizationId: number;
}

export type ApprovalStepStatus = 'done' | 'current' | 'waiting';

export interface ApprovalStepView {
  key: string;
  kind: ApprovalStepKind;
  name: string;
  roleName: string | null;
  status: ApprovalStepStatus;
  /** Who last did the step and when (done steps). */
  actorName: string | null;
  at: string | null;
}

export type ApprovalAction = 'submit' | 'pass' | 'issue' | 'return';

export const APPROVAL_ACTION_LABELS: Readonly<Record<ApprovalAction, string>> = { submit: '提交审批', pass: '通过', issue: '签发', return: '退回' };

/** One approval event of the report's history: who did what at which step, when, and why. */
export interface ApprovalTimelineEntry {
  action: ApprovalAction;
  actionLabel: string;
  fromStep: string | null;
  toStep: string | null;
  actorName: string | null;
  at: string;
  reason: string | null;
}

export interface ReportApprovalView {
  reportId: number;
  /** The report row's version (the kernel's lock), for the commands. */
  version: number;
  code: string;
  reportVersion: number;
  state: string;
  stateLabel: string;
  projectId: number;
  projectCode: string;
  projectName: string;
  inspectedUnitName: string | null;
  incoming: boolean;
  compiledByName: string | null;
  flowName: string | null;
  steps: ApprovalStepView[];
  /** The step waiting; null once issued. */
  current: string | null;
  /** What the caller may do now, and if not, why (Chinese). */
  mayAct: boolean;
  refusal: string | null;
  /** The steps 退回 may go back to (earlier ones, nearest last). */
  returnTargets: { key: string; name: string }[];
  timeline: ApprovalTimelineEntry[];
  organizationId: number;
}

/** 提交审批 / 通过: the step the caller saw (a second click after someone else acted is refused). */
export interface ApprovalPassBody {
  step: string;
  reason?: string;
}

/** 退回: to an earlier step, with a reason. */
export interface ApprovalReturnBody {
  step: string;
  target: string;
  reason: string;
}

/** Which of the project's laboratory batches a source view shows: 实验室检测 (chemicals) or 粉尘. */
export type ApprovalSourceKind = 'lab' | 'dust';

/** The instrument families whose batches are the dust records (粉尘 pages: pageSysfc). */
export const DUST_FAMILIES: readonly string[] = ['dust-gravimetric', 'dust-dispersity', 'free-silica'];

/** A measured item of a batch as its record holds it. */
export interface ApprovalSourceItem {
  sampleCode: string | null;
  kind: string;
  kindLabel: string;
  hazard: string | null;
  resultText: string | null;
  resultValue: string | null;
  belowLod: boolean | null;
  flags: string | null;
}

/** A laboratory batch (its original record) of the report's project. */
export interface ApprovalSourceBatch {
  id: number;
  code: string;
  family: string;
  familyLabel: string;
  hazard: string | null;
  methodName: string | null;
  standardNo: string | null;
  analysisDate: string | null;
  state: string;
  stateLabel: string;
  analystName: string | null;
  checkerName: string | null;
  verifierName: string | null;
  qcPassed: boolean | null;
  items: ApprovalSourceItem[];
}

const id = (value: number | string) => encodeURIComponent(String(value));

export const approvalQueuePath = (): string => `${REPORT_APPROVAL_URL}/queue`;
/** `GET …?code=&flag=&organizationId=`: the report a detail link names (its number and version, the newest when no flag) → `{reportId}`. */
export const approvalLookupPath = (): string => `${REPORT_APPROVAL_URL}/lookup`;
export const reportApprovalPath = (reportId: number | string): string => `${REPORT_APPROVAL_URL}/${id(reportId)}`;
export const approvalSourcesPath = (reportId: number | string): string => `${REPORT_APPROVAL_URL}/${id(reportId)}/sources`;
export const approvalActionPath = (reportId: number | string, action: 'submit' | 'pass' | 'return'): string => `${REPORT_APPROVAL_URL}/${id(reportId)}/${action}`;
