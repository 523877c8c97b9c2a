import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type SampleState =
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
  | 'dispatch'
  | 'receive'
  | 'reject'
  | 'distribute'
  | 'startTesting'
  | 'completeTesting'
  | 'retest'
  | 'retain'
  | 'dispose';

export interface SampleContext extends ReasonContext {
  /** 来样检测: the client hands the sample in, so there is no transport leg. */
  readonly incomingSample?: boolean;
}

/** Chain of custody of one sample (domain.md §1 "sample flow"). */
export const sampleStateMachine = new StateMachine<SampleState, SampleEvent, SampleContext>({
  id: 'sample',
  name: '样品',
  initial: 'collected',
  states: {
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
    dispatch: { label: '送样' },
    receive: { label: '接收' },
    reject: { label: '拒收' },
    distribute: { label: '分发' },
    startTesting: { label: '开始检测' },
    completeTesting: { label: '完成检测' },
    retest: { label: '复测' },
    retain: { label: '留样' },
    dispose: { label: '处置' },
  },
  transitions: [
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
    { from: 'distributed', event: 'startTesting', to: 'testing' },
    { from: 'testing', event: 'completeTesting', to: 'tested' },
    { from: ['tested', 'retained'], event: 'retest', to: 'testing', guard: requireReason('复测') },
    { from: 'tested', event: 'retain', to: 'retained' },
    { from: ['tested', 'retained'], event: 'dispose', to: 'disposed' },
  ],
});
