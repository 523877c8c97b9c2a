import { requireReason, type ReasonContext } from '../state-machines/guards';
import { StateMachine } from '../state-machines/state-machine';

/**
 * 专家任务 (a provincial QC task run by a health authority): 草稿 → 专家组已组建 (the group checked by
 * checkExpertGroup in the api) → 检查中 (one 质控检查 per organisation) → 已完成; 撤销 with a reason.
 */
export const expertTaskStateMachine = new StateMachine<'draft' | 'grouped' | 'inProgress' | 'closed' | 'cancelled', 'formGroup' | 'start' | 'close' | 'cancel' | 'regroup', ReasonContext>({
  id: 'expertTask',
  name: '专家任务',
  initial: 'draft',
  states: {
    draft: { label: '草稿' },
    grouped: { label: '专家组已组建' },
    inProgress: { label: '检查中' },
    closed: { label: '已完成', terminal: true },
    cancelled: { label: '已撤销', terminal: true },
  },
  events: {
    formGroup: { label: '组建专家组' },
    regroup: { label: '调整专家组' },
    start: { label: '开始检查' },
    close: { label: '结束任务' },
    cancel: { label: '撤销任务' },
  },
  transitions: [
    { from: 'draft', event: 'formGroup', to: 'grouped' },
    { from: 'grouped', event: 'regroup', to: 'draft', guard: requireReason('调整专家组') },
    { from: 'grouped', event: 'start', to: 'inProgress' },
    { from: 'inProgress', event: 'close', to: 'closed' },
    { from: ['draft', 'grouped', 'inProgress'], event: 'cancel', to: 'cancelled', guard: requireReason('撤销任务') },
  ],
});

/** The context of an organisation's check: the group conclusion and the organisation's response as written. */
export interface ExpertCheckContext extends ReasonContext {
  readonly conclusion?: string | null;
  readonly response?: string | null;
}

const filled = (what: string, pick: (c: ExpertCheckContext) => string | null | undefined) => (c: ExpertCheckContext) =>
  pick(c) && String(pick(c)).trim() !== '' ? null : `请先填写${what}`;

/**
 * 质控检查 (an organisation's check within an expert task): 检查中 → 已出结论 (the group conclusion
 * written) → 已反馈 (the organisation's response recorded) → 已关闭; 退回 the conclusion with a reason.
 */
export const expertCheckStateMachine = new StateMachine<'checking' | 'concluded' | 'responded' | 'closed', 'conclude' | 'reopen' | 'respond' | 'close', ExpertCheckContext>({
  id: 'expertCheck',
  name: '质控检查',
  initial: 'checking',
  states: {
    checking: { label: '检查中' },
    concluded: { label: '已出结论' },
    responded: { label: '机构已反馈' },
    closed: { label: '已关闭', terminal: true },
  },
  events: {
    conclude: { label: '形成结论' },
    reopen: { label: '退回重议' },
    respond: { label: '接收机构答复' },
    close: { label: '关闭' },
  },
  transitions: [
    { from: 'checking', event: 'conclude', to: 'concluded', guard: filled('专家组结论', (c) => c.conclusion) },
    { from: ['concluded', 'responded'], event: 'reopen', to: 'checking', guard: requireReason('退回重议') },
    // the organisation's own answer (its 质控检查答复, submitted) is checked and copied by the api
    { from: 'concluded', event: 'respond', to: 'responded' },
    { from: 'responded', event: 'close', to: 'closed' },
  ],
});

/**
 * 质控检查答复 (the reviewed organisation's own answer to its check, its row): 待答复 → 已答复 (提交答复);
 * 修改答复 after a submission needs a reason (back to 待答复 to change it and submit again).
 */
export const expertCheckResponseStateMachine = new StateMachine<'pending' | 'submitted', 'submit' | 'revise', ReasonContext>({
  id: 'expertCheckResponse',
  name: '质控检查答复',
  initial: 'pending',
  states: { pending: { label: '待答复' }, submitted: { label: '已答复' } },
  events: { submit: { label: '提交答复' }, revise: { label: '修改答复' } },
  transitions: [
    { from: 'pending', event: 'submit', to: 'submitted' },
    { from: 'submitted', event: 'revise', to: 'pending', guard: requireReason('修改答复') },
  ],
});

/**
 * 评分表 (a scoring sheet version): 草稿 (editable) → 启用 (in use: never edited; 新版本 copies it) → 停用.
 */
export const scoreSheetStateMachine = new StateMachine<'draft' | 'inUse' | 'retired', 'enable' | 'retire', ReasonContext>({
  id: 'scoreSheet',
  name: '评分表',
  initial: 'draft',
  states: { draft: { label: '草稿' }, inUse: { label: '启用' }, retired: { label: '停用', terminal: true } },
  events: { enable: { label: '启用' }, retire: { label: '停用' } },
  transitions: [
    { from: 'draft', event: 'enable', to: 'inUse' },
    { from: 'inUse', event: 'retire', to: 'retired', guard: requireReason('停用评分表') },
  ],
});

/** 评分记录: 评分中 → 已提交 (total and grade computed then) ; 退回 with a reason. */
export const scoreRecordStateMachine = new StateMachine<'scoring' | 'submitted', 'submit' | 'return', ReasonContext>({
  id: 'scoreRecord',
  name: '评分',
  initial: 'scoring',
  states: { scoring: { label: '评分中' }, submitted: { label: '已提交' } },
  events: { submit: { label: '提交评分' }, return: { label: '退回重评' } },
  transitions: [
    { from: 'scoring', event: 'submit', to: 'submitted' },
    { from: 'submitted', event: 'return', to: 'scoring', guard: requireReason('退回重评') },
  ],
});

/**
 * 三方质控 (an organisation's third-party QC engagement): 已委托 → 已出结果 → 合格 / 不合格 (with the
 * reason) → 不合格 整改完成 (已整改).
 */
export const thirdPartyQcStateMachine = new StateMachine<'contracted' | 'resulted' | 'passed' | 'failed' | 'rectified', 'recordResults' | 'pass' | 'fail' | 'rectify', ReasonContext>({
  id: 'thirdPartyQc',
  name: '三方质控',
  initial: 'contracted',
  states: {
    contracted: { label: '已委托' },
    resulted: { label: '已出结果' },
    passed: { label: '合格', terminal: true },
    failed: { label: '不合格' },
    rectified: { label: '已整改', terminal: true },
  },
  events: { recordResults: { label: '登记结果' }, pass: { label: '判定合格' }, fail: { label: '判定不合格' }, rectify: { label: '整改完成' } },
  transitions: [
    { from: 'contracted', event: 'recordResults', to: 'resulted' },
    { from: 'resulted', event: 'pass', to: 'passed' },
    { from: 'resulted', event: 'fail', to: 'failed', guard: requireReason('判定不合格') },
    { from: 'failed', event: 'rectify', to: 'rectified' },
  ],
});
