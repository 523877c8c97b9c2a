import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { declarationOf, type JobData, jobQueues, JobName, jobTypeRequestedBy, orgRoom, QueueName, type RelayEventJobData, resourceChannel, type ResourceChange, type ResourceChangeType } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { type ClaimedEvent, DomainEventsService } from '@ohit/server-database';
import { queueOptions, REDIS, within } from '@ohit/server-queue';
import { RealtimePublisher } from '@ohit/server-realtime';
import type { JobProcessor } from '../queues/job-processor';

/** Created/Copied/Imported → created; Deleted → deleted; every other change → updated. */
export function changeTypeOf(eventType: string): ResourceChangeType {
  if (/(Created|Copied|Imported)$/.test(eventType)) return 'created';
  if (/Deleted$/.test(eventType)) return 'deleted';
  return 'updated';
}

const CONSUMER = 'realtime';

/** A claimed batch is this relay's for this long; should it die, another relay takes it after. */
const LEASE_MS = 30_000;
/** Enqueueing a batch gets this long before it is released and retried. */
const DISPATCH_TIMEOUT_MS = 5_000;
/** Retries after a failed batch back off from the poll interval up to this. */
const MAX_BACKOFF_MS = 5_000;

/** The outbox queue and the queue of every registered job type, by name. */
type RelayQueues = Map<string, Queue>;

/**
 * The job an event requests (its job type's `requestedBy`), as the relay enqueues it: on the
 * type's queue under the type's job name, with the jobs row's id (the event's aggregate id) as
 * BullMQ job id. The api enqueues it right after its commit as well; should that fail (Redis
 * lost between the commit and the enqueue), this is the enqueue that cannot be lost.
 */
export function requestedJob(e: Pick<ClaimedEvent, 'type' | 'aggregateId'>): { queue: string; name: string; data: JobData; jobId: string } | null {
  const type = jobTypeRequestedBy(e.type);
  return type ? { queue: type.queue, name: type.jobName, data: { jobId: e.aggregateId }, jobId: e.aggregateId } : null;
}

/**
 * The outbox relay and its realtime consumer (architecture.md "Events and the audit trail").
 * Relay loop: claims a batch of undispatched domain_events under a lease (one short statement),
 * enqueues one relay job per event (job id = event id) and the job a job type's requesting event asks
 * for, then marks them dispatched. No transaction is open while Redis is talked to: when
 * enqueueing fails the batch is released and the loop backs off, so a Redis outage holds
 * nothing in PostgreSQL. A crash between enqueue and mark re-enqueues under the same job ids,
 * which BullMQ ignores.
 * Consumer: publishes `resources/<aggregateType>` to the organisation's room unless the event
 * is already in processed_events, then records it there (a replay publishes nothing; a crash
 * between the two publishes twice, which only makes a list reload twice).
 */
@Injectable()
export class OutboxRelayProcessor implements JobProcessor, OnApplicationBootstrap, OnApplicationShutdown {
  readonly queue = QueueName.Outbox;
  private readonly logger = new Logger('OutboxRelay');
  private readonly events = new DomainEventsService();
  private readonly publisher: RealtimePublisher;
  private queues: RelayQueues | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private failures = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.publisher = new RealtimePublisher(config, redis);
  }

  onApplicationBootstrap(): void {
    if (!this.config.worker.activeQueues.includes(QueueName.Outbox)) return;
    const open = (name: string) => {
      const q = new Queue(name, queueOptions(this.config.redis.url, this.config.redis.prefix));
      q.on('error', () => undefined); // a lost connection surfaces as a failed batch below
      return q;
    };
    this.queues = new Map([QueueName.Outbox, ...jobQueues()].map((name) => [name, open(name)] as const));
    const every = this.config.worker.outboxPollMs;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.relayOnce()
        .then((n) => {
          if (this.failures > 0) this.logger.log(`relay resumed after ${this.failures} failed attempt(s)`);
          this.failures = 0;
          if (!this.stopped) this.timer = setTimeout(tick, n > 0 ? 0 : every);
        })
        .catch((e: Error) => {
          this.failures += 1;
          if (this.failures === 1) this.logger.warn(`relay failed, retrying with back-off: ${e.message}`);
          if (!this.stopped) this.timer = setTimeout(tick, Math.min(every * 2 ** this.failures, MAX_BACKOFF_MS));
        });
    };
    tick();
  }

  /** One batch: returns how many events were relayed. */
  async relayOnce(limit = 200): Promise<number> {
    const queues = this.queues;
    if (!queues) return 0;
    const claimed = await this.events.claim(this.ds, limit, LEASE_MS);
    if (!claimed.length) return 0;
    const ids = claimed.map((e) => e.id);
    try {
      await within(this.enqueue(queues, claimed), DISPATCH_TIMEOUT_MS, 'outbox enqueue');
    } catch (e) {
      await this.events.release(this.ds, ids).catch(() => undefined); // else the lease runs out
      throw e;
    }
    await this.events.markDispatched(this.ds, ids);
    return claimed.length;
  }

  private async enqueue(queues: RelayQueues, claimed: ClaimedEvent[]): Promise<void> {
    // Refuse at once while Redis is away rather than pile commands up in ioredis's offline queue.
    for (const q of queues.values()) {
      if ((await q.getBackend().client).status !== 'ready') throw new Error(`Redis unavailable (queue ${q.name})`);
    }
    await (queues.get(QueueName.Outbox) as Queue).addBulk(
      claimed.map((e) => ({ name: JobName.RelayEvent, data: { eventId: e.id } satisfies RelayEventJobData, opts: { jobId: e.id } })),
    );
    for (const e of claimed) {
      const requested = requestedJob(e);
      if (requested) await queues.get(requested.queue)?.add(requested.name, requested.data, { jobId: requested.jobId });
    }
  }

  async process(job: Job<RelayEventJobData>): Promise<{ published: boolean }> {
    const { eventId } = job.data;
    const [event] = await this.ds.query(
      `SELECT e.type, e.aggregate_type, e.payload, e.organization_id FROM domain_events e
       WHERE e.id = $1 AND NOT EXISTS (SELECT 1 FROM processed_events p WHERE p.consumer = $2 AND p.event_id = e.id)`,
      [eventId, CONSUMER],
    );
    if (!event) return { published: false };
    // Only declared resources reach browsers (logins, jobs and other audit events stay server-side).
    const published = event.organization_id !== null && !!declarationOf(event.aggregate_type);
    if (published) {
      const ids = Array.isArray(event.payload?.ids) ? (event.payload.ids as Array<number | string>) : [];
      const channel = resourceChannel(event.aggregate_type);
      const change: ResourceChange = { channel, type: changeTypeOf(event.type), ids };
      await this.publisher.publish({ event: channel, rooms: [orgRoom(event.organization_id)], payload: change });
    }
    await this.ds.query(`INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [CONSUMER, eventId]);
    return { published };
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await Promise.all([...(this.queues?.values() ?? [])].map((q) => q.close()));
  }
}
