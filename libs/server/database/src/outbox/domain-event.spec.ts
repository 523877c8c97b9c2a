import { EVENT_TYPES, resourceEventType } from '@ohit/contracts';
import type { EntityManager } from 'typeorm';
import type { NewDomainEvent } from './domain-event';
import { DomainEventsService } from './domain-events.service';

// tsc runs over spec files (npm run typecheck): each @ts-expect-error below fails the typecheck
// the day the append API accepts the misspelt or unknown name again.
describe('DomainEventsService.append event types', () => {
  const outsideTransaction = { queryRunner: undefined } as unknown as EntityManager;
  const service = new DomainEventsService();

  it('takes EVENT_TYPES and resource event names', async () => {
    const events: NewDomainEvent[] = [
      { type: EVENT_TYPES.PlatformAddressEdited, aggregateType: 'platform-address', aggregateId: 1, payload: {} },
      { type: resourceEventType('inspectedUnit', 'Edited'), aggregateType: 'inspectedUnit', aggregateId: 1, payload: {} },
    ];
    await expect(service.append(outsideTransaction, events)).rejects.toThrow('inside a transaction');
  });

  it('refuses an unknown event type at compile time', async () => {
    // @ts-expect-error — 'PlatformAddressEditted' is no event type
    await expect(service.append(outsideTransaction, { type: 'PlatformAddressEditted', aggregateType: 'platform-address', aggregateId: 1, payload: {} })).rejects.toThrow();
    const name = String('PlatformAddressEdited');
    // @ts-expect-error — a plain string is not an event type
    const event: NewDomainEvent = { type: name, aggregateType: 'platform-address', aggregateId: 1, payload: {} };
    expect(event.type).toBe('PlatformAddressEdited');
  });
});
