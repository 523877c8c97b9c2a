import { requireDifferentPerson, requireReason, type ActorContext, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type LabRecordState = 'draft' | 'submitted' | 'checked' | 'reviewed';

export type LabRecordEvent = 'submit' | 'check' | 'review' | 'returnForCorrection' | 'reopenForAmendment';

export interface LabRecordContext extends ReasonContext, ActorContext {
  readonly authorId?: string | null;
  readonly checkerId?: string | null;
  /** Self-verification is configurable per organisation (domain.md §10); off by default. */
  readonly allowSelfVerification?: boolean;
}

const selfAllowed = (ctx: LabRecordContext) => ctx.allowSelfVerification === true;

/**
 * An original record (原始记录). Reviewed is not terminal: ISO/IEC 17025 7.5 lets a record be
 * amended with a reason, which re-opens it (domain.md §8).
 */
export const labRecordStateMachine = new StateMachine<LabRecordState, LabRecordEvent, LabRecordContext>({
  id: 'lab-record',
  name: '原始记录',
  initial: 'draft',
  states: {
    draft: { label: '草稿' },
    submitted: { label: '已提交' },
    checked: { label: '已校核' },
    reviewed: { label: '已审核' },
  },
  events: {
    submit: { label: '提交' },
    check: { label: '校核' },
    review: { label: '审核' },
    returnForCorrection: { label: '退回修改' },
    reopenForAmendment: { label: '更正（重新打开）' },
  },
  transitions: [
    { from: 'draft', event: 'submit', to: 'submitted' },
    {
      from: 'submitted',
      event: 'check',
      to: 'checked',
      guard: requireDifferentPerson('校核人', (ctx) => [ctx.authorId], selfAllowed),
    },
    {
      from: 'checked',
      event: 'review',
      to: 'reviewed',
      guard: requireDifferentPerson('审核人', (ctx) => [ctx.authorId, ctx.checkerId], selfAllowed),
    },
    { from: ['submitted', 'checked'], event: 'returnForCorrection', to: 'draft', guard: requireReason('退回') },
    { from: 'reviewed', event: 'reopenForAmendment', to: 'draft', guard: requireReason('更正') },
  ],
});
