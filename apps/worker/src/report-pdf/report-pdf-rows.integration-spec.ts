import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { specimenReportContent } from '@ohit/server-report-render';
import { seed } from '@ohit/api/testing';
import { WorkerModule } from '../worker.module';
import { recordReportPdf, ReportChangedWhilePrinting, reportPdfSource } from './report-pdf-rows';

/**
 * What the report PDF job records, and when it refuses to: the PDF is the report's only while the
 * report still holds the content it was printed from, and an issued report's PDF is never replaced.
 */
describe('worker: recording a printed report PDF', () => {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: 'outbox', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-report-pdf-rows` });
  const events = new DomainEventsService();
  let worker: INestApplicationContext;
  let ds: DataSource;
  let owner: number;
  let organization: number;

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, []), { logger: false });
    await worker.init();
    ds = worker.get<DataSource>(getDataSourceToken());
    const seeded = await seed(worker as unknown as NestExpressApplication);
    owner = seeded.users.admin;
    organization = seeded.organizations.A;
  });
  afterAll(() => worker?.close());

  async function reportRow(state = 'compiling'): Promise<number> {
    const code = `RR-${randomUUID().slice(0, 8)}`;
    const [project] = await ds.query(`INSERT INTO projects (code, name, organization_id) VALUES ($1, '记录PDF项目', $2) RETURNING id`, [code, organization]);
    const [row] = await ds.query(
      `INSERT INTO reports (code, report_version, project_id, template, state, content, organization_id) VALUES ($1, 1, $2, 'periodic', $3, $4::jsonb, $5) RETURNING id`,
      [code, project.id, state, JSON.stringify({ ...specimenReportContent(2), reportNo: code }), organization],
    );
    return row.id;
  }

  async function job(): Promise<string> {
    const id = randomUUID();
    await ds.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, 'reportPdf', 'report', $2, $3, '{}')`, [id, owner, organization]);
    return id;
  }

  const pdf = (key: string) => ({ key, fileName: '报告.pdf', size: 1234, sha256: 'a'.repeat(64) });
  const state = async (id: number) =>
    (await ds.query(`SELECT pdf_attachment_id, pdf_sha256, (SELECT count(*)::int FROM resource_attachments a WHERE a.resource = 'report' AND a.record_id = r.id) AS files FROM reports r WHERE id = $1`, [id]))[0];

  it('records the file, the attachment, the digest and the job file in one go', async () => {
    const id = await reportRow();
    const jobId = await job();
    const source = (await reportPdfSource((q, p) => ds.query(q, p), id))!;
    const key = `attachment/${randomUUID()}.pdf`;
    const attachmentId = await ds.transaction((m) => recordReportPdf(m, events, { source, ownerId: owner, jobId, pdf: pdf(key) }));
    expect(await state(id)).toEqual({ pdf_attachment_id: attachmentId, pdf_sha256: 'a'.repeat(64), files: 1 });
    const [jobRow] = await ds.query(`SELECT file_path, file_name FROM jobs WHERE id = $1`, [jobId]);
    expect(jobRow).toEqual({ file_path: key, file_name: '报告.pdf' });
    const [stored] = await ds.query(`SELECT s.key, s.kind, s.organization_id FROM stored_files s JOIN resource_attachments a ON a.stored_file_id = s.id WHERE a.id = $1`, [attachmentId]);
    expect(stored).toEqual({ key, kind: 'attachment', organization_id: organization });
  });

  it('refuses when the content changed after it was read, and writes nothing', async () => {
    const id = await reportRow();
    const source = (await reportPdfSource((q, p) => ds.query(q, p), id))!;
    await ds.query(`UPDATE reports SET content = jsonb_set(content, '{conclusionText}', '"重新编制"') WHERE id = $1`, [id]);
    const attempt = ds.transaction((m) => recordReportPdf(m, events, { source, ownerId: owner, jobId: randomUUID(), pdf: pdf(`attachment/${randomUUID()}.pdf`) }));
    await expect(attempt).rejects.toThrow(ReportChangedWhilePrinting);
    await expect(attempt).rejects.toThrow('报告内容在生成PDF期间已变更，请重新生成');
    expect(await state(id)).toEqual({ pdf_attachment_id: null, pdf_sha256: null, files: 0 });
  });

  it('an issued report with a PDF keeps it', async () => {
    const id = await reportRow('issued');
    const source = (await reportPdfSource((q, p) => ds.query(q, p), id))!;
    const first = await ds.transaction((m) => recordReportPdf(m, events, { source, ownerId: owner, jobId: randomUUID(), pdf: pdf(`attachment/${randomUUID()}.pdf`) }));
    const again = ds.transaction((m) => recordReportPdf(m, events, { source, ownerId: owner, jobId: randomUUID(), pdf: { ...pdf(`attachment/${randomUUID()}.pdf`), sha256: 'b'.repeat(64) } }));
    await expect(again).rejects.toThrow('报告已签发，其PDF不再重新生成');
    expect(await state(id)).toEqual({ pdf_attachment_id: first, pdf_sha256: 'a'.repeat(64), files: 1 });
  });
});
