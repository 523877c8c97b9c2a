// P3 — the project list at scale (issue 11): 1,000,000 projects in 50 organisations; a user of one
// organisation (non-admin: the organisation scope applies) pages through pages 1–100 of 60 rows
// with one filter and one sort. The api (built like production, bench/p3-build.mjs) against a bare
// node:http + bare pg server running the SQL the api ran (bench/p3-reference.mjs), side by side:
//  - server time per request (bench/p3-timing.cjs in both processes), p95 over paired sequential
//    passes (bar: api ≤ 1.5 × reference, for each combination);
//  - requests per second under 50 concurrent clients, alternating windows (bar: api ≥ 0.7 ×).
// Prints `P3: p3_p95_ratio=… (≤1.5) p3_throughput_ratio=… (≥0.7) ok|FAIL` last.
// BENCH_P3_ROWS (1,000,000), BENCH_P3_ROUNDS (paired passes, 3), BENCH_P3_WINDOWS (8) of
// BENCH_P3_WINDOW_S seconds (8); BENCH_P3_DB=<url> reuses a database an earlier run kept
// (BENCH_P3_KEEP=1); BENCH_P3_NO_BUILD=1 runs what tmp/p3-build holds (to try a change to the
// built JavaScript); BENCH_P3_PROFILE=1 writes both servers' V8 CPU profiles of the measured
// phases to tmp/p3-profile.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildP3, p3Paths } from './p3-build.mjs';
import { ORGANISATIONS } from './p3-data.mjs';
import { client, percentile, serverTimes } from './p3-http.mjs';
import { capturePlans, pairedPasses, throughputWindows } from './p3-measure.mjs';
import { cleanRedis, login, POOL_SIZE, prepareDatabase, startApi, startReference, stopAll, USER } from './p3-servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const ROWS = Number(env.BENCH_P3_ROWS ?? 1_000_000);
const ROUNDS = Number(env.BENCH_P3_ROUNDS ?? 3);
const WINDOWS = Number(env.BENCH_P3_WINDOWS ?? 8);
const WINDOW_S = Number(env.BENCH_P3_WINDOW_S ?? 8);
const CLIENTS = 50;
const PAGES = 100;
const SIZE = 60;
const P95_BAR = 1.5;
const THROUGHPUT_BAR = 0.7;

/**
 * A project manager's list, one filter + newest first (the indexes of migration 1732780000000
 * serve both); each matches ≥ 6,000 rows of the organisation, so all 100 pages are full.
 */
const COMBOS = [
  { name: 'state', label: '项目状态=已归档, 创建时间↓', query: 'state=archived&sort=createTime,desc' },
  { name: 'type', label: '检测类型=定期检测, 创建时间↓', query: 'type=10&sort=createTime,desc' },
];

const fmt = (v, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '—');
const stats = (v) => `p50 ${fmt(percentile(v, 50))} p95 ${fmt(percentile(v, 95))}`;

