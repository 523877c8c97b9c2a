import { requireReason, type ReasonContext } from '../state-machines/guards';
import { StateMachine } from '../state-machines/state-machine';

/**
 * 质量监督检查 (a health authority's inspection of an organisation): 草稿 (findings written) →
 * 下达整改 (the organisation's 整改 opened, the deadline set) → 已关闭 once the rectification is accepted.
 */
export const qsInspectionStateMachine = new StateMachine<'draft' | 'issued' | 'closed', 'issue' | 'close', ReasonContext>({
  id: 'qsInspection',
  name: '质量监督检查',
  initial: 'draft',
  states: {
    draft: { label: '草稿' },
    issued: { label: '整改中' },
    closed: { label: '已关闭', terminal: true },
  },
  events: {
    issue: { label: '下达整改' },
    close: { label: '关闭检查' },
  },
  transitions: [
    { from: 'draft', event: 'issue', to: 'issued' },
    { from: 'issued', event: 'close', to: 'closed' },
  ],
});

/**
 * 整改 (the organisation's answer to an inspection): 待整改 → 提交整改 (measures and evidence) →
 * 已提交 → 认可 (已认可) or 退回整改 with the authority's reason (back to 待整改). The authority's two
 * events are its own commands on the inspection (the row is the organisation's).
 */
export const qsRectificationStateMachine = new StateMachine<'pending' | 'submitted' | 'accepted', 'submitRectification' | 'acceptRectification' | 'returnRectification', ReasonContext>({
  id: 'qsRectification',
  name: '整改',
  initial: 'pending',
  states: {
    pending: { label: '待整改' },
    submitted: { label: '整改已提交' },
    accepted: { label: '已认可', terminal: true },
  },
  events: {
    submitRectification: { label: '提交整改' },
    acceptRectification: { label: '认可整改' },
    returnRectification: { label: '退回整改' },
  },
  transitions: [
    { from: 'pending', event: 'submitRectification', to: 'submitted' },
    { from: 'submitted', event: 'acceptRectification', to: 'accepted' },
    { from: 'submitted', event: 'returnRectification', to: 'pending', guard: requireReason('退回整改') },
  ],
});
