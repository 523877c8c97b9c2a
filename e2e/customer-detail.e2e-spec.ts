import { randomInt } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { CAPTCHA_ANSWER, DEMO_PASSWORD, loginThroughUi } from './support/login';

/** Logs in through the API (as the browser would) and answers the Authorization header value. */
async function apiToken(username: string): Promise<string> {
  const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  const { uuid } = (await (await fetch(`${baseUrl()}/auth/code`)).json()) as { uuid: string };
  const res = await fetch(`${baseUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, code: CAPTCHA_ANSWER, uuid }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** No endpoint creates projects yet: the test writes one straight into the platform's database (global setup's). */
async function insertProjectFor(unit: { id: number; name: string }, code: string): Promise<number> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO projects (code, name, inspected_unit_id, organization_id) SELECT $1, $2, u.id, u.organization_id FROM inspected_units u WHERE u.id = $3 AND u.name = $4 RETURNING id`,
      [code, 'E2E 年度定期检测', unit.id, unit.name],
    );
    if (!rows[0]) throw new Error(`inspected unit ${unit.id} ${unit.name} is not in the platform's database`);
    return rows[0].id;
  } finally {
    await db.end();
  }
}

/** Opens an antd select, types, and clicks the option with exactly this title in the open dropdown. */
async function choose(page: Page, select: Locator, typed: string, title: string): Promise<void> {
  await select.click();
  await select.locator('input').first().fill(typed);
  // closed dropdowns stay in the page: the option of the open one, by its exact title
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`).first().click({ timeout: 20000 });
}

jest.setTimeout(240000);

describe('受检单位: row-detail link to the hidden detail route, and relating a unit to a project', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a surveyor opens a unit from the list, sees its detail page, then relates it to a project through the dialog', async () => {
    const stamp = Date.now().toString(36);
    const token = await apiToken('surveyor');
    const unit = await api<{ id: number; name: string }>(token, 'api/inspectedUnit/add', { method: 'POST', body: { name: `E2E详情单位${stamp}`, industry: 'C', scale: '2', area: ['江苏省', '南京市', '玄武区'] } });
    const code = `E2E-XM-${stamp}`;
    await insertProjectFor(unit, code);

    const { context, page } = await newPage(browser);
    try {
      await loginThroughUi(page, 'surveyor');
      await page.getByTestId('sidebar').getByText('受检单位', { exact: true }).first().click();
      const list = page.getByTestId('resource-list-inspectedUnit');
      await list.waitFor({ state: 'visible', timeout: 30000 });
      // the detail route is a route, not a menu entry
      expect(await page.getByTestId('sidebar').getByText('受检单位详情').count()).toBe(0);
      await list.getByTestId('resource-search').getByPlaceholder('单位名称').fill(unit.name);
      await list.getByRole('button', { name: /搜\s*索/ }).click();

      // the row-detail link: /customer/detail/index?belongInspectName=…&belongInspect=<id>
      await list.getByTestId('row-detail').filter({ hasText: unit.name }).click();
      await page.waitForURL((url) => url.pathname === '/customer/detail/index' && url.searchParams.get('belongInspect') === String(unit.id), { timeout: 30000 });
      const detail = page.getByTestId('customer-detail');
      await detail.getByTestId('customer-detail-title').filter({ hasText: unit.name }).waitFor({ timeout: 30000 });
      await detail.getByText('制造业', { exact: true }).waitFor();
      await detail.getByTestId('unit-projects').getByText(code, { exact: true }).waitFor({ timeout: 30000 });
      await screenshot(page, 'customer-detail-page');

      // back on the list: 关联 → '确定关联本条数据吗?' → the dialog → project, factor, hazard, blank sample
      await page.goBack();
      await list.waitFor({ state: 'visible', timeout: 30000 });
      await list.getByTestId('resource-search').getByPlaceholder('单位名称').fill(unit.name);
      await list.getByRole('button', { name: /搜\s*索/ }).click();
      await list.getByRole('cell', { name: unit.name, exact: true }).waitFor({ timeout: 30000 });
      await list.getByTestId('row-operation').first().locator('[data-action="relation"]').click();
      await page.getByText('确定关联本条数据吗?').waitFor();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
      // the modal root has no box of its own: wait for what is inside it
      const dialog = page.getByTestId('relation-dialog');
      await dialog.getByTestId('relation-project').waitFor({ state: 'visible', timeout: 30000 });
      await choose(page, dialog.getByTestId('relation-project'), code, `${code} E2E 年度定期检测（${unit.name}）`);
      await choose(page, dialog.getByTestId('relation-physical'), '噪声', '噪声');
      await choose(page, dialog.getByTestId('relation-hazards'), '苯', '苯');
      await dialog.locator('.ant-modal-title').click(); // closes the hazards dropdown
      await dialog.getByTestId('relation-blank-samples').locator('input').fill('KB-E2E-1');
      await page.keyboard.press('Enter');
      await screenshot(page, 'customer-relation-dialog');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await page.getByText('关联成功').first().waitFor({ timeout: 30000 });
      await dialog.getByTestId('relation-project').waitFor({ state: 'hidden', timeout: 30000 });

      const relations = await api<Array<{ projectCode: string; phyId: string; hazardNames: string[]; blkSampleIds: string[] }>>(token, `api/inspectedUnit/${unit.id}/relations`);
      expect(relations).toEqual([expect.objectContaining({ projectCode: code, phyId: '噪声', hazardNames: ['苯'], blkSampleIds: ['KB-E2E-1'] })]);
      await screenshot(page, 'customer-related');
    } catch (e) {
      await screenshot(page, 'customer-detail-failure').catch(() => undefined);
      throw e;
    } finally {
      await context.close();
    }
  });
});
