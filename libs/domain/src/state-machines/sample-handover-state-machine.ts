import { StateMachine } from './state-machine';

export type SampleHandoverState = 'sent' | 'confirmed';

export type SampleHandoverEvent = 'confirm';

export type SampleHandoverContext = Record<string, never>;

/**
 * One hand-over of a batch of samples from the sampler to the sample room (送样单, domain.md §1
 * "sample flow"): sent, then confirmed by the sample room — each sample received or refused with
 * its reason, the count checked against what was sent. What must hold to confirm (the count, the
 * condition, a remark on a mismatch, the giver not confirming his own hand-over) is the module's
 * check against the stored batch.
 */
export const sampleHandoverStateMachine = new StateMachine<SampleHandoverState, SampleHandoverEvent, SampleHandoverContext>({
  id: 'sampleHandover',
  name: '样品交接',
  initial: 'sent',
  states: {
    sent: { label: '待接收' },
    confirmed: { label: '已接收', terminal: true },
  },
  events: {
    confirm: { label: '确认接收' },
  },
  transitions: [{ from: 'sent', event: 'confirm', to: 'confirmed' }],
});
