import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { type ProvinceRecordJobData, PROVINCE_RECORD_QUEUE, type ProvincialRecord } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService, firstRow, returningRows } from '@ohit/server-database';
import { createProvincialAdapter, type ProvincialAdapter } from '@ohit/server-province';
import { endPush, logExchange, type PushInHand } from '../province-push/push-outcome';
import type { JobProcessor } from '../queues/job-processor';

/** What a send that never got a clear answer leaves on the push after the last retry. */
export const GAVE_UP = (message: string) => `多次重试后仍未成功：${message}`;

/**
 * One provincial record per job (queue province-records, rate-limited by BullMQ's own limiter at
 * PROVINCE_RATE_PER_SECOND across every worker). The record sent is the snapshot submitted, with
 * its idempotency key — the same on every retry, so the province keeps it once. Each send's
 * exchange is logged; accepted → 已推送, refused → 推送失败 with the province's message and no retry
 * (UnrecoverableError), a timeout / 429 / 5xx → retried with exponential backoff, 推送失败 once the
 * attempts are spent. The exchange, the state change and its event are one transaction.
 */
@Injectable()
export class ProvinceRecordProcessor implements JobProcessor {
  readonly queue = PROVINCE_RECORD_QUEUE;
  readonly workerOptions: JobProcessor['workerOptions'];
  private readonly logger = new Logger('ProvincePush');
  private readonly events = new DomainEventsService();
  private adapter: Promise<ProvincialAdapter> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.workerOptions = { limiter: provinceLimiter(config.province.ratePerSecond), concurrency: config.province.recordConcurrency };
  }

  async process(job: Job<ProvinceRecordJobData>): Promise<unknown> {
    const { pushId, batchJobId } = job.data;
    const push = firstRow<PushInHand & { record: ProvincialRecord | null; owner_id: number | null }>(
      await this.ds.query(
        `SELECT p.id, p.organization_id, p.state, p.version, p.attempts, p.record, j.owner_id
           FROM provincial_pushes p LEFT JOIN jobs j ON j.id::text = $2 WHERE p.id = $1`,
        [pushId, batchJobId],
      ),
    );
    if (!push || push.state !== 'pushing') return { skipped: push ? push.state : 'missing' };
    if (!push.record) {
      await this.ds.transaction((m) => endPush(m, this.events, push, { kind: 'failed', message: '推送记录没有提交的数据，请重新提交' }, push.owner_id));
      throw new UnrecoverableError('no record');
    }
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      return await this.send(job, push, push.record, last);
    } catch (e) {
      // a fault of ours (the province unconfigured, the database away): retried; the last one ends the push 推送失败
      if (!(e instanceof UnrecoverableError) && !(e instanceof ProvinceAnswered) && last) {
        await this.ds.transaction((m) => endPush(m, this.events, push, { kind: 'failed', message: GAVE_UP((e as Error).message) }, push.owner_id)).catch(() => undefined);
      }
      throw e;
    }
  }

  private async send(job: Job<ProvinceRecordJobData>, push: PushInHand & { owner_id: number | null }, record: ProvincialRecord, last: boolean): Promise<unknown> {
    const { pushId, batchJobId } = job.data;
    const [{ attempts }] = returningRows<{ attempts: number }>(await this.ds.query(`UPDATE provincial_pushes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts`, [pushId]));
    this.adapter ??= createProvincialAdapter(this.config.province).catch((e: unknown) => {
      this.adapter = null;
      throw e;
    });
    const { outcome, exchange } = await (await this.adapter).send(record);
    await this.ds.transaction(async (m) => {
      await logExchange(m, pushId, attempts, exchange, outcome, batchJobId);
      if (outcome.kind === 'accepted') await endPush(m, this.events, push, { kind: 'pushed', provinceRecordId: outcome.provinceRecordId }, push.owner_id);
      else if (outcome.kind === 'refused') await endPush(m, this.events, push, { kind: 'failed', message: outcome.message }, push.owner_id);
      else if (last) await endPush(m, this.events, push, { kind: 'failed', message: GAVE_UP(outcome.message) }, push.owner_id);
    });
    if (outcome.kind === 'accepted') return { pushed: outcome.provinceRecordId, duplicate: outcome.duplicate };
    if (outcome.kind === 'refused') throw new UnrecoverableError(outcome.message);
    this.logger.warn(`push ${pushId}: ${outcome.message} (attempt ${job.attemptsMade + 1})`);
    throw new ProvinceAnswered(outcome.message);
  }
}

/**
 * R requests a second as a tenth of them per 100 ms (a window's length rounded up, so never over R).
 * BullMQ's limiter caps the job starts per window; with a 1-second window the starts a window's jobs
 * delayed by the CPU make beside the next window's bunch up (262 in one second at R = 200) and a
 * province holding R a second answers 429. A short window keeps any second near R.
 */
export function provinceLimiter(ratePerSecond: number): { max: number; duration: number } {
  const max = Math.ceil(ratePerSecond / 10);
  return { max, duration: Math.ceil((max * 1000) / ratePerSecond) };
}

/** A timeout, 429 or 5xx of the province: retried by BullMQ with backoff; the last one already ended the push. */
class ProvinceAnswered extends Error {}
