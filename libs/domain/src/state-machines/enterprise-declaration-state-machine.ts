import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type EnterpriseDeclarationState = 'draft' | 'submitted' | 'returned' | 'accepted';

export type EnterpriseDeclarationEvent = 'submit' | 'return' | 'accept';

export type EnterpriseDeclarationContext = ReasonContext;

/**
 * An employer's occupational-hazard declaration (职业病危害项目申报, domain.md §9): written as 草稿 by
 * the employer, 提交 to the organisation or authority, which 受理 it or 退回 it with a reason; a
 * returned one is corrected and submitted again. 已受理 is final: a later change is a new
 * 变更申报, never an edit of the accepted one.
 */
export const enterpriseDeclarationStateMachine = new StateMachine<EnterpriseDeclarationState, EnterpriseDeclarationEvent, EnterpriseDeclarationContext>({
  id: 'enterpriseDeclaration',
  name: '企业申报',
  initial: 'draft',
  states: {
    draft: { label: '草稿' },
    submitted: { label: '已提交' },
    returned: { label: '退回' },
    accepted: { label: '已受理', terminal: true },
  },
  events: {
    submit: { label: '提交' },
    return: { label: '退回' },
    accept: { label: '受理' },
  },
  transitions: [
    { from: ['draft', 'returned'], event: 'submit', to: 'submitted' },
    { from: 'submitted', event: 'return', to: 'returned', guard: requireReason('退回') },
    { from: 'submitted', event: 'accept', to: 'accepted' },
  ],
});
