import { io, Socket } from 'socket.io-client';
import { orgRoom, RESYNC_EVENT } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { createRedis, redisReady } from '@ohit/server-queue';
import { RealtimePublisher } from '@ohit/server-realtime';
import type Redis from 'ioredis';
import { loginAs, seed } from '../../testing/identity';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { createTestApp, type TestApp } from '../../testing/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The next `event` on the socket, or a rejection after `ms` (a bounded wait). */
function next<T>(socket: Socket, event: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('realtime across a Redis outage: connected clients are told to resync once the gateway is subscribed again', () => {
  let redis: TcpProxy;
  let t: TestApp;
  let orgA: number;
  let socket: Socket;
  let workerRedis: Redis;

  beforeAll(async () => {
    const u = new URL(REDIS_URL);
    redis = await startTcpProxy({ host: u.hostname, port: Number(u.port) });
    t = await createTestApp({ REDIS_URL: redis.through(REDIS_URL) });
    orgA = (await seed(t.app)).organizations.A;
    const token = await loginAs(t.app, 'surveyor');
    socket = io(t.url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    await next(socket, 'connect');
    await new Promise((r) => setTimeout(r, 150)); // room join settles
  });
  afterAll(async () => {
    socket?.disconnect();
    workerRedis?.disconnect();
    await redis.restore();
    await t.close();
    await redis.close();
  });

  it('an event published while the gateway was cut off is replaced by a resync, and later events arrive again', async () => {
    // The worker's publisher: its own connection to Redis, which stays up for it.
    workerRedis = createRedis(REDIS_URL);
    await redisReady(workerRedis, 5000);
    const publisher = new RealtimePublisher(t.app.get<AppConfig>(APP_CONFIG), workerRedis);
    const change = { channel: 'resources/inspectedUnit', type: 'updated', ids: [1] };
    const resync = next<{ reason: string }>(socket, RESYNC_EVENT);
    let missed = 0;
    socket.on('resources/inspectedUnit', () => (missed += 1));

    await redis.cut(); // this api replica loses Redis; the socket to the browser stays up
    await publisher.publish({ event: 'resources/inspectedUnit', rooms: [orgRoom(orgA)], payload: change }); // delivered to nobody here
    await redis.restore();

    await expect(resync).resolves.toEqual({ reason: 'redis-reconnected' });
    expect(missed).toBe(0);
    socket.off('resources/inspectedUnit');
    const delivered = next(socket, 'resources/inspectedUnit');
    await publisher.publish({ event: 'resources/inspectedUnit', rooms: [orgRoom(orgA)], payload: change });
    await expect(delivered).resolves.toEqual(change);
  });
});
