import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job, UnrecoverableError } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { EXPORT_TITLE_SUFFIX, downloadFileName } from '@ohit/domain';
import { declarationOf, type ExportJobData, JOB_FAULT_MESSAGES, QueueName } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { ownerAccess, withDictionaryOptions, writeXlsxExport } from '@ohit/server-resource-engine';
import type { JobProcessor } from '../queues/job-processor';
import { inputRefusal } from './input-refusal';
import { JobCancelled, JobRunner } from './job-runner';

/**
 * Export job: re-reads the owner's organisation rules, streams the rows into a temporary file
 * named by the job id (a re-run after a crash truncates and rewrites it), then stores it and
 * records the download name (date + title + '数据' + ext).
 */
@Injectable()
export class ExportXlsxProcessor implements JobProcessor {
  readonly queue = QueueName.Exports;
  private readonly storage: StoragePort;
  private readonly runner: JobRunner;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.storage = createStorage(config.storage);
    this.runner = new JobRunner(ds, config, redis);
  }

  async process(job: Job<ExportJobData>): Promise<{ rows: number } | { skipped: string }> {
    const { jobId } = job.data;
    const row = await this.runner.start(jobId);
    if (!row) return { skipped: 'not runnable' };
    const decl = declarationOf(row.resource);
    const access = await ownerAccess((s, p) => this.ds.query(s, p), row.owner_id);
    if (!decl || decl.engine !== 'generic' || !access) {
      await this.runner.finish(jobId, 'failed', { errors: [!access ? '导出用户不存在或已停用' : '资源不存在'] });
      return { skipped: 'refused' };
    }
    const ext = decl.exportFormat === 'txt' ? 'txt' : 'xlsx';
    const tmp = join(tmpdir(), `ohit-export-${jobId}.${ext}`);
    const client = new Client({ connectionString: this.config.database.url });
    await client.connect();
    try {
      const rows = await writeXlsxExport({
        client,
        // Labels as 字典管理 holds them now for the owner's organisation, the declaration's built-ins otherwise.
        decl: await withDictionaryOptions((s, p) => this.ds.query(s, p), decl, access.organizationId),
        query: (row.parameters.query as Record<string, unknown>) ?? {},
        access,
        path: tmp,
        batchSize: this.config.worker.exportBatchSize,
        onBatch: (done, total) => this.runner.progress(job, jobId, done, total),
      });
      const stored = await this.storage.put(createReadStream(tmp), {
        folder: 'exports',
        ext,
        contentType: ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/plain; charset=utf-8',
      });
      const previous = (await this.runner.load(jobId))?.file_path;
      await this.runner.finish(jobId, 'completed', { fileName: downloadFileName(new Date(), decl.title + EXPORT_TITLE_SUFFIX, ext), filePath: stored.key, rowsDone: rows });
      if (previous && previous !== stored.key) await this.storage.delete(previous).catch(() => undefined);
      return { rows };
    } catch (e) {
      if (e instanceof JobCancelled) {
        await this.runner.finish(jobId, 'cancelled');
        return { skipped: 'cancelled' };
      }
      // A filter the list would refuse (or PostgreSQL refuses) fails now with its reason, never retried.
      const refused = inputRefusal(e, '导出条件不正确，请检查查询条件后重试');
      if (refused) {
        await this.runner.finish(jobId, 'failed', { errors: [refused] });
        throw new UnrecoverableError(refused);
      }
      if (JobRunner.lastAttempt(job)) await this.runner.finish(jobId, 'failed', { errors: [JOB_FAULT_MESSAGES.export] });
      throw e;
    } finally {
      await client.end().catch(() => undefined);
      await rm(tmp, { force: true });
    }
  }
}
