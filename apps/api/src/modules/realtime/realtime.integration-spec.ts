import { io, Socket } from 'socket.io-client';
import { orgRoom, userRoom } from '@ohit/contracts';
import { RealtimePublisher } from '@ohit/server-realtime';
import { loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

function connect(url: string, token?: string): Socket {
  return io(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
}

describe('realtime gateway (socket.io over the Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  let adminId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp(); // a second api replica on the same Redis
    const seeded = await seed(a.app);
    adminId = seeded.users.admin;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await a.close();
    await b.close();
  });

  it('refuses a handshake without a valid token', async () => {
    const s = connect(a.url);
    sockets.push(s);
    await expect(connected(s)).rejects.toThrow('未登录或登录已失效');
    const forged = connect(a.url, 'Bearer not.a.token');
    sockets.push(forged);
    await expect(connected(forged)).rejects.toThrow('未登录或登录已失效');
  });

  it('delivers an event published by any process to the user room on another replica', async () => {
    const token = await loginAs(a.app, 'admin');
    const s = connect(b.url, token); // connected to replica b
    sockets.push(s);
    await connected(s);
    const received = new Promise((resolve) => s.once('notification', resolve));
    await new Promise((r) => setTimeout(r, 200)); // room join settles
    await a.app.get(RealtimePublisher).publish({ event: 'notification', rooms: [userRoom(adminId)], payload: { cmd: 'user' } });
    await expect(received).resolves.toEqual({ cmd: 'user' });
  });

  it('does not deliver to other users or organisations', async () => {
    const token = await loginAs(a.app, 'orgb-analyst');
    const s = connect(a.url, token);
    sockets.push(s);
    await connected(s);
    let got = 0;
    s.on('notification', () => (got += 1));
    await new Promise((r) => setTimeout(r, 200));
    const publisher = a.app.get(RealtimePublisher);
    await publisher.publish({ event: 'notification', rooms: [userRoom(adminId)], payload: { cmd: 'user' } });
    await publisher.publish({ event: 'notification', rooms: [orgRoom(-1)], payload: { cmd: 'topic' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(got).toBe(0);
  });
});
