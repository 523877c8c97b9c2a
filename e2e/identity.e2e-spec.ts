import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { loginThroughUi } from './support/login';

describe('identity in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('administrator: Chinese sidebar, users list, logout back to the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await loginThroughUi(page, 'admin');
    const sider = page.locator('.ant-layout-sider').first();
    await sider.getByText('系统设置').first().waitFor({ state: 'visible' });
    await sider.getByText('系统设置').first().click();
    await sider.getByText('用户管理').first().click();
    await page.waitForURL(/\/system\/user/);
    // The list shows the demo users of the administrator's scope.
    await page.locator('.ant-table-row').first().waitFor({ state: 'visible', timeout: 20000 });
    await page.getByRole('cell', { name: 'surveyor', exact: true }).first().waitFor({ state: 'visible' });
    expect(await page.title()).toContain('用户管理');
    await screenshot(page, 'admin-users-list');

    await page.getByTestId('user-menu').click();
    await page.getByText('退出登录').click();
    await page.getByText('确定注销并退出系统吗？').waitFor({ state: 'visible' });
    await screenshot(page, 'logout-confirm');
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await page.waitForURL(/\/login/, { timeout: 20000 });
    // Logout reloads the page: read the storage only once the fresh login form is there.
    await page.getByPlaceholder('账号').waitFor({ state: 'visible', timeout: 20000 });
    expect(await page.evaluate(() => window.localStorage.getItem('OHIT-TOKEN'))).toBeFalsy();
    await context.close();
  });

  it('analyst: sees the laboratory but not the system settings', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await loginThroughUi(page, 'analyst');
    const sider = page.locator('.ant-layout-sider').first();
    await sider.getByText('实验室').first().waitFor({ state: 'visible' });
    expect(await sider.getByText('系统设置').count()).toBe(0);
    expect(await sider.getByText('用户管理').count()).toBe(0);
    await screenshot(page, 'analyst-sidebar');
    await context.close();
  });
});
