import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type ReportState = 'compiling' | 'approving' | 'issued' | 'superseded';

export type ReportEvent = 'submit' | 'pass' | 'issue' | 'return' | 'returnToCompiler' | 'amend' | 'supersede';

export type ReportContext = ReasonContext;

/**
 * A report's coarse life (domain.md §1, §8): 编制中, 审批中, 已签发, 已作废（被替代）. The approval steps
 * within 审批中 are the organisation's configurable flow (@ohit/domain approval: 校核, 审核, 签发 …);
 * the flow's rules decide who may do a step and where a step leads, the machine records the move:
 * 提交审批 leaves 编制, 通过 goes on to the next step, 签发 (the last step passed) issues, 退回 goes
 * back to an earlier step or — 退回编制 — to the compiler, with a reason. An amendment after issue
 * re-opens it; a replacement supersedes it (terminal).
 */
export const reportStateMachine = new StateMachine<ReportState, ReportEvent, ReportContext>({
  id: 'report',
  name: '报告',
  initial: 'compiling',
  states: {
    compiling: { label: '编制中' },
    approving: { label: '审批中' },
    issued: { label: '已签发' },
    superseded: { label: '已作废（被替代）', terminal: true },
  },
  events: {
    submit: { label: '提交审批' },
    pass: { label: '通过' },
    issue: { label: '签发' },
    return: { label: '退回' },
    returnToCompiler: { label: '退回编制' },
    amend: { label: '修改（重新打开）' },
    supersede: { label: '作废并替代' },
  },
  transitions: [
    { from: 'compiling', event: 'submit', to: 'approving' },
    { from: 'approving', event: 'pass', to: 'approving' },
    { from: 'approving', event: 'issue', to: 'issued' },
    { from: 'approving', event: 'return', to: 'approving', guard: requireReason('退回') },
    { from: 'approving', event: 'returnToCompiler', to: 'compiling', guard: requireReason('退回') },
    { from: 'issued', event: 'amend', to: 'compiling', guard: requireReason('报告修改') },
    { from: 'issued', event: 'supersede', to: 'superseded', guard: requireReason('报告作废') },
  ],
});
