import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

/** Debian's chromium driven by playwright-core (never a downloaded browser). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/jest.config.cjs');
  return url;
}

export async function newPage(browser: Browser, viewport = { width: 1366, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots are test artifacts under test-results/e2e/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(__dirname, '../../test-results/e2e');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
