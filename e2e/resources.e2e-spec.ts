import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { importFields, INSPECTED_UNIT } from '@ohit/contracts';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { loginThroughUi } from './support/login';


/** A workbook whose headers are the declaration's Chinese labels (import columns, in order). */
async function writeWorkbook(file: string, names: string[]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('受检单位');
  const fields = importFields(INSPECTED_UNIT);
  ws.addRow(fields.map((f) => f.label));
  names.forEach((name, i) => {
    const values: Record<string, unknown> = {
      name,
      area: '江苏省/南京市/玄武区',
      address: `中山路${i + 1}号`,
      contact: `联系人${i + 1}`,
      phone: `1381234567${i}`,
      industry: '制造业',
      scale: '中型',
      employeeCount: 10 + i,
      status: '正常',
      remark: 'e2e 导入',
    };
    ws.addRow(fields.map((f) => values[f.name] ?? null));
  });
  await wb.xlsx.writeFile(file);
}

/** The newest job of a type in the drawer. */
const jobOf = (page: Page, type: 'import' | 'export'): Locator => page.locator(`[data-testid="job-item"][data-type="${type}"]`).first();

async function progressOf(job: Locator): Promise<number> {
  const bar = job.locator('[role="progressbar"]').first();
  const v = await bar.getAttribute('aria-valuenow').catch(() => null);
  return Number(v ?? 0);
}

/** Polls the job's bar and status until it completes; returns every percentage seen. */
async function watchUntilCompleted(job: Locator, timeoutMs = 60000): Promise<number[]> {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await job.count()) > 0) {
      const pct = await progressOf(job);
      if (seen[seen.length - 1] !== pct) seen.push(pct);
      const status = await job.getAttribute('data-status');
      if (status === 'completed' && pct === 100) return seen;
      if (status === 'failed' || status === 'cancelled') throw new Error(`job ${status}: ${await job.innerText()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job did not complete; progress seen ${seen.join(',')}`);
}

// two jobs, a build-sized machine: give the browser time
jest.setTimeout(240000);

