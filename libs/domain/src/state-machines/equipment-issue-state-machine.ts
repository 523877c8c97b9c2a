import { requireReason, type ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type EquipmentIssueState = 'issued' | 'returned' | 'damaged' | 'lost';

export type EquipmentIssueEvent = 'return' | 'returnDamaged' | 'reportLost';

export type EquipmentIssueContext = ReasonContext;

/**
 * An instrument issued to a project (设备出入库): out with the field team until it comes back in
 * good order (归还), comes back damaged (损坏归还, saying what is wrong) or is reported lost
 * (报告遗失, with a reason). A lost instrument that turns up is returned from 已遗失. Damaged and
 * returned records are closed; the instrument may then be issued again (if still usable).
 */
export const equipmentIssueStateMachine = new StateMachine<EquipmentIssueState, EquipmentIssueEvent, EquipmentIssueContext>({
  id: 'equipmentIssue',
  name: '出库记录',
  initial: 'issued',
  states: {
    issued: { label: '已出库' },
    returned: { label: '已归还', terminal: true },
    damaged: { label: '损坏归还', terminal: true },
    lost: { label: '已遗失' },
  },
  events: {
    return: { label: '归还' },
    returnDamaged: { label: '损坏归还' },
    reportLost: { label: '报告遗失' },
  },
  transitions: [
    { from: ['issued', 'lost'], event: 'return', to: 'returned' },
    { from: ['issued', 'lost'], event: 'returnDamaged', to: 'damaged', guard: requireReason('损坏归还') },
    { from: 'issued', event: 'reportLost', to: 'lost', guard: requireReason('报告遗失') },
  ],
});
