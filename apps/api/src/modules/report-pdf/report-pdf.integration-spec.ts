import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_PDF_JOB, type ReportContent } from '@ohit/contracts';
import { specimenReportContent } from '@ohit/server-report-render';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
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

/** A real PNG of width × height in one colour (a cover picture chromium can embed). */
function solidPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x1f, 0x6f, 0xb5]))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
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
  let admin: ReturnType<typeof as>;
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
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { menuIds, roleUser } = orgStaff(t.app, admin, tag);
    const withExport = await menuIds('ReportPreview', ['reportPreview:export']);
    const listOnly = await menuIds('ReportPreview', []);
    [printer, reader, outsider] = await Promise.all([roleUser(orgs.A, 'p', withExport), roleUser(orgs.A, 'r', listOnly), roleUser(orgs.B, 'o', withExport)]);
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

  it('prints the organisation’s own 报告模板 for the report’s type: its 声明 as text and its cover picture (uploaded through api/jcbgModule/upload)', async () => {
    // an organisation of the spec's own, with its 定期检测 template
    const ds = dataSourceOf(t.app);
    const [{ id: org }] = (await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}模板机构`])) as { id: number }[];
    const template = (await admin.post('/api/reportTemplate/add').send({ template: 'periodic', statement: '本机构声明：本报告仅供委托单位内部使用。', organizationId: org }).expect(201)).body as { id: number };
    await admin.post('/api/jcbgModule/upload').field('id', String(template.id)).attach('file', solidPng(120, 48), '封面.png').expect(201);
    const plain = await report(specimenReportContent(2), { org });
    const read = async (id: number, name: string) => {
      const started = (await admin.post(`/api/report/${id}/pdf`).send({}).expect(201)).body as { jobId: string };
      expect(await finished(admin, started.jobId)).toMatchObject({ status: 'completed' });
      const pdf = (await admin.get(`/api/jobs/${started.jobId}/download`).buffer(true).parse(binaryParser).expect(200)).body as Buffer;
      const path = join(storageDir, name);
      writeFileSync(path, pdf);
      return { text: flat(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })), images: execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }) };
    };
    const own = await read(plain.id, 'own-template.pdf');
    expect(own.text).toContain('本机构声明：本报告仅供委托单位内部使用。');
    expect(own.text).not.toContain('本报告无本机构检验检测专用章或骑缝章无效。');
    // the cover picture is in the file at its own size (120 × 48)
    expect(own.images).toMatch(/^\s*\d+\s+\d+\s+image\s+120\s+48\s/m);

    // as a 来样检测 report, a type the organisation keeps no template for: the built-in terms, no cover
    await ds.query(`UPDATE reports SET template = 'incoming', content = jsonb_set(content, '{template}', '"incoming"') WHERE id = $1`, [plain.id]);
    const other = await read(plain.id, 'no-template.pdf');
    expect(other.text).toContain('本报告无本机构检验检测专用章或骑缝章无效。');
    expect(other.images).not.toMatch(/^\s*\d+\s+\d+\s+image\s+120\s+48\s/m);
  });
});