describe('generic list: inspected units import, export and download as jobs', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'ohit-e2e-resources-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports a generated workbook, watches the job reach 100 %, sees the rows, exports and downloads a valid xlsx', async () => {
    const { context, page } = await newPage(browser);
    try {
      await run(page);
    } catch (e) {
      await screenshot(page, 'resources-failure').catch(() => undefined);
      throw e;
    } finally {
      await context.close();
    }
  });

  async function run(page: Page): Promise<void> {
    await loginThroughUi(page, 'admin');

    // the inspected units screen from the sidebar (menu component 'customer/index')
    await page.getByTestId('sidebar').getByText('受检单位', { exact: true }).first().click();
    const screen = page.getByTestId('resource-list-inspectedUnit');
    await screen.waitFor({ state: 'visible', timeout: 30000 });
    await screenshot(page, 'resources-inspected-units-list');

    // a browser-side check first: a .csv is refused before upload
    const csv = join(dir, 'wrong.csv');
    writeFileSync(csv, 'a,b\n1,2\n');
    await screen.locator('input[type="file"]').setInputFiles(csv);
    await page.getByText('上传格式不正确，请上传xls或者xlsx格式').first().waitFor({ timeout: 10000 });

    const stamp = `E2E单位${Date.now().toString(36)}`;
    const names = [1, 2, 3, 4, 5].map((i) => `${stamp}-${i}`);
    const file = join(dir, '受检单位导入.xlsx');
    await writeWorkbook(file, names);
    await screen.locator('input[type="file"]').setInputFiles(file);

    await page.getByTestId('jobs-button').click();
    const drawer = page.getByTestId('jobs-drawer');
    await drawer.waitFor({ state: 'visible' });
    const importJob = jobOf(page, 'import');
    await importJob.waitFor({ timeout: 15000 });
    const seenImport = await watchUntilCompleted(importJob);
    expect(seenImport[seenImport.length - 1]).toBe(100);
    await page.getByText('导入成功').first().waitFor({ timeout: 15000 });
    await screenshot(page, 'resources-import-job-100');
    await page.keyboard.press('Escape');

    // the rows are there (the list refreshed itself; search narrows to this run)
    await screen.getByTestId('resource-search').getByPlaceholder('单位名称').fill(stamp);
    await screen.getByRole('button', { name: /搜\s*索/ }).click();
    for (const name of names) await screen.getByRole('cell', { name, exact: true }).waitFor({ timeout: 15000 });
    expect(await screen.locator('tbody tr.ant-table-row').count()).toBe(names.length);
    await expect(screen.getByRole('cell', { name: '制造业', exact: true }).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'resources-imported-rows');

    // export the searched rows as a job, then download its file from the drawer
    await screen.getByTestId('resource-export').click();
    await page.getByTestId('jobs-button').click();
    const exportJob = jobOf(page, 'export');
    await exportJob.waitFor({ timeout: 15000 });
    await watchUntilCompleted(exportJob);
    await screenshot(page, 'resources-export-job-done');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), exportJob.getByTestId('job-download').click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^\d{14}受检单位数据\.xlsx$/);
    const saved = join(dir, name);
    await download.saveAs(saved);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual(expect.arrayContaining(['单位名称', '所在地区', '所属行业']));
    const nameCol = header.indexOf('单位名称') + 1;
    const areaCol = header.indexOf('所在地区') + 1;
    const industryCol = header.indexOf('所属行业') + 1;
    const rows: Array<{ name: string; area: string; industry: string }> = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      rows.push({ name: String(row.getCell(nameCol).value), area: String(row.getCell(areaCol).value), industry: String(row.getCell(industryCol).value) });
    });
    expect(rows.map((r) => r.name).sort()).toEqual([...names].sort());
    expect(rows.every((r) => r.area === '江苏省/南京市/玄武区' && r.industry === '制造业')).toBe(true);
    await page.getByText('下载成功').first().waitFor({ timeout: 10000 });
    await screenshot(page, 'resources-export-downloaded');
    await page.keyboard.press('Escape');

    // a workbook with a bad row: nothing is written and the errors stay in a persistent notification
    const bad = join(dir, '受检单位错误.xlsx');
    await writeWorkbook(bad, [`${stamp}-bad`]);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.readFile(bad);
    const phoneCol = importFields(INSPECTED_UNIT).findIndex((f) => f.name === 'phone') + 1;
    wb2.worksheets[0]!.getRow(2).getCell(phoneCol).value = '123';
    await wb2.xlsx.writeFile(bad);
    await screen.locator('input[type="file"]').setInputFiles(bad);
    const errors = page.getByTestId('import-errors');
    await errors.waitFor({ timeout: 60000 });
    expect(await errors.innerText()).toContain('联系电话');
    await page.waitForTimeout(3000);
    expect(await errors.isVisible()).toBe(true);
    await screenshot(page, 'resources-import-errors');
  }

  it('users, roles and organisations run on the generic list screen', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughUi(page, 'admin');
      const open = async (path: string) => {
        await page.goto(path);
        await page.getByTestId('navbar').waitFor({ state: 'visible', timeout: 30000 });
      };
      await open('/system/user');
      const users = page.getByTestId('resource-list-users');
      await users.getByRole('cell', { name: 'admin', exact: true }).waitFor({ timeout: 30000 });
      await users.getByPlaceholder('输入关键字搜索').waitFor();
      await screenshot(page, 'resources-identity-users');
      await open('/system/role');
      const roles = page.getByTestId('resource-list-roles');
      await roles.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30000 });
      await roles.locator('tbody tr.ant-table-row').first().click();
      await page.locator('.ant-tree').first().waitFor({ timeout: 30000 });
      await screenshot(page, 'resources-identity-roles');
      await open('/system/organization');
      const orgs = page.getByTestId('resource-list-organization');
      await orgs.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30000 });
      await screenshot(page, 'resources-identity-organizations');
    } catch (e) {
      await screenshot(page, 'resources-identity-failure').catch(() => undefined);
      throw e;
    } finally {
      await context.close();
    }
  });
});
