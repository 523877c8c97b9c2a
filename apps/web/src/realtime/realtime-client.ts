import { type RealtimeResync, RESYNC_EVENT } from '@ohit/contracts';
import { REALTIME_MAX_FAILURES, REALTIME_RECONNECT_DELAY_MS } from '@ohit/domain';

/** The part of a socket.io client socket this module uses (tests pass a fake). */
export interface SocketLike {
  on(event: string, handler: (...args: unknown[]) => void): unknown;
  off(event: string, handler?: (...args: unknown[]) => void): unknown;
  disconnect(): unknown;
  readonly connected: boolean;
}

export type SocketFactory = (token: string) => SocketLike;
type Handler = (payload: unknown) => void;

export interface RealtimeOptions {
  createSocket: SocketFactory;
  getToken: () => string;
  reconnectDelayMs?: number;
  maxFailures?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'waiting' | 'stopped';

/**
 * The real-time connection of spec §4: connects when the header loads; on an error it counts the
 * failure and retries after 20 s, and stops once failures exceed 5; a close by the server also
 * reconnects after the delay. socket.io's own reconnection is off so this policy is the only one.
 * Any event can be subscribed to (`notification` here; the resources and jobs screens add theirs);
 * subscriptions survive reconnects. Events sent while the socket was away are not replayed:
 * RESYNC_EVENT tells subscribers to reload what they show — raised here when a socket connects
 * again after a lost one, and sent by the server when its own Redis subscription came back.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private failures = 0;
  private stopped = true;
  /** A socket has been connected since start(): the next connect follows a lost one. */
  private wasConnected = false;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly bound = new Map<string, Handler>();
  private statusValue: RealtimeStatus = 'idle';
  private readonly delay: number;
  private readonly max: number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: RealtimeOptions) {
    this.delay = options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS;
    this.max = options.maxFailures ?? REALTIME_MAX_FAILURES;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  get status(): RealtimeStatus {
    return this.statusValue;
  }

  get failureCount(): number {
    return this.failures;
  }

  /** Starts (or keeps) the connection; a no-op while one is open or pending. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.failures = 0;
    this.wasConnected = false;
    this.connect();
  }

  /** Closes the connection and cancels any pending retry (logout, shell unmount). */
  stop(): void {
    this.stopped = true;
    this.cancelTimer();
    this.dropSocket();
    this.statusValue = 'idle';
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on(event: string, handler: Handler): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
      if (this.socket) this.bind(this.socket, event);
    }
    set.add(handler);
    return () => {
      set!.delete(handler);
    };
  }

  private connect(): void {
    this.timer = null;
    if (this.stopped) return;
    const token = this.options.getToken();
    if (!token) {
      this.stop();
      return;
    }
    this.dropSocket();
    this.statusValue = 'connecting';
    const socket = this.options.createSocket(token);
    this.socket = socket;
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      // after a lost socket or failed attempts, events may have gone by unseen
      const missed = this.wasConnected || this.failures > 0;
      this.failures = 0;
      this.wasConnected = true;
      this.statusValue = 'connected';
      if (missed) this.resync({ reason: 'socket-reconnected' });
    });
    socket.on('connect_error', () => this.failed(socket));
    socket.on('disconnect', (reason) => {
      if (this.socket !== socket || this.stopped) return;
      // a close we asked for is not retried; a lost connection is (spec §4 "on close it tries to reconnect")
      if (reason === 'io client disconnect') return;
      this.schedule();
    });
    for (const event of this.handlers.keys()) this.bind(socket, event);
  }

  private failed(socket: SocketLike): void {
    if (this.socket !== socket || this.stopped) return;
    this.failures += 1;
    if (this.failures > this.max) {
      this.dropSocket();
      this.stopped = true;
      this.statusValue = 'stopped';
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    this.dropSocket();
    if (this.timer !== null || this.stopped) return;
    this.statusValue = 'waiting';
    this.timer = this.setTimer(() => this.connect(), this.delay);
  }

  private resync(payload: RealtimeResync): void {
    this.handlers.get(RESYNC_EVENT)?.forEach((h) => h(payload));
  }

  private bind(socket: SocketLike, event: string): void {
    const forward: Handler = (payload) => this.handlers.get(event)?.forEach((h) => h(payload));
    this.bound.set(event, forward);
    socket.on(event, forward);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      try {
        socket.disconnect();
      } catch {
        /* already closed */
      }
    }
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }
}
