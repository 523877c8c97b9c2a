import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';

describe('first visit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends a visitor without a token from / to the login page with the redirect, showing the product title', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL(/\/login\?redirect=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toMatch(/^\/(dashboard)?$/);
    await page.getByText('职业健康全流程信息化平台').first().waitFor({ state: 'visible', timeout: 15000 });
    await page.locator('input[type="password"]').waitFor({ state: 'visible' });
    await screenshot(page, 'login-redirect');
    await context.close();
  });

  it('keeps the full original path, query included, in the redirect', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/system/user?page=2&blurry=abc');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/user?page=2&blurry=abc');
    await context.close();
  });
});
