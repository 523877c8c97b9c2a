import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type SamplingDayState = 'draft' | 'submitted';

export type SamplingDayEvent = 'submit' | 'reopen';

export type SamplingDayContext = ReasonContext;

/**
 * One project's sampling on one day (现场采样, domain.md §1): recorded while 采样中, then
 * submitted — the samples go to the sample flow. What must hold before submitting (records,
 * the three signatures bound to the records as they are) is checked by the module against the
 * stored rows. A submitted day is re-opened for more records only with a reason; an edit of a
 * submitted day's records needs a reason too (the module's rule) and voids its signatures.
 */
export const samplingDayStateMachine = new StateMachine<SamplingDayState, SamplingDayEvent, SamplingDayContext>({
  id: 'samplingDay',
  name: '现场采样',
  initial: 'draft',
  states: {
    draft: { label: '采样中' },
    submitted: { label: '已提交' },
  },
  events: {
    submit: { label: '提交采样' },
    reopen: { label: '退回补录' },
  },
  transitions: [
    { from: 'draft', event: 'submit', to: 'submitted' },
    { from: 'submitted', event: 'reopen', to: 'draft', guard: requireReason('退回补录') },
  ],
});
