import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { loginThroughUi } from './support/login';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EMPTY = '暂未提供帮助文档';

/** The navbar's user menu → 帮助文档, as a user would open it. */
async function openHelp(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '帮助文档' }).click();
  await page.waitForURL((u) => u.pathname === '/helper');
  await page.getByTestId('helper-page').waitFor();
}

jest.setTimeout(240000);

describe('帮助文档 (/helper) in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const as = async (username: string) => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, username);
    await openHelp(page);
    return { context, page };
  };

  it("帮助 opens the organisation's help documents: '暂未提供帮助文档' until one is uploaded, then only its own users see and download it", async () => {
    // nothing uploaded yet: the spec's message, and no upload button without helpDoc:add
    const reader = await as('orgb-analyst');
    await reader.page.getByText(EMPTY).waitFor();
    expect(await reader.page.getByRole('button', { name: /上传帮助文档/ }).count()).toBe(0);
    await screenshot(reader.page, 'helper-empty');

    // the organisation's administrator uploads one (系统设置 › 帮助文档 › 上传)
    const admin = await as('orgb-admin');
    await admin.page.getByText(EMPTY).waitFor();
    await admin.page.getByRole('button', { name: /上传帮助文档/ }).click();
    const dialog = admin.page.locator('.ant-modal').filter({ hasText: '上传帮助文档' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: '作业指导书.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByPlaceholder('不填则使用文件名').fill('乙方作业指导书');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await admin.page.getByText('上传成功').waitFor();
    await admin.page.getByRole('cell', { name: '乙方作业指导书' }).waitFor();
    expect(await admin.page.getByText(EMPTY).count()).toBe(0);
    await screenshot(admin.page, 'helper-uploaded');

    // a colleague in the same organisation sees it and downloads the file under its own name
    await reader.page.reload();
    await reader.page.getByRole('cell', { name: '乙方作业指导书' }).waitFor();
    const [download] = await Promise.all([reader.page.waitForEvent('download'), reader.page.getByRole('button', { name: '下载' }).first().click()]);
    expect(download.suggestedFilename()).toBe('作业指导书.pdf');
    expect(readFileSync((await download.path())!)).toEqual(PDF);
    await reader.page.getByText('下载成功').waitFor();
    await reader.context.close();

    // another organisation does not see it
    const other = await as('analyst');
    await other.page.getByText(EMPTY).waitFor();
    expect(await other.page.getByText('乙方作业指导书').count()).toBe(0);
    await other.context.close();

    // deleting it brings the message back (and leaves the platform as it was)
    const row = admin.page.locator('.ant-table-row').filter({ hasText: '乙方作业指导书' });
    await row.getByRole('button', { name: '删除' }).click();
    await admin.page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await admin.page.getByText('删除成功').waitFor();
    await admin.page.getByText(EMPTY).waitFor();
    await admin.context.close();
  });
});
