import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Ohit@2026!';
/** The harness starts the api with CAPTCHA_FIXED=e2e. */
export const CAPTCHA_ANSWER = 'e2e';

/** Logs in through the login page like a person would, and waits for the shell's navbar (the sidebar is hidden in mobile mode). */
export async function loginThroughUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByPlaceholder('验证码').fill(CAPTCHA_ANSWER);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 });
  await page.getByTestId('navbar').waitFor({ state: 'visible', timeout: 30000 });
}
