import type { Page, Request, Response } from 'playwright-core';

/** The slice of a GET api/menus/build entry the sweep needs. */
export interface BuiltRoute {
  name: string;
  path: string;
  hidden?: boolean;
  component?: string;
  meta?: { title?: string; link?: string | null } | null;
  children?: BuiltRoute[];
}

export interface Screen {
  path: string;
  title: string;
  /** A spec §2 hidden detail route (a menu that never shows in the sidebar). */
  hidden: boolean;
}

const EXTERNAL = /^(https?:|mailto:|tel:)/;

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  return `${base.replace(/\/+$/, '')}/${path}`.replace(/\/+/g, '/');
}

/**
 * Every in-app page the menus lead to: the leaves of the router tree (a childless root comes
 * wrapped in a Layout with one 'index' child, so its page is /<path>/index). External links
 * (meta.link or an http path) open another site in a new tab and are not screens of ours.
 */
export function menuScreens(routes: readonly BuiltRoute[], base = '/', hiddenAbove = false): { screens: Screen[]; external: string[] } {
  const screens: Screen[] = [];
  const external: string[] = [];
  for (const r of routes) {
    const hidden = hiddenAbove || !!r.hidden;
    if ((r.meta?.link && EXTERNAL.test(r.meta.link)) || EXTERNAL.test(r.path)) {
      external.push(r.meta?.link ?? r.path);
      continue;
    }
    const full = join(base, r.path);
    if (r.children?.length) {
      const below = menuScreens(r.children, full, hidden);
      screens.push(...below.screens);
      external.push(...below.external);
    } else {
      screens.push({ path: full, title: r.meta?.title ?? r.name, hidden });
    }
  }
  return { screens, external };
}

export interface Problem {
  screen: string;
  kind: 'console' | 'page error' | 'request' | 'blank' | 'not found' | 'load failed';
  detail: string;
}

/** A status ≥ 400 that a screen asks for on purpose (the reason says why). */
export interface AllowedFailure {
  method: string;
  /** Matched against the path and query of the request. */
  url: RegExp;
  status: number;
  reason: string;
}

/**
 * Watches one page for what a user would notice went wrong: console errors, uncaught exceptions,
 * failed requests (network failure or status ≥ 400 not on the allow-list). Also counts requests
 * in flight (socket.io's long-lived transport excluded) so a screen can be read once it settles.
 */
export class PageWatch {
  readonly problems: Problem[] = [];
  screen = '(login)';
  private readonly inFlight = new Set<Request>();

  constructor(
    private readonly page: Page,
    private readonly allowed: readonly AllowedFailure[],
  ) {
    const tracked = (r: Request) => !new URL(r.url()).pathname.startsWith('/socket.io');
    page.on('request', (r) => {
      if (tracked(r)) this.inFlight.add(r);
    });
    page.on('requestfinished', (r) => this.inFlight.delete(r));
    page.on('requestfailed', (r) => {
      this.inFlight.delete(r);
      if (tracked(r)) this.add('request', `${r.method()} ${this.pathOf(r.url())} failed: ${r.failure()?.errorText ?? '?'}`);
    });
    page.on('response', (res) => this.onResponse(res));
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.add('console', msg.text().slice(0, 500));
    });
    page.on('pageerror', (e) => this.add('page error', String(e.message ?? e).slice(0, 500)));
  }

  private pathOf(url: string): string {
    const u = new URL(url);
    return u.pathname + u.search;
  }

  private onResponse(res: Response): void {
    if (res.status() < 400) return;
    const method = res.request().method();
    const url = this.pathOf(res.url());
    if (this.allowed.some((a) => a.method === method && a.status === res.status() && a.url.test(url))) return;
    this.add('request', `${method} ${url} → ${res.status()}`);
  }

  add(kind: Problem['kind'], detail: string): void {
    this.problems.push({ screen: this.screen, kind, detail });
  }

  /** Waits until no request has been in flight for `quietMs` (bounded by `maxMs`; a page that never settles is read as it is). */
  async settle(quietMs = 300, maxMs = 20000): Promise<void> {
    const start = Date.now();
    let quietSince = this.inFlight.size === 0 ? Date.now() : 0;
    while (Date.now() - start < maxMs) {
      await this.page.waitForTimeout(50);
      if (this.inFlight.size > 0) quietSince = 0;
      else if (!quietSince) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
  }
}

/** In-app navigation (no page load: the session, tags and kept-alive pages stay), as the router's own links do. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Waits until the router has rendered `path`. Lazy pages load inside a transition, so the URL
 * changes before the page does: inside the shell the page is on screen once its tag is the
 * active one; outside it, once the shell is gone and (when given) `text` is shown.
 */
export async function waitForRendered(page: Page, path: string, inShell: boolean, text?: string): Promise<boolean> {
  const done = inShell
    ? page.locator(`[data-testid="tag"][data-path="${path}"][data-active="true"]`).waitFor({ timeout: 30000 })
    : page.waitForFunction(
        // outside the shell: no shell header (public pages have an antd Layout.Content of their own)
        (want) => !document.querySelector('[data-testid="shell-header"]') && (!want || (document.getElementById('root')?.innerText ?? '').includes(want)),
        text,
        { timeout: 30000 },
      );
  return done.then(
    () => true,
    () => false,
  );
}

/**
 * What the user sees of the current screen: inside the shell, the visible page of the content
 * area (kept-alive pages are hidden); outside it, the whole app. Waits for lazy pages' and
 * tables' spinners; `loading` says one was still turning when the wait gave up.
 */
export async function visibleScreen(page: Page): Promise<{ text: string; loading: boolean }> {
  const loading = await page
    .waitForFunction(
      () => {
        const scope = document.querySelector('main.ant-layout-content') ?? document.getElementById('root');
        if (!scope) return false;
        return ![...scope.querySelectorAll('.ant-spin-spinning')].some((s) => (s as HTMLElement).offsetParent !== null);
      },
      undefined,
      { timeout: 20000 },
    )
    .then(
      () => false,
      () => true,
    );
  const text = await page.evaluate(() => {
    const main = document.querySelector('main.ant-layout-content');
    if (!main) return document.getElementById('root')?.innerText ?? '';
    const shown = [...main.children].filter((el) => getComputedStyle(el).display !== 'none');
    return shown.map((el) => (el as HTMLElement).innerText).join('\n');
  });
  return { text: text.trim(), loading };
}
