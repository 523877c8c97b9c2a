import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { choose, openDialog, transition } from './ui';

// The laboratory stages of the golden path (issue 13): the analyst makes a gas-chromatography batch
// of the toluene sample he was given — its standard curve, check standard, desorption efficiency,
// detection limit, a laboratory blank and a parallel sample, the sample's readings, the live result
// — and submits it; a second person checks the original record, a third reviews it, the laboratory
// releases the result; the project's page shows each point's judgement with its explanation.

const dropdownOption = (q: Page) => q.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** The curve y = 0.5x with an instrument's small noise: r well above 0.999. */
const CURVE: readonly [string, string][] = [
  ['0', '0.002'],
  ['0.5', '0.251'],
  ['1', '0.498'],
  ['2', '1.003'],
  ['5', '2.497'],
  ['10', '5.001'],
];

async function fillReadings(q: Page, table: string, row: number, readings: Record<string, string>): Promise<void> {
  const cells = q.getByTestId('lab-batch-page').getByTestId(table).locator('tbody tr.ant-table-row').nth(row);
  for (const [key, value] of Object.entries(readings)) await cells.getByTestId(`reading-${key}`).fill(value);
}

async function addQcItem(q: Page, kind: string, pairWithFirstSample: boolean): Promise<void> {
  await q.getByTestId('add-qc-item').click();
  await q.getByTestId('qc-item-form').waitFor({ timeout: 10000 });
  await choose(q, 'qc-item_kind', kind);
  if (pairWithFirstSample) {
    await openDialog(q).locator('.ant-select').filter({ has: q.locator('#qc-item_pairOf') }).click();
    await dropdownOption(q).first().click();
  }
  await openDialog(q).getByRole('button', { name: /确\s*定/ }).click();
  await q.getByTestId('qc-item-form').waitFor({ state: 'hidden', timeout: 30000 });
}

export async function analyseInGcBatch(q: Page, projectName: string): Promise<void> {
  await q.goto('/lab/laboratory');
  const group = q.getByTestId('pending-group').filter({ hasText: projectName });
  await group.waitFor({ timeout: 30000 });
  await group.locator('tbody tr.ant-table-row').first().locator('.ant-checkbox-input').check();
  await q.getByTestId('compose-selected').click();
  await q.getByTestId('compose-dialog').waitFor({ timeout: 30000 });
  const instrument = openDialog(q).locator('.ant-select').filter({ has: q.locator('#compose_instrument') });
  if ((await instrument.locator('.ant-select-selection-item').count()) === 0) {
    await instrument.click();
    await dropdownOption(q).first().click();
  }
  await q.getByTestId('compose-ok').click();
  const batch = q.getByTestId('lab-batch-page');
  await batch.waitFor({ timeout: 30000 });
  await batch.getByTestId('detail-state').filter({ hasText: '检测中' }).waitFor({ timeout: 30000 });
  await batch.getByTestId('batch-family').filter({ hasText: '气相色谱' }).waitFor();

  // the standard curve: six levels (the blank among them), fitted live
  await batch.getByRole('tab', { name: '标准曲线' }).click();
  for (const [i, [x, y]] of CURVE.entries()) {
    await q.getByTestId('add-level').click();
    await batch.getByLabel(`序号${i + 1} 标准浓度`).fill(x);
    await batch.getByLabel(`序号${i + 1} 响应值`).fill(y);
  }
  await batch.getByTestId('curve-r').filter({ hasText: /^0\.9999\d+/ }).waitFor({ timeout: 10000 });
  await q.getByTestId('save-curve').click();
  await batch.getByTestId('curve-usable').filter({ hasText: '可用' }).waitFor({ timeout: 30000 });
  await batch.locator('#curve-reuse_checkStandardExpected').fill('2.0');
  await batch.locator('#curve-reuse_checkStandardMeasured').fill('2.04');
  await q.getByTestId('curve-reuse-save').click();
  await q.getByText('保存成功').first().waitFor({ timeout: 30000 });

  // the method's detection limit and the desorption efficiency of this lot of charcoal tubes
  await batch.getByRole('tab', { name: '检出限' }).click();
  await batch.locator('#batch-detection_detectionLimit').fill('0.5');
  await batch.locator('#batch-detection_minDetectableConc').fill('0.36');
  await batch.locator('#batch-detection_desorptionEfficiency').fill('0.95');
  await q.getByTestId('batch-detection-save').click();
  await batch.getByTestId('unsaved-hint').waitFor({ state: 'hidden', timeout: 30000 });

  // QC samples: a laboratory blank and a parallel of the sample
  await batch.getByRole('tab', { name: '质控样' }).click();
  await addQcItem(q, '实验室空白', false);
  await addQcItem(q, '平行样', true);
  await batch.getByTestId('qc-readings').locator('tbody tr.ant-table-row').nth(1).waitFor({ timeout: 30000 });
  await fillReadings(q, 'qc-readings', 0, { response: '0.001', desorbVolume: '1.0', standardVolume: '1.000' });
  await fillReadings(q, 'qc-readings', 1, { response: '1.310', responseBack: '0.010', desorbVolume: '1.0', standardVolume: '1.000' });
  await q.getByTestId('save-qc-readings').click();
  await batch.getByTestId('unsaved-hint').waitFor({ state: 'hidden', timeout: 30000 });

  // the sample's front and back sections (its V0 came from the sampling record)
  await batch.getByRole('tab', { name: '样品数据' }).click();
  await fillReadings(q, 'sample-readings', 0, { response: '1.302', responseBack: '0.012', desorbVolume: '1.0' });
  await q.getByTestId('save-sample-readings').click();
  await batch.getByTestId('unsaved-hint').waitFor({ state: 'hidden', timeout: 30000 });

  // the result as the engine computes it, then submitted
  await batch.getByRole('tab', { name: '结果预览' }).click();
  await batch.getByTestId('preview-reported').first().filter({ hasText: /\d/ }).waitFor({ timeout: 30000 });
  await screenshot(q, 'golden-path-lab-batch');
  await transition(q, batch, 'submit', '提交');
  await batch.getByTestId('detail-state').filter({ hasText: '待校核' }).waitFor({ timeout: 30000 });
}

