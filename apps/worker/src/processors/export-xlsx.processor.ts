import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { EXPORT_TITLE_SUFFIX, downloadFileName } from '@ohit/domain';
import { declarationOf, EXPORT_JOB, type JobData } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { exportReadOf, ownerAccess, withDictionaryOptions, writeReadExport, writeXlsxExport } from '@ohit/server-resource-engine';
import type { JobProcessor } from '../queues/job-processor';
import { JobRefused, JobRunner, type JobSkipped } from './job-runner';

/**
 * Export job: re-reads the owner's organisation rules, streams the rows into a temporary file
 * named by the job id (a re-run after a crash truncates and rewrites it), then stores it and
 * records the download name (date + title + '数据' + ext).
 */
@Injectable()
export class ExportXlsxProcessor implements JobProcessor {
  readonly jobType = EXPORT_JOB;
  readonly queue = EXPORT_JOB.queue;
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

  process(job: Job<JobData>): Promise<{ rows: number } | JobSkipped> {
    // A filter the list would refuse (or PostgreSQL refuses) fails now with its reason, never retried.
    return this.runner.run(job, EXPORT_JOB, '导出条件不正确，请检查查询条件后重试', async (row) => {
      const jobId = row.id;
      const decl = declarationOf(row.resource);
      // a module's own list (a join) exports through its registered read, under the same rules
      const custom = exportReadOf(row.resource);
      const access = await ownerAccess((s, p) => this.ds.query(s, p), row.owner_id);
      if (!access) throw new JobRefused(['导出用户不存在或已停用']);
      const declared = !custom && decl?.engine === 'generic' ? decl : undefined;
      if (!custom && !declared) throw new JobRefused(['资源不存在']);
      const ext = declared?.exportFormat === 'txt' ? 'txt' : 'xlsx';
      const title = custom?.source.title ?? declared?.title ?? row.resource;
      const tmp = join(tmpdir(), `ohit-export-${jobId}.${ext}`);
      const client = new Client({ connectionString: this.config.database.url });
      await client.connect();
      try {
        const common = {
          client,
          query: (row.parameters.query as Record<string, unknown>) ?? {},
          access,
          path: tmp,
          batchSize: this.config.worker.exportBatchSize,
          onBatch: (done: number, total: number) => this.runner.progress(job, jobId, done, total),
        };
        const rows = declared
          ? await writeXlsxExport({
              ...common,
              // Labels as 字典管理 holds them now for the owner's organisation, the declaration's built-ins otherwise.
              decl: await withDictionaryOptions((s, p) => this.ds.query(s, p), declared, access.organizationId),
            })
          : await writeReadExport({ ...common, read: custom as NonNullable<typeof custom> });
        const stored = await this.storage.put(createReadStream(tmp), {
          folder: 'exports',
          ext,
          contentType: ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/plain; charset=utf-8',
        });
        const previous = (await this.runner.load(jobId))?.file_path;
        await this.runner.finish(jobId, 'completed', { fileName: downloadFileName(new Date(), title + EXPORT_TITLE_SUFFIX, ext), filePath: stored.key, rowsDone: rows });
        if (previous && previous !== stored.key) await this.storage.delete(previous).catch(() => undefined);
        return { rows };
      } finally {
        await client.end().catch(() => undefined);
        await rm(tmp, { force: true });
      }
    });
  }
}
