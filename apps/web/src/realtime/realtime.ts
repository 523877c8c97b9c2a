import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
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
