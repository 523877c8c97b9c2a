import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type ProvincialPushState =
  | 'pendingSubmission'
  | 'awaitingSupervisor'
  | 'supervisorRejected'
  | 'awaitingQc'
  | 'qcRejected'
  | 'pushing'
  | 'pushed'
  | 'pushFailed';

export type ProvincialPushEvent =
  | 'submit'
  | 'supervisorApprove'
  | 'supervisorReject'
  | 'qcApprove'
  | 'qcReject'
  | 'pushSucceeded'
  | 'pushRefused'
  | 'retry';

export type ProvincialPushContext = ReasonContext;

/**
 * Push workflow inside the organisation before data go to the province (domain.md §9): the 负责人
 * submits, the 主管 and then 质控 review (each rejection with its reason), 质控's approval queues the
 * push (推送中); the push job ends it 已推送 or 推送失败 (the province refused it, or the retries gave
 * up — the reason is the province's message). From 推送失败 the record is pushed again (重新推送) or,
 * corrected, submitted again through both reviews.
 */
export const provincialPushStateMachine = new StateMachine<ProvincialPushState, ProvincialPushEvent, ProvincialPushContext>({
  id: 'provincial-push',
  name: '省平台推送',
  initial: 'pendingSubmission',
  states: {
    pendingSubmission: { label: '待提交' },
    awaitingSupervisor: { label: '待主管审核' },
    supervisorRejected: { label: '主管驳回' },
    awaitingQc: { label: '待质控审核' },
    qcRejected: { label: '质控驳回' },
    pushing: { label: '推送中' },
    pushed: { label: '已推送', terminal: true },
    pushFailed: { label: '推送失败' },
  },
  events: {
    submit: { label: '提交' },
    supervisorApprove: { label: '主管审核通过' },
    supervisorReject: { label: '主管驳回' },
    qcApprove: { label: '质控审核通过' },
    qcReject: { label: '质控驳回' },
    pushSucceeded: { label: '推送成功' },
    pushRefused: { label: '推送失败' },
    retry: { label: '重新推送' },
  },
  transitions: [
    { from: ['pendingSubmission', 'supervisorRejected', 'qcRejected', 'pushFailed'], event: 'submit', to: 'awaitingSupervisor' },
    { from: 'awaitingSupervisor', event: 'supervisorApprove', to: 'awaitingQc' },
    { from: 'awaitingSupervisor', event: 'supervisorReject', to: 'supervisorRejected', guard: requireReason('驳回') },
    { from: 'awaitingQc', event: 'qcApprove', to: 'pushing' },
    { from: 'awaitingQc', event: 'qcReject', to: 'qcRejected', guard: requireReason('驳回') },
    { from: 'pushing', event: 'pushSucceeded', to: 'pushed' },
    { from: 'pushing', event: 'pushRefused', to: 'pushFailed', guard: requireReason('推送失败') },
    { from: 'pushFailed', event: 'retry', to: 'pushing' },
  ],
});
