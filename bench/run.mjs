#!/usr/bin/env node
// npm run bench [-- NAME]: runs the named benchmarks (export, import, p6, p3, lab, report, push), each variant in its own
// process so peak RSS is its own, and prints a table plus `NAME: ratio=… peak_rss_mb=… ok|FAIL`.
// export and import need PostgreSQL (TEST_DATABASE_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres); p6 (the web, bench/web/p6.mjs) needs chromium only.
// Variants run compiled JavaScript (bench/compile.mjs), so no compiler sits in their RSS.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { compileBench } from './compile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const NAIVE_ROWS = Number(process.env.BENCH_NAIVE_ROWS ?? 200_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

let entry = null;

function variant(name, rows, db) {
  entry ??= compileBench(root);
  const out = execFileSync(process.execPath, ['--max-old-space-size=4096', entry, name, String(rows), db], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 20,
  });
  const r = JSON.parse(out.trim().split('\n').pop());
  r.rowsPerSec = r.ms ? Math.round((rows / r.ms) * 1000) : null;
  console.log(`  ${name.padEnd(14)} rows=${String(rows).padStart(8)}  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${String(r.rowsPerSec).padStart(7)} rows/s  peak RSS ${r.peakRssMb} MB`);
  return r;
}

async function withDatabase(work) {
  const name = `ohit_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(ADMIN);
  u.pathname = `/${name}`;
  try {
    return await work(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const BENCHES = {
  async export() {
    return withDatabase(async (db) => {
      console.log(`export (P1): ${EXPORT_ROWS} rows × 15 columns of inspected_units (11 declared + 创建人, 更新人, 创建时间, 更新时间)`);
      variant('setup', EXPORT_ROWS, db);
      variant('idle', 0, db);
      const ours = variant('ours-export', EXPORT_ROWS, db);
      const ref = variant('ref-export', EXPORT_ROWS, db);
      const ours100k = variant('ours-export', Math.min(100_000, EXPORT_ROWS), db);
      const oursNaiveSize = variant('ours-export', NAIVE_ROWS, db);
      const naive = variant('naive-export', NAIVE_ROWS, db);
      variant('cleanup', 0, db);
      const ratio = ref.ms / ours.ms; // our throughput relative to the reference
      const flat = ours.peakRssMb / ours100k.peakRssMb;
      const naiveSpeed = naive.ms / oursNaiveSize.ms;
      const naiveMem = oursNaiveSize.peakRssMb / naive.peakRssMb;
      const ok = ratio >= 0.8 && ours.peakRssMb <= 300 && flat <= 1.2 && naiveSpeed >= 3 && naiveMem <= 0.2;
      console.log(`  throughput vs streaming reference ${ratio.toFixed(2)} (bar ≥ 0.8); RSS 1M/100k ${flat.toFixed(2)} (bar ≤ 1.2); vs naive at ${NAIVE_ROWS}: ${naiveSpeed.toFixed(2)}× faster (bar ≥ 3), memory ${naiveMem.toFixed(2)} (bar ≤ 0.2)`);
      console.log(`export: ratio=${ratio.toFixed(2)} peak_rss_mb=${ours.peakRssMb} ${ok ? 'ok' : 'FAIL'}`);
      return ok;
    });
  },
  async import() {
    return withDatabase(async (db) => {
      console.log(`import (P2): ${IMPORT_ROWS}-row .xlsx, validated per column, inserted all-or-nothing (rolled back)`);
      variant('setup', 0, db);
      variant('idle', 0, db);
      variant('make-workbook', IMPORT_ROWS, db);
      const ours = variant('ours-import', IMPORT_ROWS, db);
      const ref = variant('ref-import', IMPORT_ROWS, db);
      const read = variant('ours-read', IMPORT_ROWS, db);
      variant('cleanup', 0, db);
      const ratio = ours.ms / ref.ms; // our time relative to the reference (bar ≤ 2)
      const ok = ratio <= 2 && ours.peakRssMb <= 300 && ours.inserted === IMPORT_ROWS;
      console.log(`  time vs streaming reader alone ${ratio.toFixed(2)}× (bar ≤ 2); inserted ${ours.inserted} ${JSON.stringify(ours.errors)}; our reader alone ${(read.ms / ref.ms).toFixed(2)}× the reference`);
      console.log(`import: ratio=${ratio.toFixed(2)} peak_rss_mb=${ours.peakRssMb} ${ok ? 'ok' : 'FAIL'}`);
      return ok;
    });
  },
};

// P6, the web: bundle sizes, a 60-row list's render and the phone layout in headless chromium
BENCHES.p6 = async () => (await import('./web/p6.mjs')).runP6();
// P3, the project list at 1,000,000 rows: the api against bare node:http + pg (bench/p3.mjs)
BENCHES.p3 = async () => (await import('./p3.mjs')).runP3();
// lab, the laboratory method engine: computeLabBatch against the bare domain functions (bench/lab-engine.mjs)
BENCHES.lab = async () => (await import('./lab-engine.mjs')).runLabEngine();
// report, a 40-page report printed to PDF by chromium with its header, QR code and page numbers, against the plain print (bench/report-render.mjs)
BENCHES.report = async () => (await import('./report-render.mjs')).runReportRender();
// push (P4), provincial pushes: R-limited rate, exactly once under injected faults, 2 worker processes vs 1 (bench/province-push.mjs)
BENCHES.push = async () => (await import('./province-push.mjs')).runProvincePush();

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
let failed = false;
for (const name of names.length ? names : Object.keys(BENCHES)) {
  if (!BENCHES[name]) {
    console.error(`unknown benchmark ${name}; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  if (!(await BENCHES[name]())) failed = true;
}
process.exit(failed ? 1 : 0);
