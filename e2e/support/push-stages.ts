import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { openDialog, openMenu, transition } from './ui';

// The provincial stages of the golden path (issue 15): the issued report's push made and
// submitted by the lab manager (负责人), passed by the supervisor (主管) and by quality (质控),
// whose pass queues the push job; the reference provincial platform holds the record once, its
// signatures verified; a health authority's supervisor of the organisation's zone sees it on the
// same platform (分区监管) down to the report as the province received it.

const PUSH_LIST = '/dataGovernance/occupationalHealthReport';

/** The push of this report on 职业卫生报告, opened from its row. */
async function openPush(q: Page, reportNo: string): Promise<Locator> {
  await q.goto(PUSH_LIST);
  const row = q.getByTestId('resource-list-provincialPush').locator('tbody tr.ant-table-row').filter({ hasText: reportNo });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId('row-detail').click();
  const push = q.getByTestId('resource-detail-provincialPush');
  await push.getByTestId('detail-state').waitFor({ timeout: 30000 });
  return push;
}

/** 负责人 (labmanager): 新增推送 for the issued report, then 提交 from its page — the record as the province will see it, no blockers. */
export async function createAndSubmitPush(q: Page, reportNo: string, unitName: string): Promise<void> {
  await q.goto(PUSH_LIST);
  const list = q.getByTestId('resource-list-provincialPush');
  await list.waitFor({ state: 'visible', timeout: 30000 });
  await list.getByTestId('list-command-generate').click();
  const dialog = openDialog(q);
  await dialog.locator('.ant-select').click();
  await q.keyboard.type(reportNo);
  const pick = q.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: reportNo }).first();
  await pick.waitFor({ timeout: 20000 });
  await pick.click();
  await q.getByTestId('generate-ok').click();
  await dialog.waitFor({ state: 'hidden', timeout: 30000 });

  const push = await openPush(q, reportNo);
  await push.getByTestId('detail-state').filter({ hasText: '待提交' }).waitFor({ timeout: 30000 });
  const record = q.getByTestId('push-record');
  await record.getByText(unitName).first().waitFor({ timeout: 30000 });
  if ((await q.getByTestId('push-blockers').count()) > 0) throw new Error(`the push is blocked: ${await q.getByTestId('push-blockers').innerText()}`);
  await transition(q, push, 'submit', '提交');
  await push.getByTestId('detail-state').filter({ hasText: '待主管审核' }).waitFor({ timeout: 30000 });
}

/** 主管 (approver) or 质控 (quality) passes the push from its page; 质控's pass queues it and the page follows it to 已推送. */
export async function reviewPush(q: Page, reportNo: string, event: 'supervisorApprove' | 'qcApprove', label: string, done: string): Promise<void> {
  const push = await openPush(q, reportNo);
  await transition(q, push, event, label);
  await push.getByTestId('detail-state').filter({ hasText: done }).waitFor({ timeout: 120000 });
  if (event === 'qcApprove') await screenshot(q, 'golden-path-pushed');
}

/** The reference provincial platform holds the report's record exactly once (it refuses a bad signature, so held means verified). */
export async function provinceHoldsOnce(reportNo: string): Promise<void> {
  const url = process.env.E2E_PROVINCE_URL;
  if (!url) throw new Error('E2E_PROVINCE_URL is not set: the reference provincial platform was not started');
  const stats = (await (await fetch(`${url}/admin/records`)).json()) as { perKey: Record<string, number>; storedMoreThanOnce: string[] };
  const keys = Object.entries(stats.perKey).filter(([key]) => key.split(':').includes(reportNo));
  if (keys.length !== 1 || keys[0][1] !== 1) throw new Error(`the province holds ${JSON.stringify(keys)} for ${reportNo}`);
  if (stats.storedMoreThanOnce.length > 0) throw new Error(`stored more than once: ${stats.storedMoreThanOnce.join(', ')}`);
}

/** The zone's supervisor (a health authority user): 分区监管 lists the pushed report, its page shows the employer as the province received it. */
export async function supervisorSeesPush(q: Page, reportNo: string, unitName: string): Promise<void> {
  await openMenu(q, '省级监管与数据同步', '分区监管');
  const row = q.locator('tbody tr.ant-table-row').filter({ hasText: reportNo });
  await row.waitFor({ timeout: 30000 });
  await row.getByRole('link', { name: reportNo }).click();
  await q.getByTestId('same-push-page').waitFor({ timeout: 30000 });
  await q.getByTestId('same-push-employer').getByText(unitName).first().waitFor({ timeout: 30000 });
  await q.getByTestId('same-push-points').waitFor({ timeout: 30000 });
  // the record carries the project's leader and its survey dates (a push missing either is blocked)
  const report = await q.getByTestId('same-push-report').innerText();
  expect(report).toMatch(/项目负责人\s*周主管/);
  expect(report).toMatch(/现场调查\s*\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}/);
  await screenshot(q, 'golden-path-supervisor-push');
}
