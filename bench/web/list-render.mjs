// How long the browser works to show a 60-row generic list once its data has arrived: from the
// moment the list response's body has been read to the first frame after the 60 new rows are
// in the document (requestAnimationFrame, then a task: that frame has been produced).
// The 受检单位 screen is opened first (reported, not counted), its refresh button is pressed once
// to warm up, then `runs` times; the mock answers every request with 60 rows not seen before,
// as after a page change or a search. The button is pressed from the page (element.click()),
// so no pointer hovers anything. Alongside the wall time, the renderer main thread's CPU time
// for the whole refresh (click, request, render) is read from the DevTools Performance domain:
// it hardly moves with the machine's load, while the wall time does.
import { launchChromium, signedInContext } from './browser.mjs';

const LIST = '/customer/index';
const REFRESH = '[data-testid="resource-list-inspectedUnit"] button[aria-label="刷新"]';

/** In the page: marks `data` when a list body has been read and `painted` after its rows show. */
function instrument() {
  const marks = { data: 0, painted: 0, lastId: null };
  window.__listMarks = marks;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const res = await realFetch(...args);
    if (!/\/api\/inspectedUnit\?/.test(String(args[0]))) return res;
    const text = res.text.bind(res);
    res.text = async () => {
      const body = await text();
      const rows = JSON.parse(body).content;
      Object.assign(marks, { data: performance.now(), painted: 0, lastId: rows[rows.length - 1].id });
      return body;
    };
    return res;
  };
  let waiting = false;
  const check = () => {
    if (!marks.data || marks.painted || waiting) return;
    if (!document.querySelector(`tr[data-row-key="${marks.lastId}"]`)) return;
    if (document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length < 60) return;
    waiting = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.painted = performance.now();
        waiting = false;
      }, 0),
    );
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function lastRender(page) {
  await page.waitForFunction(() => window.__listMarks.painted > 0, null, { timeout: 120_000 });
  return page.evaluate(() => window.__listMarks.painted - window.__listMarks.data);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { firstOpenMs, rendersMs, medianMs, cpuMs, medianCpuMs } in headless chromium at 1366 × 800. */
export async function measureListRender(baseURL, runs = 10) {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, baseURL, { width: 1366, height: 800 });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
    await page.goto(LIST);
    const firstOpenMs = await lastRender(page);
    const refresh = async () => {
      await page.waitForTimeout(200); // let the previous frame's leftovers settle
      const before = await threadTime();
      await page.evaluate((selector) => {
        Object.assign(window.__listMarks, { data: 0, painted: 0 });
        document.querySelector(selector).click();
      }, REFRESH);
      const ms = await lastRender(page);
      return { ms, cpu: (await threadTime()) - before };
    };
    await refresh();
    const rendersMs = [];
    const cpuMs = [];
    for (let i = 0; i < runs; i++) {
      const { ms, cpu } = await refresh();
      rendersMs.push(ms);
      cpuMs.push(cpu);
    }
    return { firstOpenMs, rendersMs, medianMs: median(rendersMs), cpuMs, medianCpuMs: median(cpuMs) };
  } finally {
    await browser.close();
  }
}
