import { RESYNC_EVENT } from '@ohit/contracts';
import { RealtimeClient, type SocketLike } from './realtime-client';
import { onNotificationPush } from '../notifications/realtime-notifications';

class FakeSocket implements SocketLike {
  connected = false;
  disconnected = false;
  private handlers = new Map<string, ((...a: unknown[]) => void)[]>();
  on(event: string, handler: (...a: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    (this.handlers.get(event) ?? []).forEach((h) => h(...args));
  }
}

describe('real-time connection policy (spec §4)', () => {
  let sockets: FakeSocket[];
  let client: RealtimeClient;
  const tokens: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    sockets = [];
    tokens.length = 0;
    client = new RealtimeClient({
      createSocket: (token) => {
        tokens.push(token);
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      getToken: () => 'Bearer t',
    });
  });
  afterEach(() => {
    client.stop();
    jest.useRealTimers();
  });

  it('connects with the token and retries 20 s after an error', () => {
    client.start();
    expect(sockets).toHaveLength(1);
    expect(tokens).toEqual(['Bearer t']);
    sockets[0]!.emit('connect_error', new Error('x'));
    expect(sockets[0]!.disconnected).toBe(true);
    jest.advanceTimersByTime(19_999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('stops reconnecting once failures exceed 5', () => {
    client.start();
    for (let i = 0; i < 5; i++) {
      sockets[sockets.length - 1]!.emit('connect_error', new Error('x'));
      jest.advanceTimersByTime(20_000);
    }
    expect(sockets).toHaveLength(6);
    sockets[5]!.emit('connect_error', new Error('x')); // the 6th failure
    expect(client.status).toBe('stopped');
    jest.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(6);
  });

  it('a successful connection resets the count; a lost connection reconnects after the delay', () => {
    client.start();
    sockets[0]!.emit('connect_error', new Error('x'));
    jest.advanceTimersByTime(20_000);
    sockets[1]!.emit('connect');
    expect(client.failureCount).toBe(0);
    expect(client.status).toBe('connected');
    sockets[1]!.emit('disconnect', 'transport close');
    jest.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(3);
  });

  it('forwards events to subscribers across reconnects; cmd topic/user reloads the notifications', () => {
    const reload = jest.fn();
    client.on('notification', (p) => onNotificationPush(p, reload));
    client.start();
    sockets[0]!.emit('notification', { cmd: 'user', msgId: 3 });
    sockets[0]!.emit('connect_error', new Error('x'));
    jest.advanceTimersByTime(20_000);
    sockets[1]!.emit('notification', { cmd: 'topic' });
    sockets[1]!.emit('notification', { cmd: 'other' });
    sockets[1]!.emit('notification', null);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('asks subscribers to resync when a socket connects after a lost one or failed attempts, not on the first connect', () => {
    const resyncs: unknown[] = [];
    client.on(RESYNC_EVENT, (p) => resyncs.push(p));
    client.start();
    sockets[0]!.emit('connect');
    expect(resyncs).toEqual([]); // the screens have just loaded
    sockets[0]!.emit('disconnect', 'transport close');
    jest.advanceTimersByTime(20_000);
    sockets[1]!.emit('connect');
    expect(resyncs).toEqual([{ reason: 'socket-reconnected' }]);
    sockets[1]!.emit('connect_error', new Error('x'));
    jest.advanceTimersByTime(20_000);
    sockets[2]!.emit('connect');
    expect(resyncs).toHaveLength(2);
  });

  it('forwards the server\'s resync (its Redis subscription came back) to subscribers', () => {
    const resyncs: unknown[] = [];
    client.on(RESYNC_EVENT, (p) => resyncs.push(p));
    client.start();
    sockets[0]!.emit('connect');
    sockets[0]!.emit(RESYNC_EVENT, { reason: 'redis-reconnected' });
    expect(resyncs).toEqual([{ reason: 'redis-reconnected' }]);
  });

  it('stop cancels the pending retry; no token means no connection', () => {
    client.start();
    sockets[0]!.emit('connect_error', new Error('x'));
    client.stop();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    const anonymous = new RealtimeClient({ createSocket: () => new FakeSocket(), getToken: () => '' });
    anonymous.start();
    expect(anonymous.status).toBe('idle');
  });
});
