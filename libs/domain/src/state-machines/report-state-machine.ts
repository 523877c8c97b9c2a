import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type ReportState = 'compiling' | 'reviewing' | 'approving' | 'signing' | 'issued' | 'superseded';

export type ReportEvent = 'submitForReview' | 'review' | 'approve' | 'sign' | 'return' | 'amend' | 'supersede';

export type ReportContext = ReasonContext;

/**
 * Report approval (domain.md §1, §8). Any return goes back to compiling with a reason; an
 * amendment after issue re-opens it; a replacement report supersedes it (new number, terminal).
 */
export const reportStateMachine = new StateMachine<ReportState, ReportEvent, ReportContext>({
  id: 'report',
  name: '报告',
  initial: 'compiling',
  states: {
    compiling: { label: '编制中' },
    reviewing: { label: '审核中' },
    approving: { label: '批准中' },
    signing: { label: '签发中' },
    issued: { label: '已签发' },
    superseded: { label: '已作废（被替代）', terminal: true },
  },
  events: {
    submitForReview: { label: '提交审核' },
    review: { label: '审核通过' },
    approve: { label: '批准' },
    sign: { label: '签发' },
    return: { label: '退回' },
    amend: { label: '修改（重新打开）' },
    supersede: { label: '作废并替代' },
  },
  transitions: [
    { from: 'compiling', event: 'submitForReview', to: 'reviewing' },
    { from: 'reviewing', event: 'review', to: 'approving' },
    { from: 'approving', event: 'approve', to: 'signing' },
    { from: 'signing', event: 'sign', to: 'issued' },
    { from: ['reviewing', 'approving', 'signing'], event: 'return', to: 'compiling', guard: requireReason('退回') },
    { from: 'issued', event: 'amend', to: 'compiling', guard: requireReason('报告修改') },
    { from: 'issued', event: 'supersede', to: 'superseded', guard: requireReason('报告作废') },
  ],
});
