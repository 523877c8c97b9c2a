import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type SamplingPlanState = 'draft' | 'submitted' | 'approved' | 'returned';

export type SamplingPlanEvent = 'submit' | 'approve' | 'return' | 'reopen';

export type SamplingPlanContext = ReasonContext;

/**
 * A project's sampling plan (采样方案): drafted (generated from the survey and edited), submitted
 * for approval, approved (its samples are numbered then) or returned with a reason; an approved
 * plan is re-opened only with a reason. Whether a plan may be submitted with GBZ 159 shortfalls
 * is the plan checker's rule (an override approved by a second person), not the machine's.
 */
export const samplingPlanStateMachine = new StateMachine<SamplingPlanState, SamplingPlanEvent, SamplingPlanContext>({
  id: 'samplingPlan',
  name: '采样方案',
  initial: 'draft',
  states: {
    draft: { label: '编制中' },
    submitted: { label: '待审批' },
    approved: { label: '已批准' },
    returned: { label: '已退回' },
  },
  events: {
    submit: { label: '提交审批' },
    approve: { label: '批准' },
    return: { label: '退回' },
    reopen: { label: '重新打开' },
  },
  transitions: [
    { from: ['draft', 'returned'], event: 'submit', to: 'submitted' },
    { from: 'submitted', event: 'approve', to: 'approved' },
    { from: 'submitted', event: 'return', to: 'returned', guard: requireReason('退回') },
    { from: 'approved', event: 'reopen', to: 'draft', guard: requireReason('重新打开采样方案') },
  ],
});
