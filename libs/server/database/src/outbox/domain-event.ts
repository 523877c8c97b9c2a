import type { EventType } from '@ohit/contracts';

/** What a command handler appends: the change, who made it, and why. */
export interface NewDomainEvent {
  /** A name from EVENT_TYPES or resourceEventType() (@ohit/contracts): a misspelt name fails the typecheck. */
  type: EventType;
  aggregateType: string;
  aggregateId: string | number;
  payload: Record<string, unknown>;
  actorId?: number | null;
  organizationId?: number | null;
  reason?: string | null;
}
