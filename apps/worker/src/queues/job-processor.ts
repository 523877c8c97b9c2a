import type { Job } from 'bullmq';

/** One processor per queue; the worker runs those of the queues named in ACTIVE_QUEUES. */
export interface JobProcessor {
  readonly queue: string;
  process(job: Job): Promise<unknown>;
}

export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');
