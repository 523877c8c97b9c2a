import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';

const PASSWORD = 'Ohit@2026!';

async function login(page: Page, username = 'admin'): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByPlaceholder('验证码').fill('e2e');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 });
  await page.getByTestId('navbar').waitFor({ state: 'visible', timeout: 30000 });
}

/** In-app navigation through the sidebar (a page load would drop the tags). */
async function openFromSidebar(page: Page, group: string, item: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('menuitem', { name: item, exact: true });
  if (!(await link.isVisible())) await sidebar.getByText(group, { exact: true }).click();
  await link.click();
}

const tagPaths = (page: Page) => page.getByTestId('tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));

describe('admin shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('tags view: three pages, close others keeps the affixed dashboard, closing the active tag goes to the last one; pages keep their state', async () => {
    const { context, page } = await newPage(browser);
    await login(page);
    await page.waitForURL(/\/dashboard$/);
    await openFromSidebar(page, '系统设置', '用户管理');
    await page.waitForURL(/\/system\/user$/);
    // kept-alive page: what was typed survives a trip to another tag
    const search = page.locator('[data-cached-path="/system/user"]').getByPlaceholder('输入关键字搜索');
    await search.fill('keep-me');
    await openFromSidebar(page, '系统设置', '角色管理');
    await page.waitForURL(/\/system\/role$/);
    await openFromSidebar(page, '系统设置', '菜单管理');
    await page.waitForURL(/\/system\/menu$/);
    expect(await tagPaths(page)).toEqual(['/dashboard', '/system/user', '/system/role', '/system/menu']);

    await page.locator('[data-testid="tag"][data-path="/system/user"]').click();
    await page.waitForURL(/\/system\/user$/);
    expect(await search.inputValue()).toBe('keep-me');
    await screenshot(page, 'shell-tags-three-pages');

    await page.locator('[data-testid="tag"][data-path="/system/role"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await page.waitForURL(/\/system\/role$/);
    expect(await tagPaths(page)).toEqual(['/dashboard', '/system/role']);
    // the dashboard tag cannot be closed
    expect(await page.locator('[data-testid="tag"][data-path="/dashboard"] [data-testid="tag-close"]').count()).toBe(0);

    await openFromSidebar(page, '系统设置', '菜单管理');
    await page.waitForURL(/\/system\/menu$/);
    await page.locator('[data-testid="tag"][data-path="/system/menu"] [data-testid="tag-close"]').click();
    await page.waitForURL(/\/system\/role$/);
    expect(await tagPaths(page)).toEqual(['/dashboard', '/system/role']);
    await screenshot(page, 'shell-tags-after-close');
    await context.close();
  });

  it('layout settings persist across a reload', async () => {
    const { context, page } = await newPage(browser);
    await login(page);
    await page.getByTestId('settings-button').click();
    const tagsSwitch = page.getByTestId('setting-tagsView');
    await tagsSwitch.click();
    await page.getByTestId('setting-uniqueOpened').click();
    await page.getByTestId('tags-view').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('size-select').click();
    await page.getByRole('menuitem', { name: '迷你' }).click();
    await page.getByText('布局设置成功').waitFor();
    await screenshot(page, 'shell-settings-changed');

    await page.reload();
    await page.getByTestId('navbar').waitFor();
    expect(await page.getByTestId('tags-view').count()).toBe(0);
    await page.getByTestId('settings-button').click();
    expect(await page.getByTestId('setting-tagsView').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('setting-uniqueOpened').getAttribute('aria-checked')).toBe('true');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'size')?.value).toBe('mini');
    expect(cookies.find((c) => c.name === 'themeColor')?.value?.toLowerCase()).toBe('#007873');
    // restore the defaults for the next tests
    await page.getByTestId('setting-tagsView').click();
    await page.getByTestId('setting-uniqueOpened').click();
    await context.close();
  });

  it('at 800px wide the sidebar is closed (mobile mode)', async () => {
    const { context, page } = await newPage(browser, { width: 800, height: 900 });
    await login(page);
    const layout = page.locator('[data-device]').first();
    expect(await layout.getAttribute('data-device')).toBe('mobile');
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    const width = await page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(0);
    await screenshot(page, 'shell-mobile-800');
    // opening it and following a link closes it again
    await page.getByTestId('sidebar-toggle').click();
    expect(await layout.getAttribute('data-sidebar')).toBe('opened');
    await openFromSidebar(page, '系统设置', '角色管理');
    await page.waitForURL(/\/system\/role$/);
    await page.waitForFunction(() => document.querySelector('[data-device]')?.getAttribute('data-sidebar') === 'closed');
    await context.close();
  });

  it('logout asks 确定注销并退出系统吗？ and ends on the login page', async () => {
    const { context, page } = await newPage(browser);
    await login(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('确定注销并退出系统吗？').waitFor();
    await screenshot(page, 'shell-logout-confirm');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login/, { timeout: 30000 });
    expect(await page.evaluate(() => window.localStorage.getItem('OHIT-TOKEN'))).toBeNull();
    await context.close();
  });
});
