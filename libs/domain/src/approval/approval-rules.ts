/**
 * Who may do what on a report's approval (ISO/IEC 17025 7.8.1: reports reviewed and authorised
 * before issue, by people other than their author). A report in approval stands at one step of its
 * flow; the step's role holders pass it (the next step, or — after the last — the report is
 * issued) or return it to any earlier step with a reason. Nobody acts on a step after having done
 * the step before it, and the report's compiler never does its first approval step.
 */
import type { ApprovalFlow, ApprovalStep } from './approval-flow';

/** Where a report stands: the step waiting (null once issued) and who last did each step passed. */
export interface ApprovalProgress {
  current: string | null;
  /** Step key → the user who passed it (cleared for the steps a return sends it back over). */
  actors: Readonly<Record<string, number>>;
}

export interface ApprovalActor {
  id: number;
  /** Ids of the roles the user holds. */
  roleIds: readonly number[];
  /** An administrator holds every role (the four-eyes rules still apply). */
  isAdmin?: boolean;
}

/** Facts of the report the rules read. */
export interface ApprovalSubject {
  /** The report's compiler (编制人). */
  compilerId: number | null;
}

export type ApprovalRefusalCode =
  | 'issued'
  | 'notSubmitted'
  | 'submitted'
  | 'staleStep'
  | 'role'
  | 'previousActor'
  | 'compiler'
  | 'reasonRequired'
  | 'unknownStep'
  | 'notEarlier';

/** Why an approval action is refused: a stable code and a Chinese message. */
export interface ApprovalRefusal {
  code: ApprovalRefusalCode;
  message: string;
}

export class ApprovalRefusedError extends Error {
  override readonly name = 'ApprovalRefusedError';
  constructor(readonly refusal: ApprovalRefusal) {
    super(refusal.message);
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** A step passed or returned: the step it was at and the one it is at now (null: issued). */
export interface ApprovalMove {
  from: ApprovalStep;
  to: ApprovalStep | null;
  progress: ApprovalProgress;
}

const refuse = (code: ApprovalRefusalCode, message: string): ApprovalRefusal => ({ code, message });

/** A report that has just entered its flow: at 编制, nobody has acted. */
export function startApproval(flow: ApprovalFlow): ApprovalProgress {
  return { current: flow.steps[0].key, actors: {} };
}

export function stepOf(flow: ApprovalFlow, key: string | null): ApprovalStep | undefined {
  return key === null ? undefined : flow.steps.find((s) => s.key === key);
}

const indexOf = (flow: ApprovalFlow, key: string | null) => (key === null ? -1 : flow.steps.findIndex((s) => s.key === key));

/** The report's coarse phase: at 编制, within the approval steps, or issued. */
export function approvalPhase(flow: ApprovalFlow, progress: ApprovalProgress): 'compiling' | 'approving' | 'issued' {
  if (progress.current === null) return 'issued';
  return indexOf(flow, progress.current) <= 0 ? 'compiling' : 'approving';
}

/**
 * Why this person may not act on the report's current step, or null: the flow must not be over,
 * the person must hold the step's role, must not have passed the step before it, and — on the
 * first approval step — must not be the report's compiler.
 */
export function actRefusal(flow: ApprovalFlow, progress: ApprovalProgress, actor: ApprovalActor, subject: ApprovalSubject): ApprovalRefusal | null {
  const at = indexOf(flow, progress.current);
  if (progress.current === null) return refuse('issued', '报告已签发，审批流程已结束');
  if (at < 0) return refuse('unknownStep', `报告所处的审批步骤不存在：${progress.current}`);
  const step = flow.steps[at];
  if (step.roleId !== null && !actor.isAdmin && !actor.roleIds.includes(step.roleId)) {
    return refuse('role', `“${step.name}”须由“${step.roleName ?? '指定'}”角色的人员办理`);
  }
  if (at > 0) {
    const previous = flow.steps[at - 1];
    if (at === 1 && subject.compilerId === actor.id) return refuse('compiler', `报告编制人不能办理“${step.name}”`);
    if (progress.actors[previous.key] === actor.id) return refuse('previousActor', `您已办理上一步“${previous.name}”，不能再办理“${step.name}”`);
  }
  return null;
}

/** Refuses when the step the person saw is no longer the one the report is at (someone acted first). */
export function expectStep(flow: ApprovalFlow, progress: ApprovalProgress, seen: string): ApprovalRefusal | null {
  if (progress.current === seen) return null;
  if (progress.current === null) return refuse('issued', '报告已签发，审批流程已结束');
  const now = stepOf(flow, progress.current);
  return refuse('staleStep', `该报告已由他人办理，当前步骤为“${now?.name ?? progress.current}”，请刷新后再操作`);
}

/** The current step done: on to the next, or issued after the last. Refused per actRefusal. */
export function passStep(flow: ApprovalFlow, progress: ApprovalProgress, actor: ApprovalActor, subject: ApprovalSubject): ApprovalMove {
  const refusal = actRefusal(flow, progress, actor, subject);
  if (refusal) throw new ApprovalRefusedError(refusal);
  const at = indexOf(flow, progress.current);
  const from = flow.steps[at];
  const to = flow.steps[at + 1] ?? null;
  return { from, to, progress: { current: to?.key ?? null, actors: { ...progress.actors, [from.key]: actor.id } } };
}

/** The steps the current one may be returned to: every earlier step, nearest last. */
export function returnTargets(flow: ApprovalFlow, progress: ApprovalProgress): ApprovalStep[] {
  const at = indexOf(flow, progress.current);
  return at > 0 ? flow.steps.slice(0, at) : [];
}

/**
 * Back to an earlier step with a reason, by whoever may act on the current step. The steps from
 * the target on are to be done again, so who did them is forgotten (the history keeps it); the
 * step before the target keeps its actor, who therefore still may not do the target.
 */
export function returnToStep(
  flow: ApprovalFlow,
  progress: ApprovalProgress,
  actor: ApprovalActor,
  subject: ApprovalSubject,
  targetKey: string,
  reason: string | null | undefined,
): ApprovalMove {
  if (!reason || reason.trim() === '') throw new ApprovalRefusedError(refuse('reasonRequired', '退回必须填写原因'));
  if (progress.current === null) throw new ApprovalRefusedError(refuse('issued', '报告已签发，审批流程已结束'));
  const at = indexOf(flow, progress.current);
  if (at === 0) throw new ApprovalRefusedError(refuse('notSubmitted', '报告尚未提交审批，不能退回'));
  const refusal = actRefusal(flow, progress, actor, subject);
  if (refusal) throw new ApprovalRefusedError(refusal);
  const target = indexOf(flow, targetKey);
  if (target < 0) throw new ApprovalRefusedError(refuse('unknownStep', '退回的步骤不存在'));
  if (target >= at) throw new ApprovalRefusedError(refuse('notEarlier', `只能退回到“${flow.steps[at].name}”之前的步骤`));
  const actors: Record<string, number> = {};
  for (const s of flow.steps.slice(0, target)) if (progress.actors[s.key] !== undefined) actors[s.key] = progress.actors[s.key];
  return { from: flow.steps[at], to: flow.steps[target], progress: { current: flow.steps[target].key, actors } };
}
