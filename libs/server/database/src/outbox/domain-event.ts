/** What a command handler appends: the change, who made it, and why. */
export interface NewDomainEvent {
  type: string;
  aggregateType: string;
  aggregateId: string | number;
  payload: Record<string, unknown>;
  actorId?: number | null;
  organizationId?: number | null;
  reason?: string | null;
}
