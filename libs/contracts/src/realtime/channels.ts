/** Realtime channels and rooms (architecture.md "Conventions"). */
export const userRoom = (userId: number): string => `user:${userId}`;
export const orgRoom = (organizationId: number): string => `org:${organizationId}`;
export const resourceChannel = (resource: string): string => `resources/${resource}`;
export const jobChannel = (jobId: string): string => `jobs/${jobId}`;

export type ResourceChangeType = 'created' | 'updated' | 'deleted';

export interface ResourceChange {
  channel: string;
  type: ResourceChangeType;
  ids: Array<number | string>;
}

/** Notification push (spec §4): cmd 'topic' or 'user' makes the client reload its notices. */
export interface NotificationPush {
  cmd: 'topic' | 'user';
  msgId?: number;
}

export interface RealtimeEnvelope<T = unknown> {
  /** socket.io event name the payload is emitted under. */
  event: string;
  rooms: string[];
  payload: T;
}

/**
 * "You may have missed events: reload what you show." Sent by the api to its sockets when its
 * Redis subscription returns after a drop (events published meanwhile are gone); the web client
 * raises it too when its socket reconnects. Payload: RealtimeResync.
 */
export const RESYNC_EVENT = 'resync';

export interface RealtimeResync {
  reason: 'redis-reconnected' | 'socket-reconnected';
}
