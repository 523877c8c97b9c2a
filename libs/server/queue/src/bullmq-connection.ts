import type { ConnectionOptions, QueueOptions } from 'bullmq';
import { redisReconnectDelay } from './redis';

/**
 * BullMQ connection settings from a redis:// URL. Every queue shares the configured key
 * prefix, so deployments and test runs sharing one Redis never see each other's jobs.
 */
export function bullConnection(url: string): ConnectionOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    // BullMQ's own default backs off to 20 s, so queues stalled for that long after Redis returned.
    retryStrategy: redisReconnectDelay,
  };
}

/** Finished jobs are kept a while for the jobs screen, then removed (queue hygiene). */
export const JOB_RETENTION = {
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 10_000 },
} as const;

export function queueOptions(url: string, prefix: string): QueueOptions {
  return { connection: bullConnection(url), prefix: `${prefix}:bull`, defaultJobOptions: { ...JOB_RETENTION, attempts: 3, backoff: { type: 'exponential', delay: 1000 } } };
}

/**
 * How long a request waits for its job to reach BullMQ after the jobs row committed; past it
 * the request answers anyway and the outbox relay enqueues the job (same job id).
 */
export const ENQUEUE_WAIT_MS = 1000;
