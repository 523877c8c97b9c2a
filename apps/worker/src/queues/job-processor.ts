import type { Job } from 'bullmq';
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
}

export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');
