import { requireReason, type ReasonContext } from '../state-machines/guards';
import { StateMachine } from '../state-machines/state-machine';

/**
 * 省级质控任务 (a health authority's provincial QC task): 草稿 (items set) → 已下达 (organisations
 * assigned, each answering its own 质控考核) → 已结束; 撤销 with a reason before it ends.
 */
export const qsQcTaskStateMachine = new StateMachine<'draft' | 'issued' | 'closed' | 'cancelled', 'issue' | 'close' | 'cancel', ReasonContext>({
  id: 'qsQcTask',
  name: '省级质控任务',
  initial: 'draft',
  states: {
    draft: { label: '草稿' },
    issued: { label: '已下达' },
    closed: { label: '已结束', terminal: true },
    cancelled: { label: '已撤销', terminal: true },
  },
  events: {
    issue: { label: '下达任务' },
    close: { label: '结束任务' },
    cancel: { label: '撤销任务' },
  },
  transitions: [
    { from: 'draft', event: 'issue', to: 'issued' },
    { from: 'issued', event: 'close', to: 'closed' },
    { from: ['draft', 'issued'], event: 'cancel', to: 'cancelled', guard: requireReason('撤销任务') },
  ],
});

/**
 * 质控考核 (one organisation's part in a task): 待上报 → 上报结果 (judged by the rule at once) →
 * 已上报; a result not 满意 needs the organisation's 整改 (提交整改 → 整改已提交), which the authority
 * accepts (认可, 已完结) or returns with its reason (退回整改); a 满意 one the authority closes (认可).
 * The authority's two events are its own commands on the task (the row is the organisation's).
 */
export const qsQcAssignmentStateMachine = new StateMachine<
  'assigned' | 'reported' | 'correctionSubmitted' | 'closed',
  'report' | 'submitCorrection' | 'accept' | 'returnCorrection',
  ReasonContext
>({
  id: 'qsQcAssignment',
  name: '质控考核',
  initial: 'assigned',
  states: {
    assigned: { label: '待上报' },
    reported: { label: '已上报' },
    correctionSubmitted: { label: '整改已提交' },
    closed: { label: '已完结', terminal: true },
  },
  events: {
    report: { label: '上报结果' },
    submitCorrection: { label: '提交整改' },
    accept: { label: '认可' },
    returnCorrection: { label: '退回整改' },
  },
  transitions: [
    { from: 'assigned', event: 'report', to: 'reported' },
    { from: 'reported', event: 'submitCorrection', to: 'correctionSubmitted' },
    { from: ['reported', 'correctionSubmitted'], event: 'accept', to: 'closed' },
    { from: 'correctionSubmitted', event: 'returnCorrection', to: 'reported', guard: requireReason('退回整改') },
  ],
});
