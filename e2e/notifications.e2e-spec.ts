import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { DEMO_PASSWORD, loginThroughUi } from './support/login';


async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: init.token } : {}) },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function adminToken(): Promise<string> {
  const { uuid } = await api<{ uuid: string }>('auth/code');
  const res = await api<{ token: string }>('auth/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, code: 'e2e', uuid }) });
  return res.token;
}

async function badge(page: Page): Promise<number> {
  // No count element means no unread messages (waiting for one would sit out the 30 s action timeout).
  const count = page.getByTestId('bell-badge').locator('.ant-badge-count').first();
  if ((await count.count()) === 0) return 0;
  const text = (await count.textContent()) ?? '';
  const n = Number(text.replace(/\D/g, ''));
  return Number.isFinite(n) ? n : 0;
}

describe('notifications in real time', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an announcement sent by the administrator reaches the open page without a reload and is marked read when opened', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, 'analyst');
    await page.waitForTimeout(1500); // first bell load and socket handshake
    const before = await badge(page);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));

    const token = await adminToken();
    const users = await api<{ content: { id: number; username: string }[] }>('api/users?blurry=analyst&page=0&size=10', { token });
    const analyst = users.content.find((u) => u.username === 'analyst')!;
    const title = `e2e 通知 ${Date.now()}`;
    await api('api/ohitAnnouncement/send', {
      method: 'POST',
      token,
      body: JSON.stringify({ titile: title, msgAbstract: '浏览器测试摘要', msgContent: '<p>测试<strong>正文</strong></p><script>window.__pwned = 1</script>', msgCategory: 1, priority: 2, userIds: [analyst.id] }),
    });

    await page.waitForFunction(
      (n) => {
        const el = document.querySelector('[data-testid="bell-badge"] .ant-badge-count');
        return !!el && Number((el.textContent ?? '').replace(/\D/g, '')) === n;
      },
      before + 1,
      { timeout: 20000 },
    );
    expect(navigations).toEqual([]);
    await screenshot(page, 'notifications-badge');

    await page.getByTestId('bell').click();
    await page.getByText(title).click();
    const detail = page.getByTestId('notice-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toContain('测试正文');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await screenshot(page, 'notifications-detail');
    await page.waitForFunction(
      (n) => {
        const el = document.querySelector('[data-testid="bell-badge"] .ant-badge-count');
        const count = el ? Number((el.textContent ?? '').replace(/\D/g, '')) : 0;
        return count === n;
      },
      before,
      { timeout: 15000 },
    );

    // the notification page lists it under the read tab
    // Close the detail (the top dialog) with its own close button (Escape depends on focus); the bell's dialog below holds the link.
    await page.locator('.ant-modal-content', { has: detail }).locator('.ant-modal-close').click();
    await detail.waitFor({ state: 'hidden' });
    const all = page.getByText('查看全部消息');
    if (!(await all.isVisible())) await page.getByTestId('bell').click();
    await all.click();
    await page.waitForURL(/\/notice$/);
    await page.getByRole('tab', { name: '已读消息' }).click();
    await page.getByTestId('read-table').getByText(title).waitFor();
    await screenshot(page, 'notifications-page');
    await context.close();
  });
});
