// npm run bench -- report: a 40-page report printed to PDF the way the reportPdf job prints it —
// the specimen report of libs/server/report-render (BENCH_REPORT_POINTS sampling points, 380 by
// default: 41 A4 pages) rendered by renderReportHtml, its verification QR code made, and
// printed by headless Debian chromium with the number and QR code in every page's header and
// 第 N 页 共 M 页 in the footer (printReportPdf) — against the same HTML printed plain (no QR code,
// no header or footer, same margins): what the per-page furniture costs. Each print launches its own
// chromium, as the job does. Alternating rounds (BENCH_REPORT_ROUNDS, 5) after a warm-up; times are
// wall clock (chromium is a separate process), the ratio is the medians'. Pages are counted by
// poppler's pdfinfo. Prints `report: ms=… pages=… ratio=… ok|FAIL`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const POINTS = Number(process.env.BENCH_REPORT_POINTS ?? 380);
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Bars: at least 40 pages, printed within 20 s, the header, footer and QR code costing at most half again the plain print. */
const MIN_PAGES = 40;
const MAX_MS = 10_000;
const MAX_RATIO = 1.5;

/** libs/server/report-render compiled by swc into tmp/report-bench-build (its other imports resolve to the repository's node_modules). */
function compile() {
  const out = join(root, 'tmp/report-bench-build');
  rmSync(out, { recursive: true, force: true });
  const dest = join(out, 'node_modules/@ohit/server-report-render');
  execFileSync(join(root, 'node_modules/.bin/swc'), ['src', '-d', join(dest, 'dist'), '--strip-leading-paths', '--quiet', '--config-file', join(root, '.swcrc')], {
    cwd: join(root, 'libs/server/report-render'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(join(dest, 'package.json'), JSON.stringify({ name: '@ohit/server-report-render', private: true, main: './dist/index.js' }));
  return { lib: createRequire(import.meta.url)(join(dest, 'dist/index.js')), out };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function pagesOf(pdf, path) {
  writeFileSync(path, pdf);
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
}

export async function runReportRender() {
  const { lib, out } = compile();
  mkdirSync(out, { recursive: true });
  const content = lib.specimenReportContent(POINTS);
  const settings = { executablePath: CHROMIUM, publicBaseUrl: 'https://ohit.example' };
  const ours = () => lib.printReportPdf(content, settings);
  const plain = () =>
    lib.printHtmlToPdf(lib.renderReportHtml(content), { executablePath: CHROMIUM, headerTemplate: '<div></div>', footerTemplate: '<div></div>', margin: lib.REPORT_MARGIN });
  console.log(`report: the specimen report of ${POINTS} points printed by ${CHROMIUM}, ${ROUNDS} alternating rounds after a warm-up`);
  await ours();
  await plain();
  const times = { ours: [], plain: [] };
  let sizes = {};
  let pages = {};
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const [name, run] of r % 2 ? [['plain', plain], ['ours', ours]] : [['ours', ours], ['plain', plain]]) {
      const t = performance.now();
      const pdf = await run();
      times[name].push(performance.now() - t);
      sizes[name] = pdf.length;
      pages[name] = pagesOf(pdf, join(out, `${name}.pdf`));
    }
  }
  // the HTML alone (no browser): what renderReportHtml itself costs
  const html = [];
  for (let r = 0; r < 20; r += 1) {
    const t = performance.now();
    lib.renderReportHtml(content, { qrDataUrl: null });
    html.push(performance.now() - t);
  }
  const [ms, base] = [median(times.ours), median(times.plain)];
  const ratio = ms / base;
  for (const name of ['ours', 'plain']) {
    console.log(`  ${name.padEnd(6)} median ${(median(times[name]) / 1000).toFixed(2)} s (${times[name].map((t) => (t / 1000).toFixed(2)).join(' ')})  ${pages[name]} pages  ${(sizes[name] / 1024).toFixed(0)} KB`);
  }
  console.log(`  renderReportHtml alone: median ${median(html).toFixed(1)} ms`);
  const ok = pages.ours >= MIN_PAGES && pages.ours === pages.plain && ms <= MAX_MS && ratio <= MAX_RATIO;
  console.log(`  bars: pages ≥ ${MIN_PAGES} (the same with and without the header), ≤ ${MAX_MS / 1000} s, ratio ≤ ${MAX_RATIO}`);
  console.log(`report: ms=${Math.round(ms)} pages=${pages.ours} ratio=${ratio.toFixed(2)} ${ok ? 'ok' : 'FAIL'}`);
  return ok;
}
