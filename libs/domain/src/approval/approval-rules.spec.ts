import { approvalFlowOf, type ApprovalStepConfig } from './approval-flow';
import {
  actRefusal,
  ApprovalRefusedError,
  approvalPhase,
  type ApprovalActor,
  type ApprovalProgress,
  expectStep,
  passStep,
  returnTargets,
  returnToStep,
  startApproval,
} from './approval-rules';

// roles: 1 编制员, 2 校核员, 3 审核员, 4 签发人
const CONFIG: ApprovalStepConfig[] = [
  { kind: 'compile', name: '编制', roleId: 1, roleName: '编制员' },
  { kind: 'check', name: '校核', roleId: 2, roleName: '校核员' },
  { kind: 'review', name: '审核', roleId: 3, roleName: '审核员' },
  { kind: 'issue', name: '签发', roleId: 4, roleName: '签发人' },
];
const flow = approvalFlowOf(CONFIG);
const person = (id: number, ...roleIds: number[]): ApprovalActor => ({ id, roleIds });
const compiler = person(10, 1);
const checker = person(20, 2);
const reviewer = person(30, 3);
const issuer = person(40, 4);
const report = { compilerId: compiler.id };

/** Refusal code of a throwing call. */
function refusedCode(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof ApprovalRefusedError) return e.refusal.code;
    throw e;
  }
  throw new Error('not refused');
}

function walk(...actors: ApprovalActor[]): ApprovalProgress {
  return actors.reduce((p, a) => passStep(flow, p, a, report).progress, startApproval(flow));
}

describe('approval rules', () => {
  it('walks 编制 → 校核 → 审核 → 签发 with different people and is issued after the last step', () => {
    let p = startApproval(flow);
    expect(approvalPhase(flow, p)).toBe('compiling');
    const moves = [compiler, checker, reviewer, issuer].map((a) => {
      const move = passStep(flow, p, a, report);
      p = move.progress;
      return `${move.from.name}→${move.to?.name ?? '已签发'}`;
    });
    expect(moves).toEqual(['编制→校核', '校核→审核', '审核→签发', '签发→已签发']);
    expect(p).toEqual({ current: null, actors: { compile: 10, check: 20, review: 30, issue: 40 } });
    expect(approvalPhase(flow, p)).toBe('issued');
    expect(refusedCode(() => passStep(flow, p, issuer, report))).toBe('issued');
  });

  it('no self-approval: the report’s compiler may not do the first approval step, even holding its role', () => {
    const p = walk(person(11, 1)); // a colleague submitted the report compiled by 10
    expect(actRefusal(flow, p, person(10, 2), report)).toEqual({ code: 'compiler', message: '报告编制人不能办理“校核”' });
    expect(actRefusal(flow, p, checker, report)).toBeNull();
  });

  it('refuses the person who did the previous step', () => {
    const both = person(50, 2, 3);
    const p = walk(compiler, both);
    expect(approvalPhase(flow, p)).toBe('approving');
    expect(actRefusal(flow, p, both, report)).toEqual({ code: 'previousActor', message: '您已办理上一步“校核”，不能再办理“审核”' });
    expect(refusedCode(() => passStep(flow, p, both, report))).toBe('previousActor');
    // … but may do a later step that does not follow his own
    const q = passStep(flow, p, reviewer, report).progress;
    expect(actRefusal(flow, q, person(50, 4), report)).toBeNull();
  });

  it('refuses someone without the step’s role; an administrator holds every role but not the four-eyes exemption', () => {
    const p = walk(compiler);
    expect(actRefusal(flow, p, reviewer, report)).toEqual({ code: 'role', message: '“校核”须由“校核员”角色的人员办理' });
    expect(actRefusal(flow, p, { id: 99, roleIds: [], isAdmin: true }, report)).toBeNull();
    expect(actRefusal(flow, p, { id: compiler.id, roleIds: [], isAdmin: true }, report)?.code).toBe('compiler');
    const submittedByColleague = walk(person(11, 1));
    expect(actRefusal(flow, submittedByColleague, { id: 11, roleIds: [], isAdmin: true }, report)?.code).toBe('previousActor');
  });

  it('a step without a role is open to anyone (the approval permission is checked by the caller)', () => {
    const open = approvalFlowOf(CONFIG.map((c) => ({ ...c, roleId: null })));
    const p = passStep(open, startApproval(open), compiler, report).progress;
    expect(actRefusal(open, p, person(77), report)).toBeNull();
  });

  it('returns to any earlier step with a reason; the steps from there on are done again', () => {
    const p = walk(compiler, checker, reviewer);
    expect(returnTargets(flow, p).map((s) => s.name)).toEqual(['编制', '校核', '审核']);
    const back = returnToStep(flow, p, issuer, report, 'check', '第3页数据与原始记录不符');
    expect(back.from.name).toBe('签发');
    expect(back.to?.name).toBe('校核');
    expect(back.progress).toEqual({ current: 'check', actors: { compile: 10 } });
    // the submitter still may not check; the earlier checker may check again
    expect(actRefusal(flow, back.progress, checker, report)).toBeNull();
    const toCompile = returnToStep(flow, p, issuer, report, 'compile', '结论需重写');
    expect(toCompile.progress).toEqual({ current: 'compile', actors: {} });
    expect(approvalPhase(flow, toCompile.progress)).toBe('compiling');
  });

  it('refuses a return without a reason, to the current or a later step, or from 编制', () => {
    const p = walk(compiler, checker);
    expect(refusedCode(() => returnToStep(flow, p, reviewer, report, 'check', ''))).toBe('reasonRequired');
    expect(refusedCode(() => returnToStep(flow, p, reviewer, report, 'check', '   '))).toBe('reasonRequired');
    expect(refusedCode(() => returnToStep(flow, p, reviewer, report, 'review', '原因'))).toBe('notEarlier');
    expect(refusedCode(() => returnToStep(flow, p, reviewer, report, 'issue', '原因'))).toBe('notEarlier');
    expect(refusedCode(() => returnToStep(flow, p, reviewer, report, 'nope', '原因'))).toBe('unknownStep');
    expect(refusedCode(() => returnToStep(flow, startApproval(flow), compiler, report, 'compile', '原因'))).toBe('notSubmitted');
    // only who may act on the current step returns it
    expect(refusedCode(() => returnToStep(flow, p, checker, report, 'compile', '原因'))).toBe('role');
  });

  it('the step a person saw must still be the current one (a second click after someone else acted)', () => {
    const p = walk(compiler, checker);
    expect(expectStep(flow, p, 'review')).toBeNull();
    expect(expectStep(flow, p, 'check')).toEqual({ code: 'staleStep', message: '该报告已由他人办理，当前步骤为“审核”，请刷新后再操作' });
    expect(expectStep(flow, walk(compiler, checker, reviewer, issuer), 'issue')?.code).toBe('issued');
  });
});
