import { Injectable } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { loadConfig } from '@ohit/server-config';
import { queueOptions } from '@ohit/server-queue';
import { WorkerModule } from '../worker.module';
import { JobProcessor } from './job-processor';

const QUEUE = 'worker-test';
const handled: string[] = [];

@Injectable()
class SlowTestProcessor implements JobProcessor {
  readonly queue = QUEUE;
  async process(job: Job): Promise<unknown> {
    await new Promise((r) => setTimeout(r, job.data.ms as number));
    handled.push(job.id as string);
    return { done: job.id };
  }
}

describe('worker: queues by ACTIVE_QUEUES, graceful shutdown (real Redis)', () => {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', ACTIVE_QUEUES: QUEUE, WORKER_CONCURRENCY: '2' }, [QUEUE]);
  let queue: Queue;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    queue = new Queue(QUEUE, queueOptions(config.redis.url, config.redis.prefix));
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, [SlowTestProcessor]), { logger: false });
    await worker.init();
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('processes jobs of its active queue, and finishes the job in hand when told to stop', async () => {
    await queue.add('quick', { ms: 10 }, { jobId: 'quick-1' });
    const slow = await queue.add('slow', { ms: 1500 }, { jobId: 'slow-1' });
    // Wait until the slow job is running, then shut the worker down as SIGTERM would.
    for (let i = 0; i < 50 && (await slow.getState()) !== 'active'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await slow.getState()).toBe('active');
    await worker.close();
    expect(handled).toEqual(expect.arrayContaining(['quick-1', 'slow-1']));
    expect(await (await Job.fromId(queue, 'slow-1'))?.getState()).toBe('completed');
  });
});
