/**
 * Job types are a registry (architecture.md "Jobs"): a job type is a contract — its name (the
 * jobs row's `type`), queue and BullMQ job name, the event that requests it, the shape of the
 * parameters kept in its jobs row, its Chinese label in the jobs drawer, how the drawer shows it
 * (what its progress counts, what it says when it finishes) and whether it produces a download —
 * registered once in its own file; the worker registers a processor for it. The api,
 * the outbox relay, the worker and the drawer read the registry, never a union or a switch.
 */
import type { EventType } from '../events';
import { QueueName } from './queues';

/** Every job's BullMQ payload: the jobs row id only; the worker reads the row (and re-reads the owner). */
export interface JobData {
  jobId: string;
}

/**
 * How the jobs drawer shows a job of a type. Every field may be left out: a count of 行, and
 * '{title}<label>完成' / '{title}<label>失败' (`{title}` is the job's title, its resource's name).
 */
export interface JobTypeDisplay {
  /** What the job's rowsDone / rowsTotal count: 行 (a file's rows) unless declared, e.g. 步 for a rendering's steps. */
  readonly unit?: string;
  /** The message once the job completed. */
  readonly completed?: string;
  /** The heading of the notification (kept open) once the job failed; its errors below. */
  readonly failed?: string;
  /**
   * Its errors are the input's rejected rows (an import): a job that finished with any is
   * announced as failed, every message listed; otherwise the errors are only the failure's reason.
   */
  readonly errorsAreInput?: boolean;
}

export interface JobTypeContract<TParameters extends Record<string, unknown> = Record<string, unknown>> {
  /** Stored in jobs.type and sent as JobDto.type: lower camelCase, at most 20 characters. */
  readonly name: string;
  /** BullMQ queue (an explicit string, never a class name); several types may share one. */
  readonly queue: string;
  /** BullMQ job name; the worker routes a job of a shared queue to its type's processor by it. */
  readonly jobName: string;
  /** Chinese label of the type in the jobs drawer, e.g. '导出'. */
  readonly label: string;
  /** How the jobs drawer counts its progress and announces its end (jobTypeDisplay fills what is left out). */
  readonly display?: JobTypeDisplay;
  /** The finished job has a file downloaded at GET api/jobs/:id/download. */
  readonly producesFile: boolean;
  /**
   * The one message of a job that failed through no fault of its input (retried, then given up):
   * `?wait=1` answers it with 500. Any other failure message is the reason the input was refused (4xx).
   */
  readonly faultMessage: string;
  /**
   * The domain event (aggregate 'job', aggregate id = jobs row id) written in the transaction that
   * records the job: the outbox relay enqueues the job from it, so a job committed while Redis was
   * away is never left queued.
   */
  readonly requestedBy: EventType;
  /** Type-level only: the shape of jobs.parameters for this type. */
  readonly parameters?: TParameters;
}

/** A registered job type's name (jobs.type). Open: a new type is a registration, not an edit here. */
export type JobType = string;

const JOB_TYPE_NAME = /^[a-z][A-Za-z0-9]{0,19}$/;
const registry = new Map<string, JobTypeContract>();

/** Registers a job type (once, in its own contract file) and returns it. */
export function registerJobType<P extends Record<string, unknown>>(contract: JobTypeContract<P>): JobTypeContract<P> {
  if (!JOB_TYPE_NAME.test(contract.name)) throw new Error(`job type "${contract.name}" is not a lower camelCase name of at most 20 characters`);
  const existing = registry.get(contract.name);
  if (existing && existing !== contract) throw new Error(`job type "${contract.name}" is registered twice`);
  const clash = [...registry.values()].find((t) => t !== contract && (t.requestedBy === contract.requestedBy || (t.queue === contract.queue && t.jobName === contract.jobName)));
  if (clash) throw new Error(`job type "${contract.name}" shares its requesting event or queue and job name with "${clash.name}"`);
  registry.set(contract.name, Object.freeze({ ...contract }));
  return registry.get(contract.name) as JobTypeContract<P>;
}

export function jobTypeOf(name: string): JobTypeContract | undefined {
  return registry.get(name);
}

/** Every registered job type, in registration order. */
export function jobTypes(): JobTypeContract[] {
  return [...registry.values()];
}

/** The job type a domain event requests (the outbox relay enqueues it), if any. */
export function jobTypeRequestedBy(eventType: string): JobTypeContract | undefined {
  return jobTypes().find((t) => t.requestedBy === eventType);
}

/** Queues of the registered job types (each once). */
export function jobQueues(): string[] {
  return [...new Set(jobTypes().map((t) => t.queue))];
}

/** Every queue a worker may consume (ACTIVE_QUEUES is checked against it): the fixed ones and every job type's. */
export function allQueues(): string[] {
  return [...new Set<string>([...Object.values(QueueName), ...jobQueues()])];
}

/** The fault message of a job type (a generic one for a type no longer registered). */
export function jobFaultMessage(type: string): string {
  return jobTypeOf(type)?.faultMessage ?? '任务执行失败，请稍后重试';
}

/** The drawer's label of a job type (the name itself for a type no longer registered). */
export function jobTypeLabel(type: string): string {
  return jobTypeOf(type)?.label ?? type;
}

/** How the drawer shows a job type: its declaration with the defaults filled in (a type no longer registered: a count of 行, '{title}<type>完成'). */
export function jobTypeDisplay(type: string): Required<JobTypeDisplay> {
  const display = jobTypeOf(type)?.display ?? {};
  const label = jobTypeLabel(type);
  return {
    unit: display.unit ?? '行',
    completed: display.completed ?? `{title}${label}完成`,
    failed: display.failed ?? `{title}${label}失败`,
    errorsAreInput: display.errorsAreInput ?? false,
  };
}
