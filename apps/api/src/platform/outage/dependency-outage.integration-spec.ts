import type { Server } from 'node:http';
import request from 'supertest';
import { OUTAGE_MESSAGES } from '../index';
import { loginAs, seed } from '../../testing/identity';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { until } from '../../testing/workers';

/**
 * A request that does not answer within this bound fails the test: an outage must be answered,
 * never waited out (the old behaviour hung from ~7 s into a Redis outage until it returned).
 */
const ANSWER_WITHIN_MS = 2000;

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hostPort = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port) };
};

describe('dependency outages: 503 with a Chinese message at once, readiness follows, service resumes (Redis and PostgreSQL behind cuttable proxies)', () => {
  let redis: TcpProxy;
  let pg: TcpProxy;
  let t: TestApp;
  let server: Server;
  let token: string;

  beforeAll(async () => {
    redis = await startTcpProxy(hostPort(REDIS_URL));
    pg = await startTcpProxy(hostPort(process.env.DATABASE_URL as string));
    t = await createTestApp({ REDIS_URL: redis.through(REDIS_URL), DATABASE_URL: pg.through(process.env.DATABASE_URL as string) });
    server = t.app.getHttpServer();
    await seed(t.app);
    token = await loginAs(t.app, 'admin');
  });
  afterAll(async () => {
    await redis.restore();
    await pg.restore();
    await t.close();
    await redis.close();
    await pg.close();
  });

  const list = () => request(server).get('/api/inspectedUnit?page=0&size=10').set('Authorization', token).timeout(ANSWER_WITHIN_MS);
  const ready = () => request(server).get('/health/ready').timeout(ANSWER_WITHIN_MS);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('Redis down: every request answers 503 (cache service) throughout the outage, /health/ready 503; both recover when Redis returns', async () => {
    await list().expect(200);
    await redis.cut();
    try {
      // Past the 7 s at which requests used to start hanging.
      for (const end = Date.now() + 8000; Date.now() < end; await pause(400)) {
        const res = await list();
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ status: 503, message: OUTAGE_MESSAGES.redis });
      }
      // a public route that needs Redis (the captcha) too: 503, not 500
      const code = await request(server).get('/auth/code').timeout(ANSWER_WITHIN_MS);
      expect(code.body).toMatchObject({ status: 503, message: OUTAGE_MESSAGES.redis });
      const probe = await ready();
      expect(probe.status).toBe(503);
      expect(probe.body.message).toContain('Redis不可用');
      expect((await request(server).get('/health').timeout(ANSWER_WITHIN_MS)).status).toBe(200); // liveness: the process is fine
    } finally {
      await redis.restore();
    }
    await until(async () => (await ready()).status === 200, 10_000, 200);
    await until(async () => (await list()).status === 200, 10_000, 200);
  });

  it('PostgreSQL down: requests answer 503 (database), /health/ready 503; both recover when it returns', async () => {
    await list().expect(200);
    await pg.cut();
    try {
      for (let i = 0; i < 3; i++) {
        const res = await list();
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ status: 503, message: OUTAGE_MESSAGES.database });
      }
      const probe = await ready();
      expect(probe.status).toBe(503);
      expect(probe.body.message).toContain('数据库不可用');
    } finally {
      await pg.restore();
    }
    await until(async () => (await ready()).status === 200, 10_000, 200);
    await until(async () => (await list()).status === 200, 10_000, 200);
  });
});
