import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { RESYNC_EVENT, type ResourceChange } from '@ohit/contracts';
import { realtime } from '../realtime/realtime';

/** Where live events come from: the app's socket.io client (tests pass a fake). */
export interface LiveSource {
  on(event: string, handler: (payload: unknown) => void): () => void;
}

type Subscription = () => void;

const sameIds = (a: readonly unknown[], b: readonly unknown[]) => {
  const wanted = new Set(a.map(String));
  return b.some((id) => wanted.has(String(id)));
};

/**
 * Refine's live provider over the realtime channel: the server emits `resources/<name>` with
 * `{channel, type, ids}` to the organisation's room — exactly Refine's channel name — so a hook
 * in liveMode 'auto' refetches when another user (or tab) changes the resource. A subscription
 * to one row (useOne, useMany) ignores events naming other rows. After a resync (socket or the
 * server's Redis came back: events may have been missed) every subscription refreshes.
 */
export function createLiveProvider(source: LiveSource): LiveProvider {
  return {
    subscribe: ({ channel, types, callback, params }): Subscription => {
      const accepts = (type: string) => types.includes('*') || types.includes(type);
      const rowIds = params?.subscriptionType === 'useList' ? [] : (params?.ids ?? []);
      const emit = (type: string, ids: Array<string | number>) => callback({ channel, type, payload: { ids }, date: new Date() } satisfies LiveEvent);
      const offChange = source.on(channel, (payload) => {
        const change = (payload ?? {}) as Partial<ResourceChange>;
        const type = change.type ?? '*';
        const ids = Array.isArray(change.ids) ? change.ids : [];
        if (!accepts(type)) return;
        if (rowIds.length > 0 && ids.length > 0 && !sameIds(rowIds, ids)) return;
        emit(type, ids);
      });
      const offResync = source.on(RESYNC_EVENT, () => emit('*', []));
      return () => {
        offChange();
        offResync();
      };
    },
    unsubscribe: (subscription: Subscription) => subscription?.(),
  };
}

export const liveProvider = createLiveProvider(realtime);
