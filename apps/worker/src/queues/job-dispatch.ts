import { type Job, UnrecoverableError } from 'bullmq';
import type { JobProcessor } from './job-processor';

/**
 * The handler of one queue: each job goes to the processor of its type (matched by BullMQ job
 * name), else to the queue's processor without a type (the outbox relay). Undefined when no
 * processor consumes the queue.
 */
export function queueDispatcher(queue: string, processors: readonly JobProcessor[]): ((job: Job) => Promise<unknown>) | undefined {
  const own = processors.filter((p) => p.queue === queue);
  if (!own.length) return undefined;
  for (const p of own) {
    if (p.jobType && p.jobType.queue !== queue) throw new Error(`processor of job type "${p.jobType.name}" consumes "${queue}", not its type's queue "${p.jobType.queue}"`);
  }
  const byJobName = new Map(own.filter((p) => p.jobType).map((p) => [p.jobType?.jobName as string, p]));
  const fallback = own.find((p) => !p.jobType);
  return (job) => {
    const processor = byJobName.get(job.name) ?? fallback;
    // A job nobody here can run: fail it at once rather than retry it into the same answer.
    if (!processor) return Promise.reject(new UnrecoverableError(`no processor for job "${job.name}" on queue "${queue}"`));
    return processor.process(job);
  };
}
