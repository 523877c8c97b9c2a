import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { loginThroughUi } from './support/login';
import { chooseInTagMenu } from './support/tags';


/** In-app navigation through the sidebar (a page load would drop the tags). */
async function openFromSidebar(page: Page, group: string, item: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.locator('li.ant-menu-item').filter({ has: page.getByText(item, { exact: true }) });
  if (!(await link.isVisible())) {
    await sidebar.locator('.ant-menu-submenu-title').filter({ has: page.getByText(group, { exact: true }) }).click();
  }
  await link.click();
}

const tagPaths = (page: Page) => page.getByTestId('tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));

/** The route renders (lazy pages load inside a transition) once its tag is the active one. */
async function waitForActiveTag(page: Page, path: string): Promise<void> {
  await page.locator(`[data-testid="tag"][data-path="${path}"][data-active="true"]`).waitFor({ timeout: 30000 });
}

async function waitForTags(page: Page, expected: string[]): Promise<void> {
  await page.waitForFunction(
    (want) => JSON.stringify([...document.querySelectorAll('[data-testid="tag"]')].map((e) => e.getAttribute('data-path'))) === JSON.stringify(want),
    expected,
    { timeout: 30000 },
  );
}

describe('admin shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('tags view: three pages, close others keeps the affixed dashboard, closing the active tag goes to the last one; pages keep their state', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, 'admin');
    await page.waitForURL(/\/dashboard$/);
    await openFromSidebar(page, '系统设置', '用户管理');
    await waitForActiveTag(page, '/system/user');
    // kept-alive page: what was typed survives a trip to another tag
    const search = page.locator('[data-cached-path="/system/user"]').getByPlaceholder('输入关键字搜索');
    await search.fill('keep-me');
    await openFromSidebar(page, '系统设置', '角色管理');
    await waitForActiveTag(page, '/system/role');
    await openFromSidebar(page, '系统设置', '菜单管理');
    await waitForActiveTag(page, '/system/menu');
    await waitForTags(page, ['/dashboard', '/system/user', '/system/role', '/system/menu']);

    await page.locator('[data-testid="tag"][data-path="/system/user"]').click();
    await waitForActiveTag(page, '/system/user');
    expect(await search.inputValue()).toBe('keep-me');
    await screenshot(page, 'shell-tags-three-pages');

    await chooseInTagMenu(page, '/system/role', '关闭其他');
    await waitForTags(page, ['/dashboard', '/system/role']);
    await waitForActiveTag(page, '/system/role');
    expect(await tagPaths(page)).toEqual(['/dashboard', '/system/role']);
    // the dashboard tag cannot be closed
    expect(await page.locator('[data-testid="tag"][data-path="/dashboard"] [data-testid="tag-close"]').count()).toBe(0);

    await openFromSidebar(page, '系统设置', '菜单管理');
    await waitForActiveTag(page, '/system/menu');
    await page.locator('[data-testid="tag"][data-path="/system/menu"] [data-testid="tag-close"]').click();
    await waitForTags(page, ['/dashboard', '/system/role']);
    await waitForActiveTag(page, '/system/role');
    expect(new URL(page.url()).pathname).toBe('/system/role');
    expect(await tagPaths(page)).toEqual(['/dashboard', '/system/role']);
    await screenshot(page, 'shell-tags-after-close');
    await context.close();
  });

  it('layout settings persist across a reload', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, 'admin');
    await page.getByTestId('settings-button').click();
    const tagsSwitch = page.getByTestId('setting-tagsView');
    await tagsSwitch.click();
    await page.getByTestId('setting-uniqueOpened').click();
    await page.getByTestId('tags-view').waitFor({ state: 'detached' });
    // theme colour from the presets: saved in a cookie for 365 days and applied at once
    await page.locator('.ant-drawer .ant-color-picker-trigger').click();
    await page.locator('.ant-color-picker-presets-color').nth(1).click();
    await page.keyboard.press('Escape');
    const themed = () => page.locator('.ant-drawer .ant-switch-checked').first().evaluate((e) => getComputedStyle(e).backgroundColor);
    await page.waitForFunction(() => {
      const sw = document.querySelector('.ant-drawer .ant-switch-checked');
      return !!sw && getComputedStyle(sw).backgroundColor === 'rgb(64, 158, 255)';
    });
    await page.locator('.ant-drawer-close').click();
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
    const theme = cookies.find((c) => c.name === 'themeColor')!;
    expect(theme.value.toLowerCase()).toBe('#409eff');
    expect((theme.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
    expect(await themed()).toBe('rgb(64, 158, 255)');
    // restore the defaults for the next tests
    await page.getByTestId('setting-tagsView').click();
    await page.getByTestId('setting-uniqueOpened').click();
    await screenshot(page, 'shell-settings-after-reload');
    await context.close();
  });

  it('at 800px wide the sidebar is closed (mobile mode)', async () => {
    const { context, page } = await newPage(browser, { width: 800, height: 900 });
    await loginThroughUi(page, 'admin');
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
    await waitForActiveTag(page, '/system/role');
    await page.waitForFunction(() => document.querySelector('[data-device]')?.getAttribute('data-sidebar') === 'closed');
    await context.close();
  });

  it('logout asks 确定注销并退出系统吗？ and ends on the login page', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, 'admin');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('确定注销并退出系统吗？').waitFor();
    await screenshot(page, 'shell-logout-confirm');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login/, { timeout: 30000 });
    // logout reloads the page: wait for the login form of the reloaded page
    await page.waitForLoadState('load');
    await page.getByPlaceholder('验证码').waitFor({ state: 'visible', timeout: 30000 });
    expect(await page.evaluate(() => window.localStorage.getItem('OHIT-TOKEN'))).toBeNull();
    await context.close();
  });
});
