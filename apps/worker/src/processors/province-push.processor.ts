import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { type JobData, PROVINCE_PUSH_JOB, PROVINCE_RECORD_JOB_NAME, PROVINCE_RECORD_QUEUE, type ProvincePushJobParameters, type ProvinceRecordJobData, provinceRecordJobId } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { queueOptions, REDIS } from '@ohit/server-queue';
import type { JobProcessor } from '../queues/job-processor';
import { JobRunner, type JobSkipped } from './job-runner';

/** The first retry's delay of a record after a timeout, 429 or 5xx; each next one doubles (0.5 s, 1 s, 2 s …). */
const RETRY_BASE_MS = 500;
/** How often the batch looks at its records' states. */
const POLL_MS = 250;

/**
 * 省平台推送 (job type provincePush): the batch of selected pushes fans out one record job per push
 * onto the rate-limited province-records queue — job id per push and batch, so the batch re-run
 * after a crash adds nothing twice — and waits, its progress the records finished (已推送 or
 * 推送失败) of the total. It completes when all are pushed, else fails listing each refusal.
 */
@Injectable()
export class ProvincePushProcessor implements JobProcessor {
  readonly jobType = PROVINCE_PUSH_JOB;
  readonly queue = PROVINCE_PUSH_JOB.queue;
  private readonly runner: JobRunner;
  private readonly records: Queue;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.runner = new JobRunner(ds, config, redis);
    this.records = new Queue(PROVINCE_RECORD_QUEUE, queueOptions(config.redis.url, config.redis.prefix));
  }

  process(job: Job<JobData>): Promise<{ pushed: number; failed: number } | JobSkipped> {
    return this.runner.run(job, PROVINCE_PUSH_JOB, '推送记录不存在', async (row) => {
      const { pushIds } = row.parameters as ProvincePushJobParameters;
      const total = pushIds.length;
      await this.runner.progress(job, row.id, 0, total, true);
      await this.records.addBulk(
        pushIds.map((pushId) => ({
          name: PROVINCE_RECORD_JOB_NAME,
          data: { pushId, batchJobId: row.id } satisfies ProvinceRecordJobData,
          opts: { jobId: provinceRecordJobId(pushId, row.id), attempts: this.config.province.attempts, backoff: { type: 'exponential', delay: RETRY_BASE_MS } },
        })),
      );
      for (;;) {
        const states: { report_code: string; state: string; last_error: string | null; mine: boolean }[] = await this.ds.query(
          `SELECT report_code, state, last_error, last_job_id = $2 AS mine FROM provincial_pushes WHERE id = ANY($1::int[])`,
          [pushIds, row.id],
        );
        // a push another batch took over, or gone, counts as finished here
        const open = states.filter((s) => s.state === 'pushing' && s.mine).length;
        const done = total - open;
        await this.runner.progress(job, row.id, done, total, open === 0);
        if (open === 0) {
          const failed = states.filter((s) => s.state === 'pushFailed' && s.mine);
          if (failed.length) await this.runner.finish(row.id, 'failed', { errors: failed.map((f) => `报告${f.report_code}：${f.last_error ?? '推送失败'}`), rowsDone: total });
          else await this.runner.finish(row.id, 'completed', { rowsDone: total });
          return { pushed: total - failed.length, failed: failed.length };
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    });
  }
}