/** A second (校核) or third (审核) person opens the original record from 原始记录 and signs it off. */
export async function reviewRecord(q: Page, projectName: string, event: string, label: string, next: string): Promise<void> {
  await q.goto('/record/recordList');
  const list = q.getByTestId('resource-list-labBatch');
  const row = list.locator('tbody tr.ant-table-row').filter({ hasText: projectName });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId('row-detail').click();
  await q.waitForURL((url) => url.pathname.startsWith('/recordPage') && !!url.searchParams.get('code'), { timeout: 30000 });
  const record = q.getByTestId('record-page');
  await record.getByTestId('record-title').filter({ hasText: '气相色谱' }).waitFor({ timeout: 30000 });
  await record.getByTestId('record-item-result').first().filter({ hasText: /\d/ }).waitFor({ timeout: 30000 });
  await transition(q, record, event, label);
  await record.getByTestId('detail-state').filter({ hasText: next }).waitFor({ timeout: 30000 });
  await screenshot(q, `golden-path-record-${event}`);
}

/** The laboratory releases the checked and reviewed batch: the sample has its result. */
export async function releaseBatch(q: Page, projectName: string): Promise<void> {
  await q.goto('/lab/laboratory');
  const row = q.getByTestId('resource-list-labBatch').locator('tbody tr.ant-table-row').filter({ hasText: projectName });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId('row-detail').click();
  const batch = q.getByTestId('lab-batch-page');
  await batch.getByTestId('detail-state').filter({ hasText: '待发布' }).waitFor({ timeout: 30000 });
  await transition(q, batch, 'release', '发布结果');
  await batch.getByTestId('detail-state').filter({ hasText: '已发布' }).waitFor({ timeout: 30000 });
}

/** The project's page judges the toluene point against GBZ 2.1 with its explanation. */
export async function seeJudgement(q: Page, projectId: string): Promise<void> {
  await q.goto(`/siteSample/projectManage/detail/index?belongProject=${projectId}`);
  const judgements = q.getByTestId('project-judgements');
  await judgements.waitFor({ timeout: 30000 });
  // the point the sampler recorded on the phone (the plan's other toluene points wait for samples: 无法判定)
  const point = judgements.getByTestId('judgement-points').locator('tbody tr.ant-table-row').filter({ hasText: '甲苯' }).filter({ hasText: '1号焊机旁' });
  await point.getByTestId('point-conclusion').filter({ hasText: /^(符合|不符合)$/ }).waitFor({ timeout: 30000 });
  await point.getByTestId('judgement-limit').filter({ hasText: 'GBZ 2.1' }).waitFor({ timeout: 10000 });
  await screenshot(q, 'golden-path-judgement');
}
