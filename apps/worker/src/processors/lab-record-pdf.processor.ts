import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { type JobData, LAB_RECORD_PDF_JOB, type LabRecordData } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { ownerAccess } from '@ohit/server-resource-engine';
import { printHtmlToPdf } from '@ohit/server-report-render';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { renderRecordHtml } from '../lab-record/render-record-html';
import type { JobProcessor } from '../queues/job-processor';
import { JobRefused, JobRunner, type JobSkipped } from './job-runner';

/** Read, render, print, store: the job's progress counts these steps. */
const STEPS = 4;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The download's name: the batch code, the record's title and its version ('JC-2026-0001 气相色谱法检测原始记录（第1版）.pdf'). */
export function recordFileName(d: Pick<LabRecordData, 'code' | 'title' | 'recordVersion'>): string {
  const version = d.recordVersion > 0 ? `第${d.recordVersion}版` : '预览';
  return `${d.code} ${d.title}（${version}）.pdf`.replace(/[\\/:*?"<>|]/g, '_');
}

/**
 * 原始记录PDF: the record the api assembled (the job's input) rendered to HTML and printed by
 * Debian's chromium; progress at each step (read, render, print, store); the PDF is the job's file,
 * the assembled input removed once printed.
 */
@Injectable()
export class LabRecordPdfProcessor implements JobProcessor {
  readonly jobType = LAB_RECORD_PDF_JOB;
  readonly queue = LAB_RECORD_PDF_JOB.queue;
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

  process(job: Job<JobData>): Promise<{ bytes: number } | JobSkipped> {
    return this.runner.run(job, LAB_RECORD_PDF_JOB, '原始记录数据不完整，无法生成PDF', async (row) => {
      const step = (n: number) => this.runner.progress(job, row.id, n, STEPS, true);
      // the api checked the batch was the owner's to read; one disabled since gets nothing printed
      if (!(await ownerAccess((q, p) => this.ds.query(q, p), row.owner_id))) throw new JobRefused(['用户不存在或已停用']);
      if (!row.input_path) throw new JobRefused(['原始记录数据不存在，请重新生成']);
      const data = JSON.parse((await readAll(await this.storage.get(row.input_path))).toString('utf8')) as LabRecordData;
      await step(1);
      const html = renderRecordHtml(data);
      await step(2);
      const pdf = await printHtmlToPdf(html, { executablePath: this.config.worker.chromiumPath });
      await step(3);
      const stored = await this.storage.put(pdf, { folder: 'lab-records', ext: 'pdf', contentType: 'application/pdf' });
      const previous = (await this.runner.load(row.id))?.file_path;
      await this.runner.finish(row.id, 'completed', { fileName: recordFileName(data), filePath: stored.key, rowsDone: STEPS });
      if (previous && previous !== stored.key) await this.storage.delete(previous).catch(() => undefined);
      // printed: the assembled record is no longer needed (a finished job is never run again)
      await this.storage.delete(row.input_path).catch(() => undefined);
      return { bytes: pdf.length };
    });
  }
}
