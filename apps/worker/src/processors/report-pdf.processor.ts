import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { type JobData, REPORT_PDF_FINAL_STATES, REPORT_PDF_JOB } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { REDIS } from '@ohit/server-queue';
import { ownerAccess } from '@ohit/server-resource-engine';
import { organisationTemplateOptions, prepareReport, printHtmlToPdf } from '@ohit/server-report-render';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import type { JobProcessor } from '../queues/job-processor';
import { isCompiled, recordReportPdf, ReportChangedWhilePrinting, reportPdfSource } from '../report-pdf/report-pdf-rows';
import { JobRefused, JobRunner, type JobSkipped } from './job-runner';

/** Read, render, print, store: the job's progress counts these steps. */
const STEPS = 4;

/** The file's name: number, title and version ('OHIT-DJ-2026-0001 职业病危害因素定期检测报告（第2版）.pdf'). */
export function reportFileName(code: string | null, title: string, reportVersion: number): string {
  return `${code ?? '未编号'} ${title}（第${reportVersion}版）.pdf`.replace(/[\\/:*?"<>|]/g, '_');
}

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
      // the api checked the report was the owner's to read; one disabled or moved since gets nothing printed
      const owner = await ownerAccess((q, p) => this.ds.query(q, p), row.owner_id);
      if (!owner) throw new JobRefused(['用户不存在或已停用']);
      const source = await reportPdfSource((q, p) => this.ds.query(q, p), Number(row.parameters.reportId));
      if (!source || (owner.scope !== null && !owner.scope.includes(source.organizationId))) throw new JobRefused(['报告不存在或已删除']);
      if (!isCompiled(source.content)) throw new JobRefused(['报告尚未编制，无法生成PDF']);
      if (REPORT_PDF_FINAL_STATES.includes(source.state) && source.pdfAttachmentId !== null) throw new JobRefused(['报告已签发，其PDF不再重新生成']);
      await step(1);

      // the organisation's own cover picture and 声明 for the report's template (报告模板), as the preview shows them
      const own = await organisationTemplateOptions((q, p) => this.ds.query(q, p), this.storage, source.organizationId, source.content.template);
      const prepared = await prepareReport(source.content, { publicBaseUrl: this.config.http.publicBaseUrl, ...own });
      await step(2);
      const pdf = await printHtmlToPdf(prepared.html, { executablePath: this.config.worker.chromiumPath, ...prepared.print });
      await step(3);

      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const fileName = reportFileName(source.code, source.content.title, source.reportVersion);
      const stored = await this.storage.put(pdf, { folder: 'attachment', ext: 'pdf', contentType: 'application/pdf' });
      try {
        await this.ds.transaction((m) => recordReportPdf(m, this.events, { source, ownerId: row.owner_id, jobId: row.id, pdf: { key: stored.key, fileName, size: pdf.length, sha256 } }));
      } catch (e) {
        await this.storage.delete(stored.key).catch(() => undefined);
        if (e instanceof ReportChangedWhilePrinting) throw new JobRefused([e.message]);
        throw e;
      }
      await this.runner.finish(row.id, 'completed', { fileName, filePath: stored.key, rowsDone: STEPS });
      return { bytes: pdf.length, sha256 };
    });
  }
}
