import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type ProvincialPushState =
  | 'pendingSubmission'
  | 'awaitingSupervisor'
  | 'supervisorRejected'
  | 'awaitingQc'
  | 'qcRejected'
  | 'pushed';

export type ProvincialPushEvent = 'submit' | 'supervisorApprove' | 'supervisorReject' | 'qcApprove' | 'qcReject';

export type ProvincialPushContext = ReasonContext;

/** Push workflow inside the organisation before data go to the province (domain.md §9). */
export const provincialPushStateMachine = new StateMachine<
  ProvincialPushState,
  ProvincialPushEvent,
  ProvincialPushContext
>({
  id: 'provincial-push',
  name: '省平台推送',
  initial: 'pendingSubmission',
  states: {
    pendingSubmission: { label: '待提交' },
    awaitingSupervisor: { label: '待主管审核' },
    supervisorRejected: { label: '主管驳回' },
    awaitingQc: { label: '待质控审核' },
    qcRejected: { label: '质控驳回' },
    pushed: { label: '已推送', terminal: true },
  },
  events: {
    submit: { label: '提交' },
    supervisorApprove: { label: '主管审核通过' },
    supervisorReject: { label: '主管驳回' },
    qcApprove: { label: '质控审核通过' },
    qcReject: { label: '质控驳回' },
  },
  transitions: [
    { from: ['pendingSubmission', 'supervisorRejected', 'qcRejected'], event: 'submit', to: 'awaitingSupervisor' },
    { from: 'awaitingSupervisor', event: 'supervisorApprove', to: 'awaitingQc' },
    { from: 'awaitingSupervisor', event: 'supervisorReject', to: 'supervisorRejected', guard: requireReason('驳回') },
    { from: 'awaitingQc', event: 'qcApprove', to: 'pushed' },
    { from: 'awaitingQc', event: 'qcReject', to: 'qcRejected', guard: requireReason('驳回') },
  ],
});
