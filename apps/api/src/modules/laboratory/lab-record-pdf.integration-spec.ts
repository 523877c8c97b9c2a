import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAB_RECORD_PDF_JOB } from '@ohit/contracts';
import { as, loginAs, seed } from '../../testing/identity';
import { labFixtures } from '../../testing/lab-fixtures';
import type { Client } from '../../testing/site-sampling-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { spawnWorker, stopWorker, until } from '../../testing/workers';

jest.setTimeout(180_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binaryParser(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/**
 * 原始记录PDF end to end: POST api/labBatch/:id/recordPdf records a labRecordPdf job, a real worker
 * (Debian's chromium through playwright-core) prints the record, the owner downloads it from the
 * job, and poppler's pdftotext reads its Chinese text back: the family's title, the batch code,
 * the result, and the amendment made after the first submission with its reason.
 */
describe('laboratory: the original record as a PDF job', () => {
  let t: TestApp;
  let worker: ChildProcess;
  let lab: Awaited<ReturnType<typeof labFixtures>>;
  let orgb: Client;
  const storageDir = mkdtempSync(join(tmpdir(), 'ohit-lab-record-'));

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storageDir });
    worker = await spawnWorker({
      STORAGE_DIR: storageDir,
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_PREFIX: process.env.REDIS_PREFIX as string,
      ACTIVE_QUEUES: LAB_RECORD_PDF_JOB.queue,
    });
    await seed(t.app);
    lab = await labFixtures(t.app, 'RP');
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
  });
  afterAll(async () => {
    await stopWorker(worker);
    await t.close();
  });

  const job = async (client: Client, id: string) => (await client.get(`/api/jobs/${id}`).expect(200)).body as { status: string; progress: number; fileName: string | null; errors: string[]; type: string };

  it('prints the record with the amendment trail, selectable Chinese, downloaded by the one who asked', async () => {
    const { analyst, manager, move, items } = lab;
    const batch = await lab.readyBatch(await lab.distributed(1));
    await move(analyst, batch.id, 'submit', 200);
    await move(manager, batch.id, 'returnForCorrection', 200, '曲线第3点录入错误');
    const sampleItem = async () => (await items(batch.id)).find((i) => i.kind === 'sample')!;
    let sample = await sampleItem();
    await analyst.put(`/api/labBatch/${batch.id}/children/items/${sample.id}`).send({ version: sample.version, response: '5.3', reason: '重新积分峰面积' }).expect(200);
    sample = await sampleItem();
    await analyst.put(`/api/labBatch/${batch.id}/children/items/${sample.id}`).send({ version: sample.version, response: '5.2', reason: '恢复原积分' }).expect(200);
    await move(analyst, batch.id, 'submit', 200);
    await move(manager, batch.id, 'check', 200);

    const started = (await analyst.post(`/api/labBatch/${batch.id}/recordPdf`).send({}).expect(201)).body as { jobId: string; status: string };
    expect(started.status).toBe('queued');
    const done = await until(async () => {
      const j = await job(analyst, started.jobId);
      return j.status === 'completed' || j.status === 'failed' ? j : null;
    }, 120_000, 250);
    expect(done).toMatchObject({ status: 'completed', progress: 100, type: 'labRecordPdf', errors: [] });
    expect(done.fileName).toBe(`${String(batch.code)} 气相色谱法检测原始记录（第2版）.pdf`);

    const file = await analyst.get(`/api/jobs/${started.jobId}/download`).buffer(true).parse(binaryParser).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const path = join(storageDir, 'record.pdf');
    writeFileSync(path, pdf);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('气相色谱法检测原始记录');
    expect(flat).toContain(String(batch.code));
    expect(flat).toContain('4.13');
    expect(flat).toContain('第2版');
    expect(flat).toContain('甲苯的溶剂解吸-气相色谱法（RP）');
    expect(flat).toContain('GBZ/T300.66-2017');
    expect(flat).toContain(lab.instrumentCode);
    expect(flat).toContain('可用至2099-12-31');
    // the curve to 8 significant digits (y = x: b = 1, a = 0, r = 1)
    expect(flat).toMatch(/相关系数r1(\.0+)?/);
    // 修改记录: after the first submission — the return with its reason, each change old → new with who and why
    expect(flat).toContain('修改记录');
    expect(flat).toContain('曲线第3点录入错误');
    expect(flat).toContain('重新积分峰面积');
    expect(flat).toContain('恢复原积分');
    expect(flat).toMatch(/修改检测样品（[^）]+-T1）响应值：5\.2(0*)→5\.3(0*)重新积分峰面积/);
    const [analystName, checkerName] = await Promise.all(
      ['analyst', 'labmanager'].map(async (u) => (await lab.ds.query(`SELECT COALESCE(NULLIF(nick_name, ''), username) AS name FROM users WHERE username = $1`, [u]))[0].name as string),
    );
    expect(flat).toMatch(new RegExp(`检测人${analystName}日期\\d{4}-\\d{2}-\\d{2}`));
    expect(flat).toMatch(new RegExp(`校核人${checkerName}日期\\d{4}-\\d{2}-\\d{2}`));
    // the record's own words, not mojibake: a run of Chinese is selectable text
    expect(text).toMatch(/[\u4e00-\u9fff]{6,}/);

    // the file is the owner's: another organisation neither sees the job nor downloads it
    await orgb.get(`/api/jobs/${started.jobId}`).expect(404);
    await orgb.get(`/api/jobs/${started.jobId}/download`).expect(404);
  });

  it('is a 404 for another organisation and for a batch that does not exist, and records nothing', async () => {
    const batch = await lab.composed(await lab.distributed(1));
    const before = Number((await lab.ds.query(`SELECT count(*) AS n FROM jobs WHERE type = 'labRecordPdf'`))[0].n);
    await orgb.post(`/api/labBatch/${batch.id}/recordPdf`).send({}).expect(404);
    await lab.analyst.post(`/api/labBatch/2147483000/recordPdf`).send({}).expect(404);
    expect(Number((await lab.ds.query(`SELECT count(*) AS n FROM jobs WHERE type = 'labRecordPdf'`))[0].n)).toBe(before);
  });

  it('prints a batch not yet submitted as a preview', async () => {
    const batch = await lab.composed(await lab.distributed(1));
    const started = (await lab.analyst.post(`/api/labBatch/${batch.id}/recordPdf`).send({}).expect(201)).body as { jobId: string };
    const done = await until(async () => {
      const j = await job(lab.analyst, started.jobId);
      return j.status === 'completed' || j.status === 'failed' ? j : null;
    }, 120_000, 250);
    expect(done).toMatchObject({ status: 'completed', fileName: `${String(batch.code)} 气相色谱法检测原始记录（预览）.pdf` });
  });
});
