// The 受检单位 list on a phone (390 × 844): the navbar must fit the screen (user menu visible)
// and the table must start in the top part of it (search folded away). Saves a screenshot.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { launchChromium, signedInContext } from './browser.mjs';

export const PHONE = { width: 390, height: 844 };

/** { navbarWidth, userMenuRight, tableTopShare, screenshot } measured in headless chromium. */
export async function measurePhoneLayout(baseURL, screenshot) {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, baseURL, PHONE);
    const page = await context.newPage();
    await page.goto('/customer/index');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 120_000 });
    const m = await page.evaluate(() => {
      const nav = document.querySelector('[data-testid="navbar"]');
      const user = document.querySelector('[data-testid="user-menu"]');
      const table = document.querySelector('.ant-table');
      return { navbarWidth: nav.scrollWidth, userMenuRight: user.getBoundingClientRect().right, tableTop: table.getBoundingClientRect().top };
    });
    if (screenshot) {
      mkdirSync(dirname(screenshot), { recursive: true });
      await page.screenshot({ path: screenshot });
    }
    return { navbarWidth: m.navbarWidth, userMenuRight: m.userMenuRight, tableTopShare: m.tableTop / PHONE.height, screenshot };
  } finally {
    await browser.close();
  }
}
