import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

/**
 * An analysis batch (检测批次) of the laboratory, after LIMS practice (domain.md §10): the analyst
 * works it (assigned), submits it, a second person checks it, a third verifies it, and it is
 * released — its results go to the samples and the project's judgement. A return sends it back
 * to the analyst; a retest reopens a released batch. Both need a reason. The four-eyes rules
 * (checker and verifier not the analyst unless the organisation allows self-verification) and
 * the QC gate on release need the actor and the batch, so the laboratory module checks them.
 */
export type AnalysisState = 'assigned' | 'submitted' | 'checked' | 'verified' | 'released';

export type AnalysisEvent = 'submit' | 'check' | 'verify' | 'release' | 'returnForCorrection' | 'retest';

export type AnalysisContext = ReasonContext;

export const analysisStateMachine = new StateMachine<AnalysisState, AnalysisEvent, AnalysisContext>({
  id: 'analysis',
  name: '检测批次',
  initial: 'assigned',
  states: {
    assigned: { label: '检测中' },
    submitted: { label: '待校核' },
    checked: { label: '待审核' },
    verified: { label: '待发布' },
    released: { label: '已发布' },
  },
  events: {
    submit: { label: '提交' },
    check: { label: '校核' },
    verify: { label: '审核' },
    release: { label: '发布结果' },
    returnForCorrection: { label: '退回' },
    retest: { label: '复测' },
  },
  transitions: [
    { from: 'assigned', event: 'submit', to: 'submitted' },
    { from: 'submitted', event: 'check', to: 'checked' },
    { from: 'checked', event: 'verify', to: 'verified' },
    { from: 'verified', event: 'release', to: 'released' },
    { from: ['submitted', 'checked', 'verified'], event: 'returnForCorrection', to: 'assigned', guard: requireReason('退回') },
    { from: 'released', event: 'retest', to: 'assigned', guard: requireReason('复测') },
  ],
});
