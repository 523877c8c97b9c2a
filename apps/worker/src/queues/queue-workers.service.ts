import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { APP_CONFIG } from '@ohit/server-config';
import type { AppConfig } from '@ohit/server-config';
import { queueOptions } from '@ohit/server-queue';
import { queueDispatcher } from './job-dispatch';
import { JOB_PROCESSORS, JobProcessor } from './job-processor';

/** Starts a BullMQ worker for each active queue and closes them gracefully on shutdown. */
@Injectable()
export class QueueWorkersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_PROCESSORS) private readonly processors: JobProcessor[],
  ) {}

  get running(): string[] {
    return this.workers.filter((w) => w.isRunning()).map((w) => w.name);
  }

  onApplicationBootstrap(): void {
    const { activeQueues, concurrency } = this.config.worker;
    for (const queue of activeQueues) {
      const dispatch = queueDispatcher(queue, this.processors);
      if (!dispatch) {
        this.logger.warn(`queue "${queue}" is active but has no processor yet; skipped`);
        continue;
      }
      const worker = new Worker(queue, dispatch, {
        ...queueOptions(this.config.redis.url, this.config.redis.prefix),
        concurrency,
        // A job whose worker died (kill -9) is handed to another worker after this long.
        stalledInterval: this.config.worker.stalledIntervalMs,
        lockDuration: this.config.worker.lockDurationMs,
        maxStalledCount: 2,
        ...this.processors.find((p) => p.queue === queue && p.workerOptions)?.workerOptions,
      });
      worker.on('failed', (job, err) => this.logger.warn(`job ${job?.id} on ${queue} failed: ${err.message}`));
      worker.on('error', (err) => this.logger.error(`worker ${queue}: ${err.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`consuming ${this.workers.map((w) => `${w.name} (${w.concurrency})`).join(', ') || 'no queues'}`);
  }

  /** SIGTERM: stop taking jobs and let the ones in hand finish (Worker.close waits for them). */
  async onApplicationShutdown(signal?: string): Promise<void> {
    this.logger.log(`shutting down (${signal ?? 'close'}); finishing jobs in hand`);
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
