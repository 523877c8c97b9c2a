import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, screenshot } from './browser';
import { loginThroughUi } from './login';
import { choose, confirm, drawSignature, openDialog, openMenu, transition } from './ui';

// The field-work stages of the golden path (issue 12): the site survey opened from the project's
// page with two posts and four post hazards, submitted and finished; the sampling plan generated
// from it, checked clean against GBZ 159 and approved, its labels printed; a day's sampling on a
// sampler's phone (390 × 844): conditions, one toluene sample's record with V0 shown live, a photo
// of the point, three signatures drawn on the screen, submitted.

/** 6. The site survey, from the project's detail page (`detail`): started, two posts, four post hazards, submitted and finished. */
export async function surveyThroughProjectPage(page: Page, detail: Locator, projectName: string): Promise<void> {
  await detail.getByRole('tab', { name: '详情' }).click();
  await detail.getByTestId('project-survey-link').click();
  await page.waitForURL((url) => url.pathname === '/siteSample/siteSurvey/details/index' && !!url.searchParams.get('belongProject'), { timeout: 30000 });
  await page.getByText('该项目尚未建立现场调查').waitFor({ timeout: 30000 });
  await page.getByTestId('survey-create').click();
  const survey = page.getByTestId('resource-detail-siteSurvey');
  await survey.getByTestId('detail-title').filter({ hasText: projectName }).waitFor({ timeout: 30000 });
  await survey.getByTestId('detail-state').filter({ hasText: '调查中' }).waitFor();

  await survey.getByTestId('detail-edit').click();
  await openDialog(page).locator('#siteSurvey-editor_accompanyName').fill('王主任');
  await openDialog(page).locator('#siteSurvey-editor_surveyors').fill('张调查');
  await confirm(page, '编辑成功');

  const posts = survey.getByTestId('child-table-posts');
  for (const [post, headcount, exposed] of [
    ['电焊工', '6', '6'],
    ['打磨工', '3', '2'],
  ]) {
    await posts.getByRole('button', { name: /新\s*增/ }).click();
    const form = openDialog(page);
    await form.locator('#siteSurvey-posts-editor_workshop').fill('焊接车间');
    await form.locator('#siteSurvey-posts-editor_post').fill(post);
    await form.locator('#siteSurvey-posts-editor_headcount').fill(headcount);
    await form.locator('#siteSurvey-posts-editor_exposedHeadcount').fill(exposed);
    await form.locator('#siteSurvey-posts-editor_hoursPerDay').fill('8');
    await form.locator('#siteSurvey-posts-editor_daysPerWeek').fill('5');
    await confirm(page, '新增成功');
    await posts.getByRole('cell', { name: post, exact: true }).waitFor({ timeout: 30000 });
  }

  const hazards = survey.getByTestId('child-table-postHazards');
  for (const [post, hazard, typed] of [
    ['焊接车间 / 电焊工', '电焊烟尘', '电焊烟尘'],
    ['焊接车间 / 电焊工', '锰及其无机化合物', '锰及其'],
    ['焊接车间 / 打磨工', '砂轮磨尘', '砂轮'],
    ['焊接车间 / 打磨工', '甲苯', '甲苯'],
  ]) {
    await hazards.getByRole('button', { name: /新\s*增/ }).click();
    await choose(page, 'siteSurvey-postHazards-editor_post', post, post.split(' / ')[1]);
    await choose(page, 'siteSurvey-postHazards-editor_hazard', hazard, typed);
    await openDialog(page).locator('#siteSurvey-postHazards-editor_contactHours').fill('6');
    await confirm(page, '新增成功');
    await hazards.getByRole('cell', { name: hazard, exact: true }).waitFor({ timeout: 30000 });
  }
  expect(await hazards.locator('tbody tr.ant-table-row').count()).toBe(4);
  await screenshot(page, 'golden-path-survey-filled');

  await transition(page, survey, 'submit', '提交调查');
  await survey.getByTestId('detail-state').filter({ hasText: '已提交' }).waitFor({ timeout: 30000 });
  await transition(page, survey, 'finish', '完成调查');
  await survey.getByTestId('detail-state').filter({ hasText: '已完成' }).waitFor({ timeout: 30000 });
  // finished: the sections are read-only (the server refuses any change: 该项目已结束调查)
  await posts.getByRole('button', { name: /新\s*增/ }).waitFor({ state: 'detached', timeout: 30000 });
  await screenshot(page, 'golden-path-survey-finished');

}

