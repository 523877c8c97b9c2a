import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type ReportDisclosureState = 'pending' | 'reviewed' | 'published' | 'withheld' | 'withdrawn';

export type ReportDisclosureEvent = 'review' | 'publish' | 'return' | 'withhold' | 'reopen' | 'withdraw';

export type ReportDisclosureContext = ReasonContext;

/**
 * An issued report's public disclosure (报告公示, domain.md §9): compiled as 待审核, passed by a
 * supervisor (主管审核通过), published on the public pages by quality (已发布). Any step back needs a
 * written reason: 退回 to 待审核, 不予公示 (withheld before publication), 撤回 (taken off the public
 * pages), and 重新审核 bringing a withheld or withdrawn one back to 待审核. None is terminal: a
 * decision not to publish can always be revisited, with its reason on the history.
 */
export const reportDisclosureStateMachine = new StateMachine<ReportDisclosureState, ReportDisclosureEvent, ReportDisclosureContext>({
  id: 'reportDisclosure',
  name: '报告公示',
  initial: 'pending',
  states: {
    pending: { label: '待审核' },
    reviewed: { label: '主管审核通过' },
    published: { label: '已发布' },
    withheld: { label: '不予公示' },
    withdrawn: { label: '已撤回' },
  },
  events: {
    review: { label: '审核通过' },
    publish: { label: '发布' },
    return: { label: '退回' },
    withhold: { label: '不予公示' },
    reopen: { label: '重新审核' },
    withdraw: { label: '撤回' },
  },
  transitions: [
    { from: 'pending', event: 'review', to: 'reviewed' },
    { from: 'reviewed', event: 'publish', to: 'published' },
    { from: 'reviewed', event: 'return', to: 'pending', guard: requireReason('退回') },
    { from: ['pending', 'reviewed'], event: 'withhold', to: 'withheld', guard: requireReason('不予公示') },
    { from: ['withheld', 'withdrawn'], event: 'reopen', to: 'pending', guard: requireReason('重新审核') },
    { from: 'published', event: 'withdraw', to: 'withdrawn', guard: requireReason('撤回公示') },
  ],
});
