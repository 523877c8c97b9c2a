// The product path of `npm run bench -- push` (BENCH_PUSH_PATH=product): the api's own push rows
// and the worker's own processors. A fresh database (migrated by bench/province-push-migrate.ts),
// N provincial_pushes rows in state 推送中 with their record snapshot and idempotency key (one
// project and report each), one 省平台推送 jobs row over all of them, enqueued on province-sync as
// the api's JobLauncher does; real worker processes (apps/worker/src/main.ts, as the recovery tests
// spawn them) run the batch (ProvincePushProcessor fans out one record job per push) and the record
// jobs (ProvinceRecordProcessor: BullMQ limiter at PROVINCE_RATE_PER_SECOND, retries with backoff,
// exchange logged, 已推送 in one transaction).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TS = ['--conditions=@ohit/source', '-r', join(root, 'scripts/lib/swc-register.cjs')];

/** A migrated database of its own, dropped by `drop()`. */
export async function productDatabase() {
  const name = `ohit_bench_push_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(ADMIN);
  u.pathname = `/${name}`;
  const url = u.toString();
  const drop = async () => {
    const a = new pg.Client({ connectionString: ADMIN });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  try {
    execFileSync(process.execPath, [...TS, join(root, 'bench/province-push-migrate.ts'), url], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (e) {
    await drop();
    throw e;
  }
  return { url, prefix: name, drop };
}

/** `count` pushes 推送中 (record = sampleProvincialRecord(key)) and the batch's jobs row; returns its id. */
export async function seedPushes(url, count, keyPrefix, sampleRecord) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const [org] = (await c.query(`INSERT INTO organizations (name, code) VALUES ('推送基准机构', $1) RETURNING id`, [`B${Date.now() % 1e9}`])).rows;
    const [user] = (await c.query(`INSERT INTO users (username, nick_name, password_hash, organization_id) VALUES ($1, '推送基准', 'x', $2) RETURNING id`, [`pushbench${Date.now() % 1e9}`, org.id])).rows;
    const template = JSON.stringify(sampleRecord('__KEY__', { report: { ...sampleRecord().report, code: '__KEY__' } }));
    const jobId = randomUUID();
    await c.query(
      `WITH keys AS (SELECT g, $2 || '-' || lpad(g::text, 6, '0') AS key FROM generate_series(0, $3 - 1) g),
            p AS (INSERT INTO projects (code, name, state, organization_id) SELECT key, '推送基准项目', 'issued', $1 FROM keys RETURNING id, code),
            r AS (INSERT INTO reports (code, report_version, project_id, template, state, organization_id) SELECT p.code, 1, p.id, 'periodic', 'issued', $1 FROM p RETURNING id, code, project_id)
       INSERT INTO provincial_pushes (organization_id, project_id, report_id, report_code, report_version, check_type, employer_name, state, record, generation, idempotency_key, last_job_id, submitted_at)
       SELECT $1, r.project_id, r.id, r.code, 1, '10', '宁波示例机械有限公司', 'pushing', replace($4, '__KEY__', r.code)::jsonb, 1, r.code, $5, now() FROM r`,
      [org.id, keyPrefix, count, template, jobId],
    );
    const ids = (await c.query(`SELECT id FROM provincial_pushes WHERE last_job_id = $1 ORDER BY id`, [jobId])).rows.map((r) => r.id);
    await c.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, 'provincePush', 'provincialPush', $2, $3, $4)`, [jobId, user.id, org.id, JSON.stringify({ pushIds: ids })]);
    return jobId;
  } finally {
    await c.end();
  }
}

/** Enqueues the batch as JobLauncher.launch does (job id = the jobs row's id). */
export async function enqueueBatch(prefix, redisConnection, jobId) {
  const q = new Queue('province-sync', { connection: redisConnection, prefix: `${prefix}:bull` });
  await q.add('province-push', { jobId }, { jobId });
  await q.close();
}

/** The batch's jobs row and what became of its pushes. */
export async function batchState(url, jobId) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const [job] = (await c.query(`SELECT status, rows_done, rows_total FROM jobs WHERE id = $1`, [jobId])).rows;
    const states = (await c.query(`SELECT state, count(*)::int AS n, sum(attempts)::int AS attempts FROM provincial_pushes WHERE last_job_id = $1 GROUP BY state`, [jobId])).rows;
    const exchanges = (await c.query(`SELECT count(*)::int AS n FROM provincial_push_exchanges`)).rows[0].n;
    return { job, states, exchanges };
  } finally {
    await c.end();
  }
}

/** apps/worker/src/main.ts as its own process (swc on the fly), ready once it logs which queues it consumes. */
export function spawnProductWorker(env) {
  const child = spawn(process.execPath, [...TS, join(root, 'apps/worker/src/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', WORKER_HEALTH_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const onData = (d) => {
    log += d;
    if (process.env.DEBUG_WORKER) process.stderr.write(d);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (/consuming /.test(log)) {
        clearInterval(timer);
        resolve(child);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`worker exited (${code}): ${log.slice(-2000)}`));
    });
    setTimeout(() => {
      if (/consuming /.test(log)) return;
      child.kill('SIGKILL');
      reject(new Error(`worker not ready in 60 s: ${log.slice(-2000)}`));
    }, 60_000).unref();
  });
}

/** Exchanges started per whole second (first and last seconds dropped): the send rate as the worker logged it. */
export async function exchangesPerSecond(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const rows = (await c.query(`SELECT count(*)::int AS n FROM provincial_push_exchanges GROUP BY date_trunc('second', started_at) ORDER BY date_trunc('second', started_at)`)).rows;
    return rows.slice(1, -1).map((r) => r.n);
  } finally {
    await c.end();
  }
}

/** The PostgreSQL backends serving this database (their CPU is the product path's too). */
export async function backendPids(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}