/** 7. The sampling plan made for the project from its list, generated, checked clean, submitted and approved; its labels printed. */
export async function approvePlanFromList(page: Page, projectName: string): Promise<void> {
  if (!(await page.getByTestId('sidebar').getByText('采样方案', { exact: true }).isVisible())) await openMenu(page, '项目与现场');
  await openMenu(page, '采样方案');
  const plans = page.getByTestId('resource-list-samplingPlan');
  await plans.waitFor({ state: 'visible', timeout: 30000 });
  await plans.getByTestId('resource-add').click();
  await choose(page, 'samplingPlan-editor_belongProject', projectName, projectName);
  await confirm(page, '新增成功');
  const planRow = plans.locator('tbody tr.ant-table-row').filter({ hasText: projectName });
  await planRow.waitFor({ timeout: 30000 });
  await planRow.getByTestId('row-detail').click();
  await page.waitForURL((url) => url.pathname === '/siteSample/samplePlan/details/index' && !!url.searchParams.get('belongProject'), { timeout: 30000 });
  const plan = page.getByTestId('resource-detail-samplingPlan');
  await plan.getByTestId('detail-title').filter({ hasText: projectName }).waitFor({ timeout: 30000 });
  await plan.getByTestId('detail-state').filter({ hasText: '编制中' }).waitFor();
  await plan.locator('[data-testid="detail-action"][data-action="generate"]').click();
  await page.getByTestId('plan-generate-dialog').waitFor({ timeout: 30000 });
  await openDialog(page).getByRole('button', { name: '采纳所选并生成' }).click();
  await page.getByText('生成成功').first().waitFor({ timeout: 30000 });
  const planRows = plan.getByTestId('child-table-rows');
  await planRows.getByRole('cell', { name: '打磨工', exact: true }).first().waitFor({ timeout: 30000 });
  await plan.getByTestId('plan-checker-clean').waitFor({ timeout: 30000 });
  await screenshot(page, 'golden-path-plan-generated');
  await transition(page, plan, 'submit', '提交审批');
  await plan.getByTestId('detail-state').filter({ hasText: '待审批' }).waitFor({ timeout: 30000 });
  await transition(page, plan, 'approve', '批准');
  await plan.getByTestId('detail-state').filter({ hasText: '已批准' }).waitFor({ timeout: 30000 });
  // approved: its samples are numbered from the project's code, printable as labels with QR codes
  await plan.getByTestId('plan-labels').click();
  await page.getByTestId('sample-label').first().waitFor({ timeout: 30000 });
  expect(await page.getByTestId('sample-label').first().innerText()).toMatch(/^XM-\d{4}-\d{4}-\d{4}/);
  await screenshot(page, 'golden-path-plan-approved-labels');

}

