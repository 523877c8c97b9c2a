// Headless Debian chromium through playwright-core (never a downloaded browser), signed in to
// the mock platform by the stored token, as a returning user is.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchChromium() {
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** A context whose pages start signed in (the web reads the token from localStorage). */
export async function signedInContext(browser, baseURL, viewport) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'zh-CN' });
  await context.addInitScript(() => window.localStorage.setItem('OHIT-TOKEN', 'Bearer bench'));
  return context;
}
