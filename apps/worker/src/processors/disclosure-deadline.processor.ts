import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { JobName, type NotificationPush, QueueName, userRoom } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { queueOptions, REDIS } from '@ohit/server-queue';
import { RealtimePublisher } from '@ohit/server-realtime';
import { checkDeclarationDeadlines } from '../declaration-deadlines/declaration-deadline-check';
import { checkDetectionDeadlines } from '../detection-deadlines/detection-deadline-check';
import { checkDisclosureDeadlines } from '../disclosure-deadlines/disclosure-deadline-check';
import type { JobProcessor } from '../queues/job-processor';

/** The one scheduler of the daily check (upserted by every worker: BullMQ keeps one). */
export const DISCLOSURE_DEADLINE_SCHEDULER = 'disclosure-deadlines-daily';
/** Every morning at 07:30 server time, before the working day starts. */
export const DISCLOSURE_DEADLINE_CRON = '0 30 7 * * *';

/** Today in the server's time zone ('YYYY-MM-DD'), as the api stamps dates. */
export function serverToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * 报告公示's daily deadline check (architecture.md "Worker"): a BullMQ job scheduler on its own queue
 * runs checkDisclosureDeadlines every morning — and once when a worker starts, so a morning missed
 * while no worker ran is caught up; the check itself notifies each disclosure at most once a day —
 * then pushes `notification` to the users the announcements went to. The same morning job runs
 * 企业申报's check (checkDeclarationDeadlines: change declarations due soon or overdue, told to the
 * employer's enterprise users and the organisation) and the inspected units' check
 * (checkDetectionDeadlines: a next periodic detection due within 30 days or overdue, once per due date).
 */
@Injectable()
export class DisclosureDeadlineProcessor implements JobProcessor, OnApplicationBootstrap, OnApplicationShutdown {
  readonly queue = QueueName.DisclosureDeadlines;
  private readonly logger = new Logger('DisclosureDeadlines');
  private readonly publisher: RealtimePublisher;
  private scheduler: Queue | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.publisher = new RealtimePublisher(config, redis);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.worker.activeQueues.includes(this.queue)) return;
    const q = new Queue(this.queue, queueOptions(this.config.redis.url, this.config.redis.prefix));
    q.on('error', () => undefined);
    this.scheduler = q;
    try {
      await q.upsertJobScheduler(DISCLOSURE_DEADLINE_SCHEDULER, { pattern: DISCLOSURE_DEADLINE_CRON }, { name: JobName.CheckDisclosureDeadlines, data: {} });
      await q.add(JobName.CheckDisclosureDeadlines, {}, { jobId: `disclosure-deadlines-start-${serverToday()}-${process.pid}` });
    } catch (e) {
      // Redis away at start: the worker keeps running; the next start (or the scheduler, once upserted) runs the check
      this.logger.warn(`could not schedule the disclosure deadline check: ${(e as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.scheduler?.close();
  }

  async process(): Promise<{ notices: number; disclosures: number; declarations: number; units: number }> {
    const today = serverToday();
    const notices = await checkDisclosureDeadlines(this.ds, today);
    await this.push(notices);
    const declarationNotices = await checkDeclarationDeadlines(this.ds, today);
    await this.push(declarationNotices);
    const detectionNotices = await checkDetectionDeadlines(this.ds, today);
    await this.push(detectionNotices);
    return {
      notices: notices.length + declarationNotices.length + detectionNotices.length,
      disclosures: notices.reduce((n, x) => n + x.disclosures.length, 0),
      declarations: declarationNotices.reduce((n, x) => n + x.declarations.length, 0),
      units: detectionNotices.filter((x) => x.creditCode === null).reduce((n, x) => n + x.units.length, 0),
    };
  }

  /** After commit: each recipient's bell reloads. Best effort — the records are committed and read at the next load. */
  private async push(notices: readonly { announcementId: number; recipients: number[] }[]): Promise<void> {
    for (const n of notices) {
      try {
        await this.publisher.publish<NotificationPush>({ event: 'notification', rooms: n.recipients.map(userRoom), payload: { cmd: 'user', msgId: n.announcementId } });
      } catch (e) {
        this.logger.warn(`notification push failed for announcement ${n.announcementId}: ${(e as Error).message}`);
      }
    }
  }
}
