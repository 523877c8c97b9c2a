import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { type JobData, REPORT_PDF_FINAL_STATES, REPORT_PDF_JOB } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { REDIS } from '@ohit/server-queue';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import type { JobProcessor } from '../queues/job-processor';
import { printReport, reportToPrint, storeReportPdf } from '../report-pdf/report-pdf-print';
import { recordReportPdf, ReportChangedWhilePrinting } from '../report-pdf/report-pdf-rows';
import { JobRefused, JobRunner, type JobSkipped } from './job-runner';

/** Read, render, print, store: the job's progress counts these steps. */
const STEPS = 4;

/**
 * 报告PDF: a report version's stored content rendered to HTML (renderReportHtml) and printed by
 * Debian's chromium with the number and verification QR code in every page's header and 第 N 页
 * 共 M 页 in the footer, the organisation's own cover and 声明 for the template; the bytes stored through the storage port as the report's `pdf` attachment,
 * their SHA-256 on the row — all recorded in one transaction, only if the content is still the one
 * printed. Progress at each step (read, render, print, store) reaches the jobs drawer.
 */
@Injectable()
export class ReportPdfProcessor implements JobProcessor {
  readonly jobType = REPORT_PDF_JOB;
  readonly queue = REPORT_PDF_JOB.queue;
  private readonly storage: StoragePort;
  private readonly runner: JobRunner;
  private readonly events = new DomainEventsService();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.storage = createStorage(config.storage);
    this.runner = new JobRunner(ds, config, redis);
  }

  process(job: Job<JobData>): Promise<{ bytes: number; sha256: string } | { recorded: string } | JobSkipped> {
    return this.runner.run(job, REPORT_PDF_JOB, '报告数据不完整，无法生成PDF', async (row) => {
      const step = (n: number) => this.runner.progress(job, row.id, n, STEPS, true);
      // an earlier attempt recorded its PDF and died before finishing the row: nothing to print again
      if (row.file_path) {
        await this.runner.finish(row.id, 'completed', { rowsDone: STEPS });
        return { recorded: row.file_path };
      }
      const source = await reportToPrint(this.ds, row.owner_id, Number(row.parameters.reportId));
      if (REPORT_PDF_FINAL_STATES.includes(source.state) && source.pdfAttachmentId !== null) throw new JobRefused(['报告已签发，其PDF不再重新生成']);
      await step(1);

      const pdf = await printReport(this.ds, this.storage, this.config, source, { rendered: () => step(2) });
      await step(3);

      const file = await storeReportPdf(
        this.storage,
        source,
        pdf,
        (stored) => this.ds.transaction((m) => recordReportPdf(m, this.events, { source, ownerId: row.owner_id, jobId: row.id, pdf: stored })),
        ReportChangedWhilePrinting,
      );
      await this.runner.finish(row.id, 'completed', { fileName: file.fileName, filePath: file.key, rowsDone: STEPS });
      return { bytes: file.size, sha256: file.sha256 };
    });
  }
}
