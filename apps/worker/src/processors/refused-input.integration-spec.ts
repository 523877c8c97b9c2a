import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Job, Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { type ExportJobData, JobName, QueueName } from '@ohit/contracts';
import { loadConfig } from '@ohit/server-config';
import { queueOptions } from '@ohit/server-queue';
import { seed, until } from '@ohit/api/testing';
import { WorkerModule } from '../worker.module';
import { ExportXlsxProcessor } from './export-xlsx.processor';

jest.setTimeout(60_000);

/**
 * The api refuses a bad filter before it records a job; a job whose stored input is refused
 * anyway (an older api, a rule tightened since) must fail at once with the reason — not be
 * retried three times into a 500.
 */
describe('worker: a job refused for its input fails at once with the reason, never retried', () => {
  // A Redis prefix of this suite alone, so no other suite's worker takes (or is taken) its jobs.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: QueueName.Exports, REDIS_PREFIX: `${process.env.REDIS_PREFIX}-refused` });
  let worker: INestApplicationContext;
  let queue: Queue;
  let ds: DataSource;
  let owner: number;
  let organization: number;

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, [ExportXlsxProcessor]), { logger: false });
    await worker.init();
    ds = worker.get<DataSource>(getDataSourceToken());
    const seeded = await seed(worker as unknown as NestExpressApplication);
    owner = seeded.users.admin;
    organization = seeded.organizations.A;
    queue = new Queue(QueueName.Exports, queueOptions(config.redis.url, config.redis.prefix));
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await worker?.close();
  });

  it('an export whose stored date filter is not a calendar day', async () => {
    const id = randomUUID();
    await ds.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, 'export', 'equipment', $2, $3, $4)`, [
      id,
      owner,
      organization,
      JSON.stringify({ query: { calibrationDate: ['2024-02-30', ''] } }),
    ]);
    // As the api enqueues it: the queue's default options (3 attempts, backoff).
    await queue.add(JobName.ExportXlsx, { jobId: id } satisfies ExportJobData, { jobId: id });
    const row = await until(async () => {
      const [r] = await ds.query(`SELECT status, errors, attempts FROM jobs WHERE id = $1`, [id]);
      return r?.status === 'failed' ? r : null;
    });
    expect(row).toEqual({ status: 'failed', errors: ['检定/校准日期的查询值不是有效的日期，应为YYYY-MM-DD'], attempts: 1 });
    const job = await until(async () => {
      const j = await Job.fromId(queue, id);
      return j && (await j.getState()) === 'failed' ? j : null;
    });
    expect(job.attemptsMade).toBe(1);
    expect(job.opts.attempts).toBe(3);
    expect(job.failedReason).toBe('检定/校准日期的查询值不是有效的日期，应为YYYY-MM-DD');
  });
});
