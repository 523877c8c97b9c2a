import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type SurveyState = 'draft' | 'submitted' | 'finished';

export type SurveyEvent = 'submit' | 'returnToDraft' | 'finish' | 'reopen';

export type SurveyContext = ReasonContext;

/**
 * The site survey of a project (现场调查, domain.md §1): filled in while 调查中, submitted for
 * the project lead to check, finished (its facts then feed the sampling plan and are locked:
 * '该项目已结束调查'). A submitted survey goes back for changes with a reason; a finished one is
 * re-opened only with a reason.
 */
export const surveyStateMachine = new StateMachine<SurveyState, SurveyEvent, SurveyContext>({
  id: 'survey',
  name: '现场调查',
  initial: 'draft',
  states: {
    draft: { label: '调查中' },
    submitted: { label: '已提交' },
    finished: { label: '已完成' },
  },
  events: {
    submit: { label: '提交调查' },
    returnToDraft: { label: '退回修改' },
    finish: { label: '完成调查' },
    reopen: { label: '重新打开调查' },
  },
  transitions: [
    { from: 'draft', event: 'submit', to: 'submitted' },
    { from: 'submitted', event: 'returnToDraft', to: 'draft', guard: requireReason('退回') },
    { from: 'submitted', event: 'finish', to: 'finished' },
    { from: 'finished', event: 'reopen', to: 'draft', guard: requireReason('重新打开调查') },
  ],
});
