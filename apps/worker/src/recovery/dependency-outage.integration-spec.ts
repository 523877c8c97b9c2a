import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ALL_QUEUES, QueueName, resourceEventType } from '@ohit/contracts';
import { loadConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { REDIS } from '@ohit/server-queue';
import { createTestApp, dataSourceOf, seed, startTcpProxy, type TcpProxy, type TestApp, until } from '@ohit/api/testing';
import { startHealthServer } from '../health/health-server';
import { WorkerHealth } from '../health/worker-health';
import { QueueWorkersService } from '../queues/queue-workers.service';
import { WorkerModule } from '../worker.module';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The worker's PostgreSQL sessions carry this name, so pg_stat_activity shows only theirs. */
const APPLICATION_NAME = 'outage-spec-worker';

const hostPort = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port) };
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The worker through Redis and PostgreSQL outages (each behind a proxy this test cuts): its
 * readiness says so, its outbox relay holds no transaction while Redis is away, and what was
 * committed meanwhile — a change and a requested export — is dispatched once Redis returns.
 */
describe('worker: readiness and the outbox relay through dependency outages', () => {
  let redis: TcpProxy;
  let pg: TcpProxy;
  let t: TestApp; // a direct api (no proxy): seeds users and writes as a command would
  let worker: INestApplicationContext;
  let health: Server;
  let healthUrl: string;
  let surveyor: { id: number; organizationId: number };

  beforeAll(async () => {
    redis = await startTcpProxy(hostPort(REDIS_URL));
    pg = await startTcpProxy(hostPort(process.env.DATABASE_URL as string));
    t = await createTestApp();
    const seeded = await seed(t.app);
    surveyor = { id: seeded.users.surveyor, organizationId: seeded.organizations.A };
    const dbUrl = new URL(pg.through(process.env.DATABASE_URL as string));
    dbUrl.searchParams.set('application_name', APPLICATION_NAME);
    const config = loadConfig(
      {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ACTIVE_QUEUES: `${QueueName.Outbox},${QueueName.Exports}`,
        OUTBOX_POLL_MS: '50',
        REDIS_URL: redis.through(REDIS_URL),
        DATABASE_URL: dbUrl.toString(),
        STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ohit-outage-')),
      },
      ALL_QUEUES,
    );
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: ['error'] });
    await worker.init();
    const workers = worker.get(QueueWorkersService);
    health = await startHealthServer(0, new WorkerHealth(worker.get<DataSource>(getDataSourceToken()), worker.get(REDIS), () => workers.running));
    healthUrl = `http://127.0.0.1:${(health.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await redis.restore();
    await pg.restore();
    health?.close();
    await worker?.close();
    await t?.close();
    await redis.close();
    await pg.close();
  });

  const probe = async (path: string) => {
    const res = await fetch(`${healthUrl}${path}`, { signal: AbortSignal.timeout(3000) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('readiness is 503 naming the dependency that is down and 200 once it is back; liveness stays 200', async () => {
    expect(await probe('/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up', redis: 'up' } });

    await redis.cut();
    try {
      expect(await probe('/health/ready')).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'up', redis: 'down' } });
      expect((await probe('/health')).status).toBe(200);
    } finally {
      await redis.restore();
    }
    await until(async () => (await probe('/health/ready')).status === 200, 10_000, 200);

    await pg.cut();
    try {
      expect(await probe('/health/ready')).toMatchObject({ status: 503, body: { database: 'down', redis: 'up' } });
      expect((await probe('/health')).status).toBe(200);
    } finally {
      await pg.restore();
    }
    await until(async () => (await probe('/health/ready')).status === 200, 10_000, 200);
  });

  it('while Redis is cut the relay holds no transaction and dispatches nothing; after it returns the events go out and the export requested meanwhile runs', async () => {
    const ds = dataSourceOf(t.app);
    const jobId = randomUUID();
    await redis.cut();
    let events: string[];
    try {
      // What the api commits when Redis is lost between its commit and its enqueue: the jobs row
      // and its ExportRequested event, plus a change a list on screen waits for.
      events = await ds.transaction(async (m) => {
        await m.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, 'export', 'inspectedUnit', $2, $3, '{"query":{}}')`, [
          jobId,
          surveyor.id,
          surveyor.organizationId,
        ]);
        const rows = await new DomainEventsService().append(m, [
          { type: 'ExportRequested', aggregateType: 'job', aggregateId: jobId, payload: { resource: 'inspectedUnit' }, actorId: surveyor.id, organizationId: surveyor.organizationId },
          { type: resourceEventType('inspectedUnit', 'Edited'), aggregateType: 'inspectedUnit', aggregateId: 1, payload: { ids: [1] }, actorId: surveyor.id, organizationId: surveyor.organizationId },
        ]);
        return rows.map((r) => r.id);
      });
      // The relay keeps trying (and backing off) through these samples.
      for (let i = 0; i < 8; i++) {
        await pause(200);
        const [{ open }] = await ds.query(
          `SELECT count(*)::int AS open FROM pg_stat_activity WHERE application_name = $1 AND state LIKE 'idle in transaction%'`,
          [APPLICATION_NAME],
        );
        expect(open).toBe(0);
      }
      const [{ pending }] = await ds.query(`SELECT count(*)::int AS pending FROM domain_events WHERE id = ANY($1::uuid[]) AND dispatched_at IS NULL`, [events]);
      expect(pending).toBe(2);
    } finally {
      await redis.restore();
    }
    await until(async () => {
      const [{ pending }] = await ds.query(`SELECT count(*)::int AS pending FROM domain_events WHERE id = ANY($1::uuid[]) AND dispatched_at IS NULL`, [events]);
      return pending === 0;
    }, 15_000, 200);
    const [job] = await until(async () => {
      const rows = await ds.query(`SELECT status FROM jobs WHERE id = $1 AND status NOT IN ('queued', 'running')`, [jobId]);
      return rows.length ? rows : null;
    }, 20_000, 200);
    expect(job.status).toBe('completed');
  });
});
