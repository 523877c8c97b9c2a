import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { type JobData, REPORT_ISSUED_PDF_JOB } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { loadSigningCertificate, signPdf, SigningCertificateError, type SigningCertificate } from '@ohit/server-pdf-sign';
import { REDIS } from '@ohit/server-queue';
import type { ReportSignatureImage } from '@ohit/server-report-render';
import { issuedFileOf, IssuedFileRefused, recordIssuedFile, signaturesToPrint } from '@ohit/server-report-signatures';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import type { JobProcessor } from '../queues/job-processor';
import { printReport, reportToPrint, storeReportPdf } from '../report-pdf/report-pdf-print';
import { JobRefused, JobRunner, type JobSkipped } from './job-runner';

/** Read, render, print, sign, store: the job's progress counts these steps. */
const STEPS = 5;
/** The printer takes PNG and JPEG images; a signature image is at most 1 MB. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

const pad = (n: number) => String(n).padStart(2, '0');
/** The day a signature was made, as printed beside it (the server's time zone). */
const dayOf = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * 签发版报告PDF: an issued version's content printed with the signatures in force on its signature
 * lines (each signer's image from the storage port; the name where none), then signed with the
 * organisation's certificate (PKCS#7 detached over the whole file: any PDF reader shows a change
 * after signing), stored as the report's `pdf` attachment — its SHA-256 on the row and in
 * report_issued_files, the digest the verification page shows. Without a configured certificate in
 * production the job is refused with the reason (the demo's self-signed one stands in elsewhere).
 */
@Injectable()
export class ReportIssuedPdfProcessor implements JobProcessor {
  readonly jobType = REPORT_ISSUED_PDF_JOB;
  readonly queue = REPORT_ISSUED_PDF_JOB.queue;
  private readonly storage: StoragePort;
  private readonly runner: JobRunner;
  private readonly events = new DomainEventsService();
  private certificate: Promise<SigningCertificate> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.storage = createStorage(config.storage);
    this.runner = new JobRunner(ds, config, redis);
  }

  /** The organisation's certificate, read once (a failed read is tried again on the next job). */
  private signingCertificate(): Promise<SigningCertificate> {
    this.certificate ??= loadSigningCertificate(this.config.signing).catch((e: unknown) => {
      this.certificate = null;
      throw e;
    });
    return this.certificate;
  }

  /** The signatures as the signature lines print them, each image read through the storage port. */
  private async signatureImages(reportId: number): Promise<ReportSignatureImage[]> {
    const images: ReportSignatureImage[] = [];
    for (const s of await signaturesToPrint(this.ds, reportId)) {
      let imageDataUrl: string | null = null;
      if (s.imageKey && s.imageType && IMAGE_TYPES.includes(s.imageType)) {
        const bytes = await bytesOf(await this.storage.get(s.imageKey)).catch(() => null);
        if (bytes) imageDataUrl = `data:${s.imageType};base64,${bytes.toString('base64')}`;
      }
      images.push({ step: s.stepName, name: s.signerName, imageDataUrl, signedAt: dayOf(s.signedAt) });
    }
    return images;
  }

  process(job: Job<JobData>): Promise<{ bytes: number; sha256: string } | { recorded: string } | JobSkipped> {
    return this.runner.run(job, REPORT_ISSUED_PDF_JOB, '报告数据不完整，无法生成签发版PDF', async (row) => {
      const step = (n: number) => this.runner.progress(job, row.id, n, STEPS, true);
      // an earlier attempt recorded its file and died before finishing the row: nothing to do again
      if (row.file_path) {
        await this.runner.finish(row.id, 'completed', { rowsDone: STEPS });
        return { recorded: row.file_path };
      }
      const reportId = Number(row.parameters.reportId);
      const source = await reportToPrint(this.ds, row.owner_id, reportId);
      if (source.state !== 'issued') throw new JobRefused(['报告未签发，不能生成签发版PDF']);
      if (await issuedFileOf(this.ds, reportId)) throw new JobRefused(['签发版PDF已生成']);
      await step(1);

      // printed as the signers reviewed it (the organisation's 报告模板 cover and 声明), with their signatures on it
      const printed = await printReport(this.ds, this.storage, this.config, source, { signatureImages: () => this.signatureImages(reportId), rendered: () => step(2) });
      await step(3);

      let certificate: SigningCertificate;
      try {
        certificate = await this.signingCertificate();
      } catch (e) {
        if (e instanceof SigningCertificateError) throw new JobRefused([`机构签章证书不可用，无法签发：${e.message}`]);
        throw e;
      }
      const signedAt = new Date();
      const org = source.content.organisation;
      const pdf = await signPdf(printed, certificate, { reason: '检测报告签发', name: org.name, location: org.address ?? '', contactInfo: org.phone ?? '', signingTime: signedAt });
      await step(4);

      const file = await storeReportPdf(
        this.storage,
        source,
        pdf,
        (stored) =>
          this.ds.transaction((m) =>
            recordIssuedFile(m, this.events, {
              reportId,
              ownerId: row.owner_id,
              jobId: row.id,
              file: stored,
              certificate: { subject: certificate.subject, fingerprint: certificate.fingerprint, demo: certificate.demo },
              signedAt,
            }),
          ),
        IssuedFileRefused,
      );
      await this.runner.finish(row.id, 'completed', { fileName: file.fileName, filePath: file.key, rowsDone: STEPS });
      return { bytes: file.size, sha256: file.sha256 };
    });
  }
}