export async function runP3() {
  console.log(`P3 (project list): ${ROWS.toLocaleString('en')} projects in ${ORGANISATIONS} organisations; ${USER} (one organisation) reads pages 1–${PAGES} of ${SIZE} rows, one filter + one sort; the api against bare node:http + pg with the same SQL`);
  const t0 = Date.now();
  const built = env.BENCH_P3_NO_BUILD === '1' ? p3Paths(root) : buildP3(root);
  console.log(`  api and packages built into tmp/p3-build (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  const adminUrl = env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await prepareDatabase(root, built, { adminUrl, rows: ROWS, reuse: env.BENCH_P3_DB, keep: env.BENCH_P3_KEEP === '1' });
  const profileDir = join(root, 'tmp/p3-profile');
  const pgc = new pg.Client({ connectionString: db.url });
  const clients = [];
  let apiPort;
  try {
    await pgc.connect();
    const apiProc = await startApi(root, built, db.url);
    apiPort = apiProc.port;
    const auth = { authorization: await login(apiProc.url) };
    const api = { name: 'api', appName: 'p3-api', pid: apiProc.pid, headers: auth, client: client(apiProc.port), heavy: client(apiProc.port, CLIENTS) };
    clients.push(api.client, api.heavy);

    const paths = COMBOS.flatMap((combo) => Array.from({ length: PAGES }, (_, p) => `/api/project?page=${p}&size=${SIZE}&${combo.query}`));
    const { plans, bodies, split } = await capturePlans(api.client, paths, auth);
    const sqlFile = join(root, 'tmp/p3-build/p3-sql.json');
    writeFileSync(sqlFile, JSON.stringify(plans));
    const refProc = await startReference(root, db.url, sqlFile);
    const ref = { name: 'ref', appName: 'p3-reference', pid: refProc.pid, headers: {}, client: client(refProc.port), heavy: client(refProc.port, CLIENTS) };
    clients.push(ref.client, ref.heavy);

    // Same rows, same JSON: every body of the reference equals the api's (this pass also warms it up).
    for (const path of paths) {
      const r = await ref.client.get(path);
      if (r.status !== 200 || r.body !== bodies[path]) throw new Error(`reference differs from the api at ${path}: ${r.status} ${r.body.slice(0, 200)}`);
    }
    await serverTimes(ref.client);
    const totals = COMBOS.map((combo) => JSON.parse(bodies[`/api/project?page=0&size=${SIZE}&${combo.query}`]).totalElements);
    console.log(`  ${paths.length} requests (${COMBOS.length} combinations × ${PAGES} pages): bodies identical in both servers; rows matching: ${COMBOS.map((c, i) => `${c.name} ${totals[i]}`).join(', ')}; pool ${POOL_SIZE} each`);

    const profiling = env.BENCH_P3_PROFILE === '1';
    if (profiling) {
      mkdirSync(profileDir, { recursive: true });
      for (const t of [api, ref]) await t.client.get('/__p3/profile/start');
    }
    const load0 = loadavg()[0];
    const seq = await pairedPasses(pgc, [api, ref], paths, ROUNDS);
    const tput = await throughputWindows(pgc, [api, ref], paths, { clients: CLIENTS, seconds: WINDOW_S, windows: WINDOWS });
    const load1 = loadavg()[0];
    if (profiling) {
      for (const t of [api, ref]) await t.client.get(`/__p3/profile/stop?${encodeURIComponent(join(profileDir, `${t.name}.cpuprofile`))}`);
      console.log(`  CPU profiles of the measured phases: ${profileDir}/{api,ref}.cpuprofile`);
    }

    console.log(`  server time per request (ms), ${ROUNDS} paired sequential passes (each request to both servers back to back):`);
    const ratios = COMBOS.map((combo, i) => {
      const pick = (times) => times.filter((_, k) => Math.floor((k % paths.length) / PAGES) === i);
      const [a, b] = [pick(seq.api.times), pick(seq.ref.times)];
      const ratio = percentile(a, 95) / percentile(b, 95);
      console.log(`    ${combo.name.padEnd(5)} ${combo.label}: api ${stats(a)}; reference ${stats(b)}; p95 ratio ${fmt(ratio, 2)}`);
      return ratio;
    });
    const perRequest = (cpu, n) => `node ${fmt(cpu.node / n, 2)} ms, PostgreSQL ${fmt(cpu.pg / n, 2)} ms`;
    const n = ROUNDS * paths.length;
    console.log(`    CPU per request in these passes: api ${perRequest(seq.api.cpu, n)}; reference ${perRequest(seq.ref.cpu, n)}`);
    const rate = (t) => t.done / t.seconds;
    console.log(`  ${CLIENTS} concurrent clients, ${WINDOWS} windows of ${WINDOW_S} s (api, reference, reference, api, …):`);
    for (const [name, t] of Object.entries(tput)) {
      console.log(
        `    ${name === 'api' ? 'api      ' : 'reference'} ${fmt(rate(t))} req/s (${t.done} in ${fmt(t.seconds)} s, ${t.failed} failed); server time ${stats(t.server)} ms; CPU per request: ${perRequest(t.cpu, t.done)}`,
      );
    }
    const med = (v) => percentile(v, 50);
    console.log(
      `  the api per request (capture pass, medians): ${split.actorQueries} queries for who is asking ${fmt(med(split.actor), 2)} ms (and a Redis EXISTS for the token), count + page ${fmt(med(split.list), 2)} ms; load average ${fmt(load0)} → ${fmt(load1)}`,
    );
    const p95Ratio = Math.max(...ratios);
    const tputRatio = rate(tput.api) / rate(tput.ref);
    const ok = p95Ratio <= P95_BAR && tputRatio >= THROUGHPUT_BAR && tput.api.failed === 0 && tput.ref.failed === 0;
    console.log(`P3: p3_p95_ratio=${fmt(p95Ratio, 2)} (≤${P95_BAR}) p3_throughput_ratio=${fmt(tputRatio, 2)} (≥${THROUGHPUT_BAR}) ${ok ? 'ok' : 'FAIL'}`);
    return ok;
  } finally {
    for (const c of clients) c.close();
    await pgc.end().catch(() => {});
    await stopAll();
    if (apiPort) await cleanRedis(apiPort).catch((e) => console.error(`  Redis keys of the run not removed: ${e.message}`));
    await db.drop();
  }
}
