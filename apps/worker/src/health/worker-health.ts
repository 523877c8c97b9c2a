import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { within } from '@ohit/server-queue';

/** Each readiness check gets this long; a dependency that does not answer in time is down. */
export const READY_CHECK_TIMEOUT_MS = 1000;

type State = 'up' | 'down';

export interface Readiness {
  ready: boolean;
  body: { status: 'ok' | 'unavailable'; database: State; redis: State; queues: string[] };
}

function check(work: () => Promise<unknown>, what: string): Promise<State> {
  return within(Promise.resolve().then(work), READY_CHECK_TIMEOUT_MS, what).then(
    () => 'up',
    () => 'down',
  );
}

/**
 * What the worker's health server reports, as the api does: liveness (`/health`) is the process
 * answering — restarting it cures no outage; readiness (`/health/ready`) is PostgreSQL and Redis
 * both answering, so an orchestrator sees a worker that cannot take jobs.
 */
export class WorkerHealth {
  constructor(
    private readonly db: DataSource,
    private readonly redis: Redis,
    private readonly queues: () => string[],
  ) {}

  live(): Record<string, unknown> {
    return { status: 'ok', queues: this.queues(), pid: process.pid };
  }

  async ready(): Promise<Readiness> {
    const [database, redis] = await Promise.all([check(() => this.db.query('SELECT 1'), 'database'), check(() => this.redis.ping(), 'redis')]);
    const ready = database === 'up' && redis === 'up';
    return { ready, body: { status: ready ? 'ok' : 'unavailable', database, redis, queues: this.queues() } };
  }
}
