import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startTestProvinceRef, type TestProvinceRef } from '@ohit/province-ref/testing';
import { sampleProvincialRecord } from '@ohit/server-province';
import { as, createTestApp, dataSourceOf, loginAs, seed, spawnPushWorker, stopWorker, type TestApp, until } from '@ohit/api/testing';

jest.setTimeout(240_000);

/** R1 for pushes: `npm run test:reliability` sets R1_ROUNDS=20; `npm test` runs one. */
const ROUNDS = Math.max(1, Number(process.env.R1_ROUNDS ?? 1));
const RECORDS = 150;
/** The province limit the records' queue keeps (BullMQ limiter): 150 records take ~3 s, so a kill lands mid-push. */
const RATE = 50;

/**
 * R1: a worker killed with SIGKILL mid-push loses and duplicates nothing. A batch of 推送中 pushes
 * (one job, one rate-limited record job each) is started, the worker is killed once some records
 * arrived, a new one started: every push ends 已推送 and the reference platform holds every record
 * exactly once (the record's idempotency key, the same on every resend; the record job's id, the
 * same on the batch's re-run).
 */
describe('kill -9 a worker mid-push (stalled-job recovery, exactly once at the province)', () => {
  let t: TestApp;
  let province: TestProvinceRef;
  let org: number;
  let admin: ReturnType<typeof as>;
  const workers: ChildProcess[] = [];
  const tag = `KP${randomBytes(3).toString('hex')}`;
  const ds = () => dataSourceOf(t.app);
  const start = async () => {
    const w = await spawnPushWorker(province.env('json'), {
      PROVINCE_RATE_PER_SECOND: String(RATE),
      WORKER_CONCURRENCY: '4',
      WORKER_LOCK_DURATION_MS: '3000',
      WORKER_STALLED_INTERVAL_MS: '1000',
    });
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    province = await startTestProvinceRef();
    t = await createTestApp(province.env('json'));
    org = (await seed(t.app)).organizations.A;
    admin = as(t.app, await loginAs(t.app, 'admin'));
  });
  afterAll(async () => {
    for (const w of workers) await stopWorker(w, 'SIGKILL');
    await t?.close();
    await province?.stop();
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await stopWorker(w, 'SIGKILL');
  });

  /** RECORDS pushes 推送中, each of its own issued report, each with a complete record and its own key. */
  async function pushing(round: number): Promise<number[]> {
    const [{ id: unit }] = await ds().query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}-${round}单位`, org]);
    // one project per report (a project has one report per version)
    const reports: { id: number; code: string; project_id: number }[] = await ds().query(
      `WITH p AS (
         INSERT INTO projects (code, name, inspected_unit_id, check_type, state, organization_id)
         SELECT $1 || '-' || g, $1 || '-' || g, $2, '10', 'issued', $3 FROM generate_series(1, ${RECORDS}) g RETURNING id, code)
       INSERT INTO reports (code, project_id, template, state, issue_date, organization_id)
       SELECT p.code, p.id, 'periodic', 'issued', '2026-03-20', $3 FROM p RETURNING id, code, project_id`,
      [`${tag}-${round}`, unit, org],
    );
    const ids: number[] = [];
    for (const r of reports) {
      const key = `${tag}:${r.code}`;
      const record = sampleProvincialRecord(key, {});
      const [{ id }] = await ds().query(
        `INSERT INTO provincial_pushes (report_id, report_code, report_version, project_id, check_type, employer_name, state, record, generation, idempotency_key, organization_id)
         VALUES ($1, $2, 1, $3, '10', '单位', 'pushing', $4::jsonb, 1, $5, $6) RETURNING id`,
        [r.id, r.code, r.project_id, JSON.stringify({ ...record, report: { ...record.report, code: r.code } }), key, org],
      );
      ids.push(id);
    }
    return ids;
  }

  it('holds the province rate across two workers (BullMQ limiter in Redis): 150 records at 50/s take ≥ 1.8 s (5 per 100 ms window), never twice the rate in a wall-clock second', async () => {
    await province.reset();
    const ids = await pushing(0);
    await Promise.all([start(), start()]);
    const started = Date.now();
    await admin.post('/api/provincialPush/commands/push').send({ ids, organizationId: org }).expect(200);
    await until(async () => {
      const [{ n }] = await ds().query(`SELECT count(*)::int AS n FROM provincial_pushes WHERE id = ANY($1::int[]) AND state = 'pushed'`, [ids]);
      return n === RECORDS;
    }, 60_000, 100);
    const held = await province.records();
    expect(held.count).toBe(RECORDS);
    // at the limit: RATE a second (a tenth per 100 ms); two unlimited workers would take a fraction of it
    expect(Date.now() - started).toBeGreaterThanOrEqual(((RECORDS - RATE) / RATE) * 1000 * 0.9);
    // a wall-clock second may straddle two limiter windows, never more
    expect(held.maxAdmittedInOneSecond).toBeLessThanOrEqual(RATE * 2);
  });

  for (let round = 1; round <= ROUNDS; round++) {
    it(`killed mid-push (round ${round}/${ROUNDS}): every record held by the province exactly once, every push 已推送`, async () => {
      await province.reset();
      const ids = await pushing(round);
      const w = await start();
      const { message } = (await admin.post('/api/provincialPush/commands/push').send({ ids, organizationId: org }).expect(200)).body;
      expect(message).toBe(`已开始推送${RECORDS}条记录`);
      // kill once some records arrived (the delay varies per round so kills land early and late)
      await until(async () => (await province.records()).count >= 5 + (round % 5) * 20, 60_000, 20);
      w.kill('SIGKILL');
      await new Promise((r) => w.once('exit', r));
      const [{ open }] = await ds().query(`SELECT count(*)::int AS open FROM provincial_pushes WHERE id = ANY($1::int[]) AND state = 'pushing'`, [ids]);
      // the kill must have landed mid-push, or this round proves nothing
      expect(open).toBeGreaterThan(0);
      await start();
      await until(async () => {
        const [{ n }] = await ds().query(`SELECT count(*)::int AS n FROM provincial_pushes WHERE id = ANY($1::int[]) AND state = 'pushing'`, [ids]);
        return n === 0;
      }, 120_000, 200);
      const states: { state: string; n: number }[] = await ds().query(`SELECT state, count(*)::int AS n FROM provincial_pushes WHERE id = ANY($1::int[]) GROUP BY state`, [ids]);
      expect(states).toEqual([{ state: 'pushed', n: RECORDS }]);
      const held = await province.records();
      expect(held.count).toBe(RECORDS);
      expect(held.storedMoreThanOnce).toEqual([]);
      expect(Object.values(held.perKey).every((n) => n === 1)).toBe(true);
      // the batch job (re-run by the new worker) counts every record finished
      const job = await until(async () => {
        const [j] = await ds().query(`SELECT status, rows_done FROM jobs WHERE id::text = (SELECT last_job_id FROM provincial_pushes WHERE id = $1)`, [ids[0]]);
        return j.status === 'running' || j.status === 'queued' ? null : j;
      }, 30_000);
      expect(job).toMatchObject({ status: 'completed', rows_done: RECORDS });
    });
  }
});
