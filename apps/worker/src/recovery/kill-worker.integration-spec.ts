import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { as, createTestApp, dataSourceOf, loginAs, seed, spawnWorker, stopWorker, type TestApp, until } from '@ohit/api/testing';

jest.setTimeout(180_000);

/** R1 asks for 20 kills per job type: `npm run test:reliability` sets R1_ROUNDS=20; `npm test` runs one of each. */
const ROUNDS = Math.max(1, Number(process.env.R1_ROUNDS ?? 1));
const EXPORT_ROWS = 60_000;
const IMPORT_ROWS = 30_000;

const URL = '/api/inspectedUnit';

/** R1: a worker killed with SIGKILL mid-job loses nothing; the job finishes on the restarted worker with no duplicate rows. */
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

  /**
   * When to pull the plug: after the job's first progress report (progress is written at most
   * every 500 ms), plus a delay that varies per round so kills land early, midway and late.
   */
  const killDelay = (round: number) => (round % 6) * 120;

  async function killWhenRunning(jobId: string, round: number): Promise<void> {
    const w = await start();
    await until(async () => (await job(jobId)).rows_done > 0, 30_000, 10);
    await new Promise((r) => setTimeout(r, killDelay(round)));
    w.kill('SIGKILL');
    await new Promise((r) => w.once('exit', r));
    // The kill must have landed mid-job, or this round proves nothing.
    expect((await job(jobId)).status).toBe('running');
    await start();
  }

  async function finished(jobId: string) {
    return until(async () => {
      const j = await job(jobId);
      return ['completed', 'failed', 'cancelled'].includes(j.status) ? j : null;
    }, 90_000);
  }

  describe('export', () => {
    beforeAll(() =>
      dataSourceOf(t.app).query(
        `INSERT INTO inspected_units (name, area, industry, contact, address, employee_count, organization_id)
         SELECT '导出压力' || g, '江苏省/南京市/玄武区', 'C', '联系人' || g, '地址' || g, g, $1 FROM generate_series(1, ${EXPORT_ROWS}) g`,
        [orgA],
      ),
    );
    afterEach(async () => {
      for (const w of workers.splice(0)) await stopWorker(w, 'SIGKILL');
    });

    for (let round = 1; round <= ROUNDS; round++) {
      it(`killed mid-run (round ${round}/${ROUNDS}): finished after restart with every row exactly once`, async () => {
        const { jobId } = (await surveyor.post(`${URL}/export`).send({ name: '导出压力' }).expect(202)).body;
        await killWhenRunning(jobId, round);
        const done = await finished(jobId);
        expect(done.status).toBe('completed');
        expect(done.rows_done).toBe(EXPORT_ROWS);
        const file = await surveyor
          .get(`/api/jobs/${jobId}/download`)
          .buffer(true)
          .parse((res, cb) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => cb(null, Buffer.concat(chunks)));
          })
          .expect(200);
        const names = new Set<string>();
        let rows = 0;
        for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file.body as Buffer]), {})) {
          for await (const row of sheet) {
            rows += 1;
            names.add(String(row.getCell(1).value));
          }
        }
        expect(rows).toBe(EXPORT_ROWS + 1);
        expect(names.size).toBe(EXPORT_ROWS + 1);
      });
    }
  });

  describe('import', () => {
    afterEach(async () => {
      for (const w of workers.splice(0)) await stopWorker(w, 'SIGKILL');
    });

    for (let round = 1; round <= ROUNDS; round++) {
      it(`killed mid-run (round ${round}/${ROUNDS}): re-run after restart, all rows once, never a partial file`, async () => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('S');
        ws.addRow(['单位名称', '联系人', '所属行业', '职工人数']);
        for (let i = 1; i <= IMPORT_ROWS; i++) ws.addRow([`导入压力${round}-${i}`, `联系人${i}`, '制造业', i]);
        const buf = Buffer.from(await wb.xlsx.writeBuffer());
        const { jobId } = (await surveyor.post(`${URL}/import`).attach('file', buf, '受检单位.xlsx').expect(202)).body;
        await killWhenRunning(jobId, round);
        const done = await finished(jobId);
        expect(done.status).toBe('completed');
        const ds = dataSourceOf(t.app);
        const [counts] = await ds.query(`SELECT count(*)::int AS n, count(DISTINCT name)::int AS d FROM inspected_units WHERE name LIKE $1`, [`导入压力${round}-%`]);
        expect(counts).toEqual({ n: IMPORT_ROWS, d: IMPORT_ROWS });
        expect((await ds.query(`SELECT count(*)::int AS n FROM inspected_units WHERE import_job_id = $1`, [jobId]))[0].n).toBe(IMPORT_ROWS);
      });
    }
  });
});