/** 8. The sampler's day on a phone: conditions, the toluene sample's record, a photo, three signatures, 提交采样. */
export async function sampleOnPhone(browser: Browser, projectName: string): Promise<void> {
  const phone = await newPage(browser, { width: 390, height: 844 });
  const p = phone.page;
  try {
    await loginThroughUi(p, 'sampler');
    await p.goto('/siteSample/liveSample');
    await p.getByTestId('sampling-start-project').click();
    await p.locator('.ant-select-item-option').filter({ hasText: projectName }).click();
    await p.getByTestId('sampling-start-go').click();
    const conditions = p.getByTestId('sampling-conditions-form');
    await conditions.waitFor({ timeout: 30000 });
    await conditions.locator('#weather').click();
    await p.locator('.ant-select-item-option[title="晴"]').click();
    await conditions.locator('#temperature').fill('26.5');
    await conditions.locator('#humidity').fill('60');
    await conditions.locator('#pressure').fill('100.8');
    await conditions.locator('#productionLoad').fill('90');
    await conditions.locator('#samplers').fill('李采样');
    await conditions.locator('#accompanyName').fill('王主任');
    await p.getByTestId('sampling-conditions-save').click();
    await p.getByTestId('sampling-day-state').filter({ hasText: '采样中' }).waitFor({ timeout: 30000 });

    // one sample of the day: where or on whom, a usable instrument, started and stopped now, the flows → V0
    await p.getByTestId('sampling-tab-pageSampling').click();
    // the toluene sample (a charcoal tube for the laboratory's gas chromatograph)
    const sample = p.locator('[data-testid^="sampling-sample-"]').filter({ hasText: '甲苯' }).filter({ hasNotText: '空白样' }).first();
    await sample.waitFor({ timeout: 30000 });
    await sample.click();
    await p.getByTestId('sampling-record-form').waitFor({ timeout: 30000 });
    // a fixed point's place or, for a personal sampler, the worker who wore it
    await p.getByTestId(/^record-(point|worker)$/).fill('1号焊机旁 张师傅');
    await p.getByTestId('record-equipment').click();
    await p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await p.getByTestId('record-start-now').click();
    await p.waitForTimeout(1200);
    await p.getByTestId('record-end-now').click();
    await p.getByTestId('record-flow-before').fill('1.5');
    await p.getByTestId('record-flow-after').fill('1.45');
    await p.getByTestId('preview-v0').filter({ hasText: /\d+\.\d{3}/ }).waitFor({ timeout: 10000 });
    await p.getByTestId('preview-drift-flag').filter({ hasText: '流量偏差在5%以内' }).waitFor();
    await screenshot(p, 'golden-path-sampling-record');
    await p.getByTestId('record-save').click();
    await p.locator('[data-testid^="sampling-sample-"]').filter({ hasText: '已记录' }).first().waitFor({ timeout: 30000 });

    // a photo of the point (a preview made by the browser)
    await p.getByTestId('sampling-tab-projectMedia').click();
    await p.getByTestId('media-point').locator('input').fill('1号焊机旁');
    const photo = await p.screenshot({ clip: { x: 0, y: 0, width: 120, height: 90 } });
    await p.getByTestId('media-photo-input').setInputFiles({ name: '1号焊机旁.png', mimeType: 'image/png', buffer: photo });
    await p.getByTestId('media-item').first().locator('img').waitFor({ timeout: 30000 });

    // the three signatures drawn on the screen, then 提交采样
    await p.getByTestId('sampling-tab-projectSign').click();
    for (const [role, name] of [
      ['sampler', '李采样'],
      ['checker', '赵复核'],
      ['accompany', '王主任'],
    ]) {
      await p.getByTestId(`sign-${role}-name`).fill(name);
      await drawSignature(p, p.getByTestId(`sign-${role}-pad`));
      await p.getByTestId(`sign-${role}-confirm`).click();
      await p.getByTestId(`sign-${role}`).getByText('有效').waitFor({ timeout: 30000 });
    }
    await screenshot(p, 'golden-path-sampling-signed');
    await p.getByTestId('sampling-submit').click();
    await p.getByTestId('sampling-day-state').filter({ hasText: '已提交' }).waitFor({ timeout: 30000 });
    await p.getByText('已提交，样品已移交样品流转').first().waitFor({ timeout: 30000 });
    await screenshot(p, 'golden-path-sampling-submitted');
  } catch (e) {
    await screenshot(p, 'golden-path-phone-failure').catch(() => undefined);
    throw e;
  } finally {
    await phone.context.close();
  }
}
