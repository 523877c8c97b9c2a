import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { RESYNC_EVENT } from '@ohit/contracts';
import { session } from '../session/session-store';
import { RealtimeClient, type SocketLike } from './realtime-client';

/**
 * The app's one socket.io connection (same origin, token in the handshake, websocket only).
 * The shell starts it and stops it on unmount; screens subscribe with `useRealtimeEvent`.
 */
export const realtime = new RealtimeClient({
  createSocket: (token) =>
    io({ auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true }) as unknown as SocketLike,
  getToken: () => session.getToken(),
});

/** Calls `handler` for every `event` while the component is mounted (latest handler wins). */
export function useRealtimeEvent(event: string, handler: (payload: unknown) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => realtime.on(event, (p) => latest.current(p)), [event]);
}

/**
 * Calls `reload` whenever events may have been missed (socket or server-side Redis reconnected):
 * a live screen reloads what it shows instead of drifting from the server.
 */
export function useRealtimeResync(reload: () => void): void {
  useRealtimeEvent(RESYNC_EVENT, () => reload());
}
