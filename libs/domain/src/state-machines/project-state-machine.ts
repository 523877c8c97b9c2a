import { requireReason, type ReasonContext } from './guards';
import { StateMachine, type TransitionGuard } from './state-machine';

export type ProjectState =
  | 'created'
  | 'contracted'
  | 'surveying'
  | 'sampling'
  | 'testing'
  | 'reporting'
  | 'issued'
  | 'suspended'
  | 'archived'
  | 'cancelled';

export type ProjectEvent =
  | 'signContract'
  | 'startSurvey'
  | 'startSampling'
  | 'startTesting'
  | 'completeTesting'
  | 'issueReport'
  | 'reopenForAmendment'
  | 'suspend'
  | 'resume'
  | 'archive'
  | 'cancel';

export interface ProjectContext extends ReasonContext {
  /** 来样检测: the client brings the samples, so survey and sampling are skipped. */
  readonly incomingSamples?: boolean;
  /** The state a suspended project was in when it was suspended (挂起), where resume (恢复) returns it. */
  readonly suspendedFrom?: string | null;
}

/** States a project can be suspended in and resumed to: the working states, before the report is issued. */
const WORKING = ['created', 'contracted', 'surveying', 'sampling', 'testing', 'reporting'] as const;

const resumesTo =
  (state: ProjectState): TransitionGuard<ProjectContext> =>
  (ctx) =>
    ctx.suspendedFrom === state ? null : '挂起前的项目状态未知，无法恢复';

const fieldWorkOnly: TransitionGuard<ProjectContext> = (ctx) =>
  ctx.incomingSamples ? '来样检测项目无需现场调查和采样' : null;
const incomingOnly: TransitionGuard<ProjectContext> = (ctx) =>
  ctx.incomingSamples ? null : '现场检测项目须先完成现场调查和采样';

/** One service for a client, from registration (立项) to the archived technical file (domain.md §1). */
export const projectStateMachine = new StateMachine<ProjectState, ProjectEvent, ProjectContext>({
  id: 'project',
  name: '项目',
  initial: 'created',
  states: {
    created: { label: '已立项' },
    contracted: { label: '已签订合同' },
    surveying: { label: '现场调查中' },
    sampling: { label: '现场采样中' },
    testing: { label: '实验室检测中' },
    reporting: { label: '报告编制中' },
    issued: { label: '报告已签发' },
    suspended: { label: '已挂起' },
    archived: { label: '已归档', terminal: true },
    cancelled: { label: '已中止', terminal: true },
  },
  events: {
    signContract: { label: '签订合同' },
    startSurvey: { label: '开始现场调查' },
    startSampling: { label: '开始现场采样' },
    startTesting: { label: '开始实验室检测' },
    completeTesting: { label: '完成检测' },
    issueReport: { label: '签发报告' },
    reopenForAmendment: { label: '重新打开（报告修改）' },
    suspend: { label: '挂起' },
    resume: { label: '恢复' },
    archive: { label: '归档' },
    cancel: { label: '中止项目' },
  },
  transitions: [
    { from: 'created', event: 'signContract', to: 'contracted' },
    { from: 'contracted', event: 'startSurvey', to: 'surveying', guard: fieldWorkOnly },
    { from: 'surveying', event: 'startSampling', to: 'sampling' },
    { from: 'sampling', event: 'startTesting', to: 'testing' },
    { from: 'contracted', event: 'startTesting', to: 'testing', guard: incomingOnly },
    { from: 'testing', event: 'completeTesting', to: 'reporting' },
    { from: 'reporting', event: 'issueReport', to: 'issued' },
    { from: 'issued', event: 'reopenForAmendment', to: 'reporting', guard: requireReason('报告修改') },
    { from: 'issued', event: 'archive', to: 'archived' },
    { from: WORKING, event: 'suspend', to: 'suspended', guard: requireReason('挂起项目') },
    ...WORKING.map((state) => ({ from: 'suspended' as const, event: 'resume' as const, to: state, guard: resumesTo(state) })),
    {
      from: [...WORKING, 'suspended'],
      event: 'cancel',
      to: 'cancelled',
      guard: requireReason('中止项目'),
    },
  ],
});
