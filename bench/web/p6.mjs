// P6 — the web: builds it (vite, with the precompressed copies), then
//  1. JavaScript of the login route and of the shell, gzipped (bars ≤ 350 KB, ≤ 700 KB),
//  2. the 60-row 受检单位 list rendered in headless chromium after its data arrived, median of
//     10 (bar ≤ 200 ms), against a stand-in api (mock-platform.mjs) so only the browser's work counts,
//  3. the same screen on a phone (390 × 844): navbar within the screen, table in the top 60 %.
// Prints `P6: … ok|FAIL` last. Never part of npm test.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizes, LIMITS_KB } from '../../apps/web/scripts/bundle-size.mjs';
import { buildWeb } from '../../scripts/build.mjs';
import { measureListRender } from './list-render.mjs';
import { startMockPlatform } from './mock-platform.mjs';
import { measurePhoneLayout, PHONE } from './mobile-layout.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(root, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_P6_RUNS ?? 10);
const RENDER_BAR_MS = 200;
const TABLE_TOP_BAR = 0.6;

const ms = (v) => `${v.toFixed(0)} ms`;

export async function runP6() {
  console.log('P6 (web): build, bundle sizes, 60-row list render in headless chromium, phone layout');
  const started = Date.now();
  buildWeb({ force: true });
  console.log(`  web built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const sizes = bundleSizes(DIST);
  const login = sizes['/login'];
  const shell = sizes['shell (/dashboard)'];
  for (const [name, s] of Object.entries(sizes)) {
    console.log(`  ${name.padEnd(20)} ${s.gzipKb.toFixed(1).padStart(6)} KB gzip (bar ≤ ${LIMITS_KB[name]} KB), ${s.brotliKb.toFixed(1).padStart(6)} KB as served (Brotli), ${s.files} files`);
  }

  const mock = await startMockPlatform(DIST);
  let render;
  let phone;
  try {
    const load = loadavg()[0];
    render = await measureListRender(mock.url, RUNS);
    console.log(`  60-row list: first open ${ms(render.firstOpenMs)}; refreshes ${render.rendersMs.map((v) => v.toFixed(0)).join(', ')} ms`);
    console.log(`  60-row list render median ${ms(render.medianMs)} (bar ≤ ${RENDER_BAR_MS} ms); main-thread CPU per refresh median ${ms(render.medianCpuMs)}; load average ${load.toFixed(1)} at start`);
    phone = await measurePhoneLayout(mock.url, join(root, 'test-results/p6/phone-390x844.png'));
    console.log(`  phone ${PHONE.width}×${PHONE.height}: navbar ${phone.navbarWidth} px (bar ≤ ${PHONE.width}), user menu ends at ${phone.userMenuRight.toFixed(0)} px, table starts at ${(phone.tableTopShare * 100).toFixed(0)} % of the height (bar ≤ ${TABLE_TOP_BAR * 100} %); screenshot ${phone.screenshot}`);
  } finally {
    await mock.close();
  }

  const ok =
    login.gzipKb <= LIMITS_KB['/login'] &&
    shell.gzipKb <= LIMITS_KB['shell (/dashboard)'] &&
    render.medianMs <= RENDER_BAR_MS &&
    phone.navbarWidth <= PHONE.width &&
    phone.userMenuRight <= PHONE.width &&
    phone.tableTopShare <= TABLE_TOP_BAR;
  console.log(
    `P6: login_js_gzip_kb=${login.gzipKb.toFixed(0)} shell_js_gzip_kb=${shell.gzipKb.toFixed(0)} list60_render_ms=${render.medianMs.toFixed(0)} phone_navbar_px=${phone.navbarWidth} ${ok ? 'ok' : 'FAIL'}`,
  );
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit((await runP6()) ? 0 : 1);
}
