import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { spawnWorker, stopWorker, until } from './testing/workers';

jest.setTimeout(120_000);

const URL = '/api/inspectedUnit';

/** R1: a worker killed with SIGKILL mid-job loses nothing; the job finishes on a new worker with no duplicate rows. */
describe('kill -9 a worker mid-export and mid-import (stalled-job recovery)', () => {
  let t: TestApp;
  let orgA: number;
  let surveyor: ReturnType<typeof as>;
  const workers: ChildProcess[] = [];
  const storageDir = mkdtempSync(join(tmpdir(), 'ohit-kill-'));
  const start = async () => {
    const w = await spawnWorker({
      STORAGE_DIR: storageDir,
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_PREFIX: process.env.REDIS_PREFIX as string,
      ACTIVE_QUEUES: 'exports,imports',
      // A dead worker's lock expires in 3 s and the stalled check runs every second.
      WORKER_LOCK_DURATION_MS: '3000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      EXPORT_BATCH_SIZE: '200',
    });
    workers.push(w);
    return w;
  };
  const job = async (id: string) => (await dataSourceOf(t.app).query(`SELECT status, rows_done, attempts FROM jobs WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storageDir });
    orgA = (await seed(t.app)).organizations.A;
    surveyor = as(t.app, await loginAs(t.app, 'surveyor'));
  });
  afterAll(async () => {
    for (const w of workers) await stopWorker(w, 'SIGKILL');
    await t.close();
  });

  it('export: killed mid-run, finished by a new worker with every row exactly once', async () => {
    await dataSourceOf(t.app).query(
      `INSERT INTO inspected_units (name, area, industry, contact, address, employee_count, organization_id)
       SELECT '导出压力' || g, '江苏省/南京市/玄武区', 'C', '联系人' || g, '地址' || g, g, $1 FROM generate_series(1, 20000) g`,
      [orgA],
    );
    const first = await start();
    const { jobId } = (await surveyor.post(`${URL}/export`).send({ name: '导出压力' }).expect(202)).body;
    await until(async () => (await job(jobId)).rows_done > 0, 30_000, 20);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect((await job(jobId)).status).toBe('running');
    await start();
    const done = await until(async () => {
      const j = await job(jobId);
      return j.status === 'completed' ? j : null;
    }, 60_000);
    expect(done.rows_done).toBe(20_000);
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    const file = await surveyor
      .get(`/api/jobs/${jobId}/download`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    let rows = 0;
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file.body as Buffer]), {})) for await (const _ of sheet) rows += 1;
    expect(rows).toBe(20_001);
  });

  it('import: killed mid-run, re-run on a new worker, all rows once (all-or-nothing by job id)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['单位名称', '联系人', '所属行业', '职工人数']);
    for (let i = 1; i <= 15_000; i++) ws.addRow([`导入压力${i}`, `联系人${i}`, '制造业', i]);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const first = await start();
    const { jobId } = (await surveyor.post(`${URL}/import`).attach('file', buf, '受检单位.xlsx').expect(202)).body;
    await until(async () => (await job(jobId)).rows_done > 0, 30_000, 20);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await start();
    const done = await until(async () => {
      const j = await job(jobId);
      return ['completed', 'failed'].includes(j.status) ? j : null;
    }, 60_000);
    expect(done.status).toBe('completed');
    const ds = dataSourceOf(t.app);
    expect(Number((await ds.query(`SELECT count(*) AS n FROM inspected_units WHERE import_job_id = $1`, [jobId]))[0].n)).toBe(15_000);
    expect(Number((await ds.query(`SELECT count(DISTINCT name) AS n FROM inspected_units WHERE import_job_id = $1`, [jobId]))[0].n)).toBe(15_000);
  });
});
