import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { choose, openDialog } from './ui';

// The sample-flow stages of the golden path (issue 13), each as its own user: the sampler hands the
// day's sample to the sample room (送样), the sample room confirms its receipt (样品确认), the lab
// manager distributes it to an analyst with an instrument usable today (样品分发).

/** 送样: the sampler dispatches the project's sample to 孙样品. */
export async function handOverSamples(q: Page, projectName: string): Promise<void> {
  await q.goto('/siteSample/sampleFlow');
  const flows = q.getByTestId('resource-list-sampleHandover');
  await flows.waitFor({ state: 'visible', timeout: 30000 });
  await flows.getByTestId('list-command-dispatch').click();
  const dispatch = q.getByTestId('dispatch-dialog');
  await dispatch.getByTestId('dispatch-samples').locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30000 });
  await dispatch.getByTestId('dispatch-project').click();
  await q.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: projectName }).click();
  await dispatch.getByTestId('dispatch-count').filter({ hasText: '已选 1 个样品' }).waitFor({ timeout: 10000 });
  await choose(q, 'receiver', '孙样品', '孙');
  await screenshot(q, 'golden-path-dispatch');
  await q.getByTestId('dispatch-ok').click();
  await q.getByText(/^已送样1个样品，送样单SY-\d{4}-\d{4}$/).first().waitFor({ timeout: 30000 });
  await flows.locator('tbody tr.ant-table-row').filter({ hasText: projectName }).getByTestId('sampleHandover-state').filter({ hasText: '待接收' }).waitFor({ timeout: 30000 });

}

/** 样品确认: the sample room receives the hand-over with its storage place and temperature. */
export async function confirmReceipt(q: Page, projectName: string): Promise<void> {
  await q.goto('/sample/sampleConfirm');
  const handovers = q.getByTestId('resource-list-sampleHandover');
  const row = handovers.locator('tbody tr.ant-table-row').filter({ hasText: projectName });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId('row-detail').click();
  await q.waitForURL((url) => url.pathname === '/lab/sampleFlow/details/index' && !!url.searchParams.get('code'), { timeout: 30000 });
  const handover = q.getByTestId('resource-detail-sampleHandover');
  await handover.getByTestId('detail-state').filter({ hasText: '待接收' }).waitFor({ timeout: 30000 });
  await handover.getByTestId('handover-items').getByTestId('sample-state').filter({ hasText: '运输中' }).waitFor({ timeout: 30000 });
  await handover.locator('[data-testid="detail-action"][data-action="confirm"]').click();
  const receipt = q.getByTestId('receipt-dialog');
  await receipt.getByLabel('存放位置').fill('样品室冷藏柜A-2');
  await receipt.getByLabel('接收温度（℃）').fill('4.5');
  await q.getByTestId('receipt-ok').click();
  await q.getByText('已确认接收').first().waitFor({ timeout: 30000 });
  await handover.getByTestId('detail-state').filter({ hasText: '已接收' }).waitFor({ timeout: 30000 });
  await handover.getByTestId('handover-items').getByTestId('sample-state').filter({ hasText: '已接收' }).waitFor({ timeout: 30000 });
  await screenshot(q, 'golden-path-sample-received');

}

/** 样品分发: the lab manager gives the sample to 王分析 with an instrument usable today. */
export async function distributeToAnalyst(q: Page, projectName: string): Promise<void> {
  await q.goto('/lab/sampleDistribute');
  const samples = q.getByTestId('resource-list-sample');
  const row = samples.locator('tbody tr.ant-table-row').filter({ hasText: projectName });
  await row.getByTestId('sample-state').filter({ hasText: '已接收' }).waitFor({ timeout: 30000 });
  await row.locator('.ant-checkbox-input').check();
  await q.getByTestId('distribute-selected').click();
  await q.getByTestId('distribute-dialog').waitFor({ timeout: 30000 });
  await choose(q, 'analyst', '王分析（0）');
  await openDialog(q).locator('.ant-select').filter({ has: q.locator('#instrument') }).click();
  await q.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await q.getByTestId('distribute-ok').click();
  await q.getByText('已将1个样品分发给王分析').first().waitFor({ timeout: 30000 });
  await row.getByTestId('sample-state').filter({ hasText: '已分发' }).waitFor({ timeout: 30000 });
  await q.getByTestId('analyst-loads').getByText('王分析（1）').waitFor({ timeout: 30000 });
  await screenshot(q, 'golden-path-sample-distributed');

}
