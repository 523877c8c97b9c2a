import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { jobQueues, jobTypeOf, type JobTypeContract } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { queueOptions } from '@ohit/server-queue';

/** The api's producers: one BullMQ queue per queue of the registered job types (ids are our own job ids). */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    for (const name of jobQueues()) {
      // Retention (removeOnComplete/removeOnFail) and attempts are queueOptions' defaults for every job type.
      const q = new Queue(name, queueOptions(config.redis.url, config.redis.prefix));
      // A lost Redis is reported once by RedisModule; BullMQ would print every reconnect attempt.
      q.on('error', () => undefined);
      this.queues.set(name, q);
    }
  }

  /** The queue of a job type (by contract or jobs.type); undefined for a type no longer registered. */
  of(type: JobTypeContract | string): Queue | undefined {
    const contract = typeof type === 'string' ? jobTypeOf(type) : type;
    return contract ? this.queues.get(contract.queue) : undefined;
  }

  get all(): Queue[] {
    return [...this.queues.values()];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.all.map((q) => q.close()));
  }
}
