import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@ohit/server-config';
import { ownerAccess } from '@ohit/server-resource-engine';
import { organisationTemplateOptions, prepareReport, printHtmlToPdf, type ReportSignatureImage } from '@ohit/server-report-render';
import type { StoragePort } from '@ohit/server-storage';
import { JobRefused } from '../processors/job-runner';
import { isCompiled, type ReportPdfSource, reportPdfSource, type StoredPdf } from './report-pdf-rows';

/** The file's name: number, title and version ('OHIT-DJ-2026-0001 职业病危害因素定期检测报告（第2版）.pdf'). */
export function reportFileName(code: string | null, title: string, reportVersion: number): string {
  return `${code ?? '未编号'} ${title}（第${reportVersion}版）.pdf`.replace(/[\\/:*?"<>|]/g, '_');
}

/**
 * The report a PDF job prints. The api checked the report was the owner's to read; an owner
 * disabled or moved since, a report gone or out of the owner's organisations, or one not compiled
 * yet gets nothing printed (the job is refused with the reason).
 */
export async function reportToPrint(ds: DataSource, ownerId: number, reportId: number): Promise<ReportPdfSource> {
  const owner = await ownerAccess((q, p) => ds.query(q, p), ownerId);
  if (!owner) throw new JobRefused(['用户不存在或已停用']);
  const source = await reportPdfSource((q, p) => ds.query(q, p), reportId);
  if (!source || (owner.scope !== null && !owner.scope.includes(source.organizationId))) throw new JobRefused(['报告不存在或已删除']);
  if (!isCompiled(source.content)) throw new JobRefused(['报告尚未编制，无法生成PDF']);
  return source;
}

interface PrintSteps {
  /** The signatures to print on the signature lines (read after the template's own pictures). */
  signatureImages?: () => Promise<ReportSignatureImage[]>;
  /** Called between rendering and printing (the job's progress). */
  rendered: () => Promise<unknown>;
}

/**
 * A report's content rendered with the organisation's own cover picture and 声明 for its template
 * (报告模板, as the preview shows them) and printed by chromium.
 */
export async function printReport(ds: DataSource, storage: StoragePort, config: AppConfig, source: ReportPdfSource, steps: PrintSteps): Promise<Buffer> {
  const own = await organisationTemplateOptions((q, p) => ds.query(q, p), storage, source.organizationId, source.content.template);
  const prepared = await prepareReport(source.content, {
    publicBaseUrl: config.http.publicBaseUrl,
    ...own,
    ...(steps.signatureImages ? { signatureImages: await steps.signatureImages() } : {}),
  });
  await steps.rendered();
  return printHtmlToPdf(prepared.html, { executablePath: config.worker.chromiumPath, ...prepared.print });
}

/**
 * A printed PDF stored through the storage port and recorded by `record`; when recording fails the
 * stored file is deleted again, and a `refusal` (the report changed meanwhile) refuses the job.
 */
export async function storeReportPdf(
  storage: StoragePort,
  source: ReportPdfSource,
  pdf: Buffer,
  record: (file: StoredPdf) => Promise<unknown>,
  refusal: new (...args: never[]) => Error,
): Promise<StoredPdf> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const fileName = reportFileName(source.code, source.content.title, source.reportVersion);
  const stored = await storage.put(pdf, { folder: 'attachment', ext: 'pdf', contentType: 'application/pdf' });
  const file = { key: stored.key, fileName, size: pdf.length, sha256 };
  try {
    await record(file);
  } catch (e) {
    await storage.delete(stored.key).catch(() => undefined);
    if (e instanceof refusal) throw new JobRefused([e.message]);
    throw e;
  }
  return file;
}
