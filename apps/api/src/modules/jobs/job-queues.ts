import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QueueName } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { queueOptions } from '@ohit/server-queue';

/** The api's producers of the export and import queues (ids are our own job ids). */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  readonly exports: Queue;
  readonly imports: Queue;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.exports = new Queue(QueueName.Exports, queueOptions(config.redis.url, config.redis.prefix));
    this.imports = new Queue(QueueName.Imports, queueOptions(config.redis.url, config.redis.prefix));
    // A lost Redis is reported once by RedisModule; BullMQ would print every reconnect attempt.
    for (const q of this.all) q.on('error', () => undefined);
  }

  get all(): Queue[] {
    return [this.exports, this.imports];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.all.map((q) => q.close()));
  }
}
