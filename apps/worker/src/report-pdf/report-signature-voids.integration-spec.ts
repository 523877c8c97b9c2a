import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { specimenReportContent } from '@ohit/server-report-render';
import { insertSignature, reportDigests, signaturesOf } from '@ohit/server-report-signatures';
import { seed } from '@ohit/api/testing';
import { WorkerModule } from '../worker.module';
import { recordReportPdf, reportPdfSource } from './report-pdf-rows';

/**
 * A signature is bound to the PDF its signer reviewed: the report PDF job recording a new PDF of
 * another digest voids the signatures bound to the old one (with the reason, on the report's
 * history); a PDF of the same digest, or a signature made before any PDF (bound to the content
 * only), leaves them in force.
 */
describe('worker: a re-rendered report PDF voids the signatures bound to the PDF it replaces', () => {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: 'outbox', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-report-signature-voids` });
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

  async function reportRow(): Promise<number> {
    const code = `SV-${randomUUID().slice(0, 8)}`;
    const [project] = await ds.query(`INSERT INTO projects (code, name, organization_id) VALUES ($1, '签字失效项目', $2) RETURNING id`, [code, organization]);
    const [row] = await ds.query(
      `INSERT INTO reports (code, report_version, project_id, template, state, content, compiled_at, organization_id) VALUES ($1, 1, $2, 'periodic', 'approving', $3::jsonb, now() - interval '1 minute', $4) RETURNING id`,
      [code, project.id, JSON.stringify({ ...specimenReportContent(2), reportNo: code }), organization],
    );
    return row.id;
  }

  const render = async (id: number, sha256: string) => {
    const source = (await reportPdfSource((q, p) => ds.query(q, p), id))!;
    const jobId = randomUUID();
    await ds.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, 'reportPdf', 'report', $2, $3, '{}')`, [jobId, owner, organization]);
    await ds.transaction((m) => recordReportPdf(m, events, { source, ownerId: owner, jobId, pdf: { key: `attachment/${randomUUID()}.pdf`, fileName: '报告.pdf', size: 100, sha256 } }));
  };
  const sign = (id: number, stepKey: string, stepName: string) =>
    ds.transaction(async (m) => {
      const report = (await reportDigests(m, id, true))!;
      return insertSignature(m, events, { report, stepKey, stepName, audience: 'staff', signerName: '审核人', signerUserId: owner, attachmentId: null }, { actorId: owner, username: 'admin' }, null);
    });

  it('voids a signature bound to another PDF digest, keeps one bound to the same digest or to the content only', async () => {
    const id = await reportRow();
    // signed before any PDF: bound to the content only
    await sign(id, 'compile', '编制');
    await render(id, 'a'.repeat(64));
    const check = await sign(id, 'check', '校核');
    expect(check.pdfSha256).toBe('a'.repeat(64));

    // the same PDF recorded again: nothing changes
    await render(id, 'a'.repeat(64));
    expect((await signaturesOf(ds, id)).map((s) => [s.stepName, s.voided])).toEqual([
      ['编制', false],
      ['校核', false],
    ]);

    // another PDF: the signature bound to the old one is void, with its reason on the report's history
    await render(id, 'b'.repeat(64));
    const after = await signaturesOf(ds, id);
    expect(after.map((s) => [s.stepName, s.voided])).toEqual([
      ['编制', false],
      ['校核', true],
    ]);
    expect(after[1].voidReason).toBe(`报告PDF已重新生成（摘要由 ${'a'.repeat(12)}… 变为 ${'b'.repeat(12)}…），签字失效`);
    const [edited] = await ds.query(`SELECT payload, reason, actor_id FROM domain_events WHERE aggregate_type = 'report' AND aggregate_id = $1 AND type = 'ReportChildEdited'`, [String(id)]);
    expect(edited).toMatchObject({ reason: after[1].voidReason, actor_id: owner, payload: { child: 'signatures', childId: check.id, old: { voided: false }, new: { voided: true } } });
  });
});
