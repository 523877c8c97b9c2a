import type { LiveEvent } from '@refinedev/core';
import { createLiveProvider, type LiveSource } from './live-provider';

/** A stand-in for the socket: what the server emits reaches the handlers of that event. */
function fakeSource() {
  const handlers = new Map<string, Set<(p: unknown) => void>>();
  const source: LiveSource = {
    on: (event, handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => void set.delete(handler);
    },
  };
  return { source, emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)) };
}

describe('live provider over resources/<name>', () => {
  it('a list hears every change of its resource; a row hears only changes naming it; both hear a resync', () => {
    const { source, emit } = fakeSource();
    const live = createLiveProvider(source);
    const list: LiveEvent[] = [];
    const one: LiveEvent[] = [];
    live.subscribe({ channel: 'resources/project', types: ['*'], callback: (e) => list.push(e), params: { subscriptionType: 'useList' } });
    live.subscribe({ channel: 'resources/project', types: ['*'], callback: (e) => one.push(e), params: { subscriptionType: 'useOne', ids: [5], id: 5 } });

    emit('resources/project', { channel: 'resources/project', type: 'created', ids: [6] });
    emit('resources/project', { channel: 'resources/project', type: 'updated', ids: ['5'] });
    emit('resources/inspectedUnit', { channel: 'resources/inspectedUnit', type: 'updated', ids: [5] });
    expect(list.map((e) => [e.type, e.payload.ids])).toEqual([['created', [6]], ['updated', ['5']]]);
    expect(one.map((e) => [e.channel, e.type, e.payload.ids])).toEqual([['resources/project', 'updated', ['5']]]);

    emit('resync', { reason: 'socket-reconnected' });
    expect(list).toHaveLength(3);
    expect(one).toHaveLength(2);
  });

  it('honours the subscribed event types and stops on unsubscribe', () => {
    const { source, emit } = fakeSource();
    const live = createLiveProvider(source);
    const seen: string[] = [];
    const sub = live.subscribe({ channel: 'resources/project', types: ['deleted'], callback: (e) => seen.push(e.type) });
    emit('resources/project', { type: 'updated', ids: [1] });
    emit('resources/project', { type: 'deleted', ids: [1] });
    live.unsubscribe(sub);
    emit('resources/project', { type: 'deleted', ids: [2] });
    emit('resync', {});
    expect(seen).toEqual(['deleted']);
  });
});
