/**
 * A report's approval flow (审批流程): the ordered steps a report passes from its compilation to its
 * issue, configurable per organisation and report type — for example 编制 → 校核 → 审核 → 签发
 * (→ 质控签章). Each step is done by the holders of a role; the first step is always 编制 (the
 * compiler submits), one step is 签发, and at least one approval step comes between them. After
 * the last step the report is issued.
 */

/** What a step is for; the name is the organisation's own words for it. */
export type ApprovalStepKind = 'compile' | 'check' | 'review' | 'approve' | 'issue' | 'qcSeal';

export const APPROVAL_STEP_KIND_LABELS: Readonly<Record<ApprovalStepKind, string>> = {
  compile: '编制',
  check: '校核',
  review: '审核',
  approve: '批准',
  issue: '签发',
  qcSeal: '质控签章',
};

export const APPROVAL_STEP_KINDS = Object.keys(APPROVAL_STEP_KIND_LABELS) as ApprovalStepKind[];

/** The longest step name (it is printed in the history and on the report's timeline). */
export const APPROVAL_STEP_NAME_MAX = 20;
/** The most steps a flow may have. */
export const APPROVAL_FLOW_MAX_STEPS = 10;

/** A step as configured: its kind, name and the role whose holders do it (null: anyone holding the approval permission). */
export interface ApprovalStepConfig {
  kind: ApprovalStepKind;
  name: string;
  roleId: number | null;
  /** The role's name, for messages. */
  roleName?: string | null;
}

/** A step of a flow in force: a key unique within the flow, so a report can say where it stands. */
export interface ApprovalStep extends ApprovalStepConfig {
  key: string;
}

export interface ApprovalFlow {
  steps: readonly ApprovalStep[];
}

export const isApprovalStepKind = (value: unknown): value is ApprovalStepKind =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(APPROVAL_STEP_KIND_LABELS, value);

/**
 * Why the configured steps cannot make a flow, in Chinese, or an empty list: 编制 first and only
 * once, 签发 exactly once, at least one approval step between them, each step named (unique, at
 * most 20 characters), at most 10 steps.
 */
export function approvalFlowProblems(steps: readonly ApprovalStepConfig[]): string[] {
  const problems: string[] = [];
  const kinds = steps.map((s) => s.kind);
  const unknown = kinds.filter((k) => !isApprovalStepKind(k));
  if (unknown.length > 0) problems.push(`未知的步骤类型：${unknown.join('、')}`);
  if (steps.length > APPROVAL_FLOW_MAX_STEPS) problems.push(`审批流程最多${APPROVAL_FLOW_MAX_STEPS}个步骤`);
  if (kinds[0] !== 'compile') problems.push('审批流程的第一步必须是编制');
  if (kinds.filter((k) => k === 'compile').length > 1) problems.push('审批流程只能有一个编制步骤');
  const issues = kinds.filter((k) => k === 'issue').length;
  if (issues === 0) problems.push('审批流程必须有签发步骤');
  if (issues > 1) problems.push('审批流程只能有一个签发步骤');
  const issueAt = kinds.indexOf('issue');
  const approvals = kinds.slice(0, issueAt < 0 ? kinds.length : issueAt).filter((k) => k !== 'compile' && k !== 'issue');
  if (approvals.length === 0) problems.push('编制与签发之间至少需要一个审批步骤（如校核、审核）');
  const names = new Set<string>();
  for (const step of steps) {
    const name = (step.name ?? '').trim();
    if (!name) problems.push('步骤名称不能为空');
    else if (name.length > APPROVAL_STEP_NAME_MAX) problems.push(`步骤名称不能超过${APPROVAL_STEP_NAME_MAX}个字：${name}`);
    else if (names.has(name)) problems.push(`步骤名称重复：${name}`);
    names.add(name);
  }
  return problems;
}

/**
 * The flow of configured steps, each given its key: the kind, numbered from the second of a kind
 * on (review, review2 …) — stable for a flow, readable in events. Refused with the problems joined
 * when the steps do not make a flow.
 */
export function approvalFlowOf(steps: readonly ApprovalStepConfig[]): ApprovalFlow {
  const problems = approvalFlowProblems(steps);
  if (problems.length > 0) throw new ApprovalFlowError(problems);
  const seen = new Map<string, number>();
  return {
    steps: steps.map((s) => {
      const n = (seen.get(s.kind) ?? 0) + 1;
      seen.set(s.kind, n);
      return { key: n === 1 ? s.kind : `${s.kind}${n}`, kind: s.kind, name: s.name.trim(), roleId: s.roleId ?? null, roleName: s.roleName ?? null };
    }),
  };
}

/** Steps that do not make a flow (the messages are Chinese and listed in full). */
export class ApprovalFlowError extends Error {
  override readonly name = 'ApprovalFlowError';
  constructor(readonly problems: readonly string[]) {
    super(`审批流程配置不完整：${problems.join('；')}`);
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

const step = (kind: ApprovalStepKind): ApprovalStepConfig => ({ kind, name: APPROVAL_STEP_KIND_LABELS[kind], roleId: null });

/** The default flow: 编制 → 校核 → 审核 → 签发, each approval step by anyone holding the approval permission. */
export const DEFAULT_APPROVAL_STEPS: readonly ApprovalStepConfig[] = [step('compile'), step('check'), step('review'), step('issue')];

/** The optional last step: the quality manager's seal (质控签章) after 签发. */
export const QC_SEAL_STEP: ApprovalStepConfig = step('qcSeal');

/** The default flow, with the 质控签章 step when asked. */
export function defaultApprovalFlow(options: { qcSeal?: boolean } = {}): ApprovalFlow {
  return approvalFlowOf(options.qcSeal ? [...DEFAULT_APPROVAL_STEPS, QC_SEAL_STEP] : DEFAULT_APPROVAL_STEPS);
}
