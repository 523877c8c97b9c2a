import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type SampleState =
  | 'planned'
  | 'cancelled'
  | 'collected'
  | 'inTransit'
  | 'received'
  | 'distributed'
  | 'testing'
  | 'tested'
  | 'retained'
  | 'disposed'
  | 'rejected';

export type SampleEvent =
  | 'collect'
  | 'cancel'
  | 'restore'
  | 'dispatch'
  | 'receive'
  | 'reject'
  | 'distribute'
  | 'undistribute'
  | 'startTesting'
  | 'completeTesting'
  | 'retest'
  | 'retain'
  | 'dispose';

export interface SampleContext extends ReasonContext {
  /** 来样检测: the client hands the sample in, so there is no transport leg. */
  readonly incomingSample?: boolean;
}

/**
 * Life of one sample (domain.md §1 "sample flow"): numbered by an approved sampling plan (待采样;
 * a later approval that no longer plans it cancels it, one that plans it again restores it),
 * collected on site, then the chain of custody — handed to the sample room (送样, 运输中),
 * received or refused there, distributed to an analyst (and taken back with a reason), tested,
 * retained and disposed of with a reason.
 */
export const sampleStateMachine = new StateMachine<SampleState, SampleEvent, SampleContext>({
  id: 'sample',
  name: '样品',
  initial: 'planned',
  states: {
    planned: { label: '待采样' },
    cancelled: { label: '已取消' },
    collected: { label: '已采集' },
    inTransit: { label: '运输中' },
    received: { label: '已接收' },
    distributed: { label: '已分发' },
    testing: { label: '检测中' },
    tested: { label: '已检测' },
    retained: { label: '留样中' },
    disposed: { label: '已处置', terminal: true },
    rejected: { label: '已拒收', terminal: true },
  },
  events: {
    collect: { label: '采集' },
    cancel: { label: '取消' },
    restore: { label: '恢复计划' },
    dispatch: { label: '送样' },
    receive: { label: '接收' },
    reject: { label: '拒收' },
    distribute: { label: '分发' },
    undistribute: { label: '撤销分发' },
    startTesting: { label: '开始检测' },
    completeTesting: { label: '完成检测' },
    retest: { label: '复测' },
    retain: { label: '留样' },
    dispose: { label: '处置' },
  },
  transitions: [
    { from: 'planned', event: 'collect', to: 'collected' },
    { from: 'planned', event: 'cancel', to: 'cancelled' },
    { from: 'cancelled', event: 'restore', to: 'planned' },
    { from: 'collected', event: 'dispatch', to: 'inTransit' },
    { from: 'inTransit', event: 'receive', to: 'received' },
    {
      from: 'collected',
      event: 'receive',
      to: 'received',
      guard: (ctx) => (ctx.incomingSample ? null : '现场采集的样品须经运输后接收'),
    },
    { from: ['collected', 'inTransit', 'received'], event: 'reject', to: 'rejected', guard: requireReason('拒收') },
    { from: 'received', event: 'distribute', to: 'distributed' },
    { from: 'distributed', event: 'undistribute', to: 'received', guard: requireReason('撤销分发') },
    { from: 'distributed', event: 'startTesting', to: 'testing' },
    { from: 'testing', event: 'completeTesting', to: 'tested' },
    { from: ['tested', 'retained'], event: 'retest', to: 'testing', guard: requireReason('复测') },
    { from: 'tested', event: 'retain', to: 'retained' },
    // a sample not analysed (past its shelf life, spoilt) is disposed of from the store too
    { from: ['received', 'tested', 'retained'], event: 'dispose', to: 'disposed', guard: requireReason('处置') },
  ],
});
