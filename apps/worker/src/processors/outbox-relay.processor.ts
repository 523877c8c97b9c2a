import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { declarationOf, JobName, orgRoom, QueueName, type RelayEventJobData, resourceChannel, type ResourceChange, type ResourceChangeType } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { queueOptions, REDIS } from '@ohit/server-queue';
import { RealtimePublisher } from '@ohit/server-realtime';
import type { JobProcessor } from '../queues/job-processor';

/** Created/Copied/Imported → created; Deleted → deleted; every other change → updated. */
export function changeTypeOf(eventType: string): ResourceChangeType {
  if (/(Created|Copied|Imported)$/.test(eventType)) return 'created';
  if (/Deleted$/.test(eventType)) return 'deleted';
  return 'updated';
}

const CONSUMER = 'realtime';

/**
 * The outbox relay and its realtime consumer (architecture.md "Commands, events, queries").
 * Relay loop: claims undispatched domain_events with FOR UPDATE SKIP LOCKED, enqueues one job
 * per event with the event id as job id, marks them dispatched — all before its transaction
 * commits, so a crash re-claims them and the same job id makes the re-enqueue a no-op.
 * Consumer: records the event id in processed_events in the same transaction as it publishes
 * `resources/<aggregateType>` to the organisation's room, so a replay changes nothing.
 */
@Injectable()
export class OutboxRelayProcessor implements JobProcessor, OnApplicationBootstrap, OnApplicationShutdown {
  readonly queue = QueueName.Outbox;
  private readonly logger = new Logger('OutboxRelay');
  private readonly events = new DomainEventsService();
  private readonly publisher: RealtimePublisher;
  private outbox: Queue | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.publisher = new RealtimePublisher(config, redis);
  }

  onApplicationBootstrap(): void {
    if (!this.config.worker.activeQueues.includes(QueueName.Outbox)) return;
    this.outbox = new Queue(QueueName.Outbox, queueOptions(this.config.redis.url, this.config.redis.prefix));
    const every = this.config.worker.outboxPollMs;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.relayOnce()
        .then((n) => {
          if (!this.stopped) this.timer = setTimeout(tick, n > 0 ? 0 : every);
        })
        .catch((e: Error) => {
          this.logger.warn(`relay failed: ${e.message}`);
          if (!this.stopped) this.timer = setTimeout(tick, every * 4);
        });
    };
    tick();
  }

  /** One batch: returns how many events were relayed. */
  async relayOnce(limit = 200): Promise<number> {
    const outbox = this.outbox;
    if (!outbox) return 0;
    return this.ds.transaction(async (m) => {
      const claimed = await this.events.claimUndispatched(m, limit);
      if (!claimed.length) return 0;
      await outbox.addBulk(
        claimed.map((e) => ({ name: JobName.RelayEvent, data: { eventId: e.id } satisfies RelayEventJobData, opts: { jobId: e.id } })),
      );
      await this.events.markDispatched(m, claimed.map((e) => e.id));
      return claimed.length;
    });
  }

  async process(job: Job<RelayEventJobData>): Promise<{ published: boolean }> {
    const { eventId } = job.data;
    return this.ds.transaction(async (m) => {
      const fresh = await m.query(`INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`, [CONSUMER, eventId]);
      if (!fresh.length) return { published: false };
      const [event] = await m.query(`SELECT type, aggregate_type, payload, organization_id FROM domain_events WHERE id = $1`, [eventId]);
      // Only declared resources reach browsers (logins, jobs and other audit events stay server-side).
      if (!event || event.organization_id === null || !declarationOf(event.aggregate_type)) return { published: false };
      const ids = Array.isArray(event.payload?.ids) ? (event.payload.ids as Array<number | string>) : [];
      const channel = resourceChannel(event.aggregate_type);
      const change: ResourceChange = { channel, type: changeTypeOf(event.type), ids };
      await this.publisher.publish({ event: channel, rooms: [orgRoom(event.organization_id)], payload: change });
      return { published: true };
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.outbox?.close();
  }
}
