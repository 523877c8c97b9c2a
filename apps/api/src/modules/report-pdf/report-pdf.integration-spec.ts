import { createHash, randomBytes } from 'node:crypto';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_PDF_JOB, type ReportContent } from '@ohit/contracts';
import { specimenReportContent } from '@ohit/server-report-render';
import { as, dataSourceOf, DEMO_PASSWORD, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { spawnWorker, stopWorker, until } from '../../testing/workers';

jest.setTimeout(180_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binaryParser(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const flat = (s: string) => s.replace(/\s+/g, '');

/**
 * 报告PDF end to end: POST api/report/:id/pdf records a reportPdf job, a real worker prints the
 * report's stored content with Debian's chromium, stores it as the report's `pdf` attachment with
 * the SHA-256 of its bytes, and poppler reads it back: the employer and the chapters as searchable
 * Chinese text, the number and 第 N 页 共 M 页 on every page of a many-page report.
 */
describe('report: the PDF job', () => {
  let t: TestApp;
  let worker: ChildProcess;
  let orgs: Record<string, number>;
  let printer: ReturnType<typeof as>; // org A: 报告预览 with its 导出 button
  let reader: ReturnType<typeof as>; // org A: 报告预览 without 导出
  let outsider: ReturnType<typeof as>; // org B: 报告预览 with 导出
  const tag = `RPDF${randomBytes(3).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'ohit-report-pdf-'));

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storageDir });
    worker = await spawnWorker({
      STORAGE_DIR: storageDir,
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_PREFIX: process.env.REDIS_PREFIX as string,
      ACTIVE_QUEUES: REPORT_PDF_JOB.queue,
      PUBLIC_BASE_URL: 'https://verify.ohit.example',
    });
    orgs = (await seed(t.app)).organizations;
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    const ds = dataSourceOf(t.app);
    const menus = async (where: string) => ((await ds.query(`SELECT id FROM menus WHERE ${where}`)) as { id: number }[]).map((m) => m.id);
    const withExport = [...(await menus(`component_name = 'ReportPreview' AND type < 2`)), ...(await menus(`permission = 'reportPreview:export'`))];
    const listOnly = await menus(`component_name = 'ReportPreview' AND type < 2`);
    const user = async (name: string, menuIds: number[], organizationId: number) => {
      const role = (await admin.post('/api/roles').send({ name: `${tag}${name}`, level: 3, menuIds }).expect(201)).body as { id: number };
      await admin
        .post('/api/users')
        .send({ username: `${tag}${name}`, nickName: `${name}用户`, password: DEMO_PASSWORD, roleIds: [role.id], organizationId, expiryDate: new Date(Date.now() + 864e5).toISOString() })
        .expect(201);
      return as(t.app, await loginAs(t.app, `${tag}${name}`));
    };
    [printer, reader, outsider] = await Promise.all([user('p', withExport, orgs.A), user('r', listOnly, orgs.A), user('o', withExport, orgs.B)]);
  });
  afterAll(async () => {
    await stopWorker(worker);
    await t.close();
  });

  let next = 1;
  /** A report row as 编制报告 leaves it (its project's first edition): its number and compiled content. */
  async function report(content: ReportContent | Record<string, never>, over: { org?: number; state?: string } = {}): Promise<{ id: number; code: string }> {
    const org = over.org ?? orgs.A;
    const code = `${tag}-${next++}`;
    const ds = dataSourceOf(t.app);
    const [project] = (await ds.query(`INSERT INTO projects (code, name, organization_id) VALUES ($1, '报告PDF项目', $2) RETURNING id`, [code, org])) as { id: number }[];
    const [row] = (await ds.query(
      `INSERT INTO reports (code, report_version, project_id, template, check_type_name, state, content, organization_id, amends_id, amendment_reason)
       VALUES ($1, 1, $2, 'periodic', '定期检测', $3, $4::jsonb, $5, NULL, NULL) RETURNING id`,
      [code, project.id, over.state ?? 'compiling', JSON.stringify({ ...content, ...('title' in content ? { reportNo: code } : {}) }), org],
    )) as { id: number }[];
    return { id: row.id, code };
  }

  const finished = (client: ReturnType<typeof as>, id: string) =>
    until(async () => {
      const j = (await client.get(`/api/jobs/${id}`).expect(200)).body as { status: string; progress: number; fileName: string | null; errors: string[]; type: string };
      return j.status === 'completed' || j.status === 'failed' ? j : null;
    }, 120_000, 250);

  const jobCount = async () => Number(((await dataSourceOf(t.app).query(`SELECT count(*) AS n FROM jobs WHERE type = 'reportPdf'`)) as { n: string }[])[0].n);

  it('prints a long report as searchable Chinese with the number and page numbers on every page, stored as its pdf attachment with the SHA-256 of its bytes', async () => {
    const { id, code } = await report(specimenReportContent(150));
    const started = (await printer.post(`/api/report/${id}/pdf`).send({}).expect(201)).body as { jobId: string; status: string };
    expect(started.status).toBe('queued');
    const done = await finished(printer, started.jobId);
    expect(done).toMatchObject({ status: 'completed', progress: 100, type: 'reportPdf', errors: [] });
    expect(done.fileName).toBe(`${code} 职业病危害因素定期检测报告（第1版）.pdf`);

    const download = await printer.get(`/api/jobs/${started.jobId}/download`).buffer(true).parse(binaryParser).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = download.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // the row names the attachment and the digest of exactly these bytes; the attachment serves them
    const [row] = (await dataSourceOf(t.app).query(`SELECT pdf_attachment_id, pdf_sha256, pdf_rendered_at FROM reports WHERE id = $1`, [id])) as { pdf_attachment_id: number; pdf_sha256: string; pdf_rendered_at: Date }[];
    expect(row.pdf_sha256).toBe(sha256(pdf));
    expect(row.pdf_rendered_at).toBeInstanceOf(Date);
    const attachments = (await printer.get(`/api/report/${id}/attachments`).expect(200)).body as { id: number; slot: string; fileName: string }[];
    expect(attachments).toEqual([expect.objectContaining({ id: row.pdf_attachment_id, slot: 'pdf', fileName: done.fileName })]);
    const file = await printer.get(`/api/report/${id}/attachments/${row.pdf_attachment_id}/file`).buffer(true).parse(binaryParser).expect(200);
    expect(sha256(file.body as Buffer)).toBe(row.pdf_sha256);

    // the report's history records it
    const added = (await eventsOf(t.app, 'ReportAttachmentAdded', id)) as { payload: Record<string, unknown> }[];
    expect(added).toHaveLength(1);
    expect(added[0].payload).toMatchObject({ slot: 'pdf', attachmentId: row.pdf_attachment_id, pdfSha256: row.pdf_sha256, jobId: started.jobId });

    const path = join(storageDir, 'report.pdf');
    writeFileSync(path, pdf);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThan(10);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    const all = flat(text);
    expect(all).toContain('江苏示例机械制造有限公司');
    expect(all).toContain('检测结果与评价');
    expect(text).toContain('第 1 页 共');
    expect(text).toMatch(/[\u4e00-\u9fff]{8,}/);
    const printed = text.split('\f').filter((p) => p.trim() !== '');
    expect(printed).toHaveLength(pages);
    printed.forEach((page, i) => {
      expect(flat(page)).toContain(`报告编号：${code}`);
      expect(flat(page)).toContain(`第${i + 1}页共${pages}页`);
    });

    // the file is the one who asked for it: another organisation neither sees the job nor downloads it
    await outsider.get(`/api/jobs/${started.jobId}/download`).expect(404);
  });

  it('is a 404 for another organisation and a report that does not exist, a 403 without the 导出 button, and records nothing', async () => {
    const { id } = await report(specimenReportContent(2));
    const before = await jobCount();
    await outsider.post(`/api/report/${id}/pdf`).send({}).expect(404);
    await printer.post(`/api/report/2147483000/pdf`).send({}).expect(404);
    const refused = await reader.post(`/api/report/${id}/pdf`).send({}).expect(403);
    expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await jobCount()).toBe(before);
  });

  it('refuses a report not yet compiled, and an issued one whose PDF is its record, in Chinese', async () => {
    const empty = await report({});
    const notCompiled = await printer.post(`/api/report/${empty.id}/pdf`).send({}).expect(409);
    expect(notCompiled.body.message).toBe('报告尚未编制，无法生成PDF');

    // issued without a PDF yet (printed at 签发): printed once, then never again
    const issued = await report(specimenReportContent(2), { state: 'issued' });
    const first = (await printer.post(`/api/report/${issued.id}/pdf`).send({}).expect(201)).body as { jobId: string };
    expect(await finished(printer, first.jobId)).toMatchObject({ status: 'completed' });
    const again = await printer.post(`/api/report/${issued.id}/pdf`).send({}).expect(409);
    expect(again.body.message).toBe('报告已签发，其PDF不再重新生成；如需更改请修改报告');
  });
});
