import type { Job, WorkerOptions } from 'bullmq';
import type { JobTypeContract } from '@ohit/contracts';

/**
 * A processor consumes one queue; the worker runs those of the queues named in ACTIVE_QUEUES.
 * A job type's processor names its contract (`jobType`, whose queue it consumes): the jobs of
 * that type's BullMQ job name come to it, so several types may share a queue.
 */
export interface JobProcessor {
  readonly queue: string;
  readonly jobType?: JobTypeContract;
  process(job: Job): Promise<unknown>;
  /**
   * BullMQ Worker options of its queue beyond the common ones — its `limiter` (a rate held in Redis,
   * so it holds across any number of workers: the provincial records' PROVINCE_RATE_PER_SECOND) and
   * its own `concurrency` in place of WORKER_CONCURRENCY (the records' PROVINCE_RECORD_CONCURRENCY).
   */
  readonly workerOptions?: Pick<WorkerOptions, 'limiter' | 'concurrency'>;
}

export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');
