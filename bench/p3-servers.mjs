// P3's processes: the database (new or reused), the api and the reference server, each a child
// process the bench starts and stops itself. Both servers get bench/p3-timing.cjs preloaded (the
// same server-side timing) and an application_name, so their PostgreSQL backends can be told apart.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { loadP3Data } from './p3-data.mjs';

export const POOL_SIZE = 10; // the api's DB_POOL_SIZE, and the reference's pool
export const USER = 'surveyor'; // 现场调查员 of the seed's first organisation: OWN_ORG scope, holds project:list
const PASSWORD = 'Ohit@2026!';
const CAPTCHA = 'p3-bench';

const children = [];
const port = () => 20000 + Math.floor(Math.random() * 20000);

function start(root, name, args, env, readyOn) {
  // stdout is read only for the ready line; the api's request log goes to /dev/null (an undrained pipe would block it)
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', readyOn ? 'pipe' : 'ignore', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 180 s`)), 180_000);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`)));
    const ready = () => {
      clearTimeout(timer);
      resolve(child);
    };
    if (!readyOn) return ready();
    child.stdout.on('data', (d) => String(d).includes(readyOn) && ready());
  });
}

/** Stops every process the bench started (SIGTERM, then waits for each to exit). */
export function stopAll() {
  return Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGTERM')))));
}

async function waitHealthy(url) {
  for (const until = Date.now() + 180_000; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return;
  }
  throw new Error(`${url}/health did not answer within 180 s`);
}

/**
 * A migrated, seeded database holding P3's data: `reuse` (a URL an earlier run kept), or a new
 * `ohit_bench_p3_*` one, dropped by `drop()` unless `keep`.
 */
export async function prepareDatabase(root, built, { adminUrl, rows, reuse, keep }) {
  if (reuse) return { url: reuse, drop: async () => {} };
  const name = `ohit_bench_p3_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const drop = async () => {
    if (keep) console.log(`  kept the database: BENCH_P3_DB=${url}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    const t0 = Date.now();
    const env = { ...process.env, DATABASE_URL: url, NODE_ENV: 'development', DEMO_PASSWORD: PASSWORD };
    execFileSync(process.execPath, [built.migrate], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync(process.execPath, [built.seed], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`  database ${name} migrated and seeded (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await loadP3Data(c, rows, console.log);
    } finally {
      await c.end();
    }
  } catch (e) {
    await drop();
    throw e;
  }
  return { url, drop };
}

const redisPrefix = (apiPort) => `p3bench${apiPort}`;

/** Removes the keys the api of `apiPort` left in Redis (its queues' metadata). */
export async function cleanRedis(apiPort) {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = [];
    for await (const batch of redis.scanStream({ match: `${redisPrefix(apiPort)}:*`, count: 500 })) keys.push(...batch);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** The api as production runs it (built JavaScript, request log on), on its own Redis prefix. */
export async function startApi(root, built, dbUrl) {
  const apiPort = port();
  const child = await start(root, 'api', ['--require', join(root, 'bench/p3-timing.cjs'), built.main], {
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl,
    DB_POOL_SIZE: String(POOL_SIZE),
    PGAPPNAME: 'p3-api',
    PORT: String(apiPort),
    REDIS_PREFIX: redisPrefix(apiPort),
    CAPTCHA_FIXED: CAPTCHA,
    WEB_DIST: '/nonexistent',
    STORAGE_DIR: join(root, 'tmp/p3-storage'),
  });
  const url = `http://127.0.0.1:${apiPort}`;
  await waitHealthy(url);
  return { port: apiPort, url, pid: child.pid };
}

/** bench/p3-reference.mjs answering from `sqlFile`. */
export async function startReference(root, dbUrl, sqlFile) {
  const refPort = port();
  const child = await start(
    root,
    'reference',
    ['--require', join(root, 'bench/p3-timing.cjs'), join(root, 'bench/p3-reference.mjs'), dbUrl, String(refPort), sqlFile, String(POOL_SIZE)],
    { PGAPPNAME: 'p3-reference' },
    'listening',
  );
  return { port: refPort, pid: child.pid };
}

/** Logs USER in through the real endpoints; the Authorization header value. */
export async function login(url) {
  const { uuid } = await (await fetch(`${url}/auth/code`)).json();
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD, code: CAPTCHA, uuid }),
  });
  if (!res.ok) throw new Error(`login ${USER}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}
