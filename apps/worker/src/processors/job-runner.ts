import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { JOB_EVENT, type JobData, type JobProgressEvent, type JobStatus, type JobType, type JobTypeContract, jobChannel, userRoom } from '@ohit/contracts';
import type { AppConfig } from '@ohit/server-config';
import { firstRow, returningRows } from '@ohit/server-database';
import { RealtimePublisher } from '@ohit/server-realtime';
import { inputRefusal } from './input-refusal';

export interface JobRow {
  id: string;
  type: JobType;
  resource: string;
  status: JobStatus;
  owner_id: number;
  organization_id: number;
  parameters: Record<string, unknown>;
  input_path: string | null;
  file_path: string | null;
  rows_done: number;
  rows_total: number | null;
  cancel_requested: boolean;
}

/** The job asked to stop (cancel) between batches. */
export class JobCancelled extends Error {}

/** The job's input is refused with these messages (an import's row errors, a missing resource): failed now, not retried. */
export class JobRefused extends Error {
  constructor(
    readonly errors: string[],
    /** What process() answers BullMQ (its return value). */
    readonly outcome = 'refused',
  ) {
    super(errors[0] ?? outcome);
  }
}

/** What a job type's processor answers BullMQ when its job ended without a result. */
export type JobSkipped = { skipped: string };

/**
 * The jobs read model as the worker keeps it: status, progress and result in the `jobs` row,
 * and every change pushed to the owner's `user:<id>` room on `jobs/<id>` (and `jobs`).
 * Progress writes are throttled so a fast job does not flood PostgreSQL or sockets.
 */
export class JobRunner {
  private readonly publisher: RealtimePublisher;
  private readonly logger = new Logger('Jobs');
  private lastProgressAt = 0;

  constructor(
    private readonly ds: DataSource,
    config: AppConfig,
    redis: Redis,
  ) {
    this.publisher = new RealtimePublisher(config, redis);
  }

  async load(id: string): Promise<JobRow | null> {
    const [row] = await this.ds.query(`SELECT * FROM jobs WHERE id = $1`, [id]);
    return (row as JobRow) ?? null;
  }

  async start(id: string): Promise<JobRow | null> {
    const row = firstRow<JobRow>(
      await this.ds.query(
        `UPDATE jobs SET status = 'running', started_at = COALESCE(started_at, now()), attempts = attempts + 1
         WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
        [id],
      ),
    );
    if (row) await this.emit(row.id);
    return row ?? null;
  }

  /** Throttled progress; throws JobCancelled when a cancel was requested. */
  async progress(job: Job, id: string, done: number, total: number | null, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastProgressAt < 500) return;
    this.lastProgressAt = now;
    const pct = total ? Math.min(99, Math.floor((done / total) * 100)) : 0;
    const [row] = await this.ds.query(`UPDATE jobs SET rows_done = $2, rows_total = $3, progress = $4 WHERE id = $1 RETURNING cancel_requested`, [id, done, total, pct]).then((r) => returningRows<{ cancel_requested: boolean }>(r));
    await job.updateProgress(pct).catch(() => undefined);
    await this.emit(id);
    if (row?.cancel_requested) throw new JobCancelled();
  }

  async finish(id: string, status: JobStatus, fields: { errors?: string[]; fileName?: string; filePath?: string; rowsDone?: number } = {}): Promise<void> {
    await this.ds.query(
      `UPDATE jobs SET status = $2::varchar, finished_at = now(), errors = $3::jsonb,
         progress = CASE WHEN $2::varchar = 'completed' THEN 100 ELSE progress END,
         file_name = COALESCE($4::varchar, file_name), file_path = COALESCE($5::varchar, file_path), rows_done = COALESCE($6::int, rows_done)
       WHERE id = $1`,
      [id, status, JSON.stringify(fields.errors ?? []), fields.fileName ?? null, fields.filePath ?? null, fields.rowsDone ?? null],
    );
    await this.emit(id);
  }

  async emit(id: string): Promise<void> {
    const [r] = await this.ds.query(`SELECT id, type, resource, status, progress, rows_done, rows_total, file_name, errors, owner_id FROM jobs WHERE id = $1`, [id]);
    if (!r) return;
    const payload: JobProgressEvent = {
      id: r.id,
      type: r.type,
      resource: r.resource,
      status: r.status,
      progress: r.progress,
      rowsDone: r.rows_done,
      rowsTotal: r.rows_total,
      fileName: r.file_name,
      errors: r.errors,
    };
    const rooms = [userRoom(r.owner_id)];
    try {
      await this.publisher.publish({ event: jobChannel(r.id), rooms, payload });
      await this.publisher.publish({ event: JOB_EVENT, rooms, payload });
    } catch (e) {
      this.logger.warn(`progress of ${id} not published: ${(e as Error).message}`);
    }
  }

  /**
   * The frame every job type's processor runs in: marks the row running (or skips a job already
   * finished or cancelled), runs `work` (which finishes the row on success), and ends the row on
   * the way out — cancelled; refused (JobRefused, or input inputRefusal() names: failed at once
   * with the reason, never retried); or, on the last attempt of a fault, failed with the type's
   * faultMessage before BullMQ gives up.
   */
  async run<R>(job: Job<JobData>, type: JobTypeContract, refusedDataMessage: string, work: (row: JobRow) => Promise<R>): Promise<R | JobSkipped> {
    const { jobId } = job.data;
    const row = await this.start(jobId);
    if (!row) return { skipped: 'not runnable' };
    try {
      return await work(row);
    } catch (e) {
      if (e instanceof JobCancelled) {
        await this.finish(jobId, 'cancelled');
        return { skipped: 'cancelled' };
      }
      if (e instanceof JobRefused) {
        await this.finish(jobId, 'failed', { errors: e.errors });
        return { skipped: e.outcome };
      }
      const refused = inputRefusal(e, refusedDataMessage);
      if (refused) {
        await this.finish(jobId, 'failed', { errors: [refused] });
        throw new UnrecoverableError(refused);
      }
      if (JobRunner.lastAttempt(job)) await this.finish(jobId, 'failed', { errors: [type.faultMessage] });
      throw e;
    }
  }

  /** Last attempt of a BullMQ job? (then an unexpected error marks the job failed). */
  static lastAttempt(job: Job): boolean {
    return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  }
}
