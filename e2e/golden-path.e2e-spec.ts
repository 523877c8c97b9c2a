import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { loginThroughUi } from './support/login';
import { analyseInGcBatch, releaseBatch, reviewRecord, seeJudgement } from './support/lab-stages';
import { choose, confirm, drawSignature, openDialog, openMenu, transition } from './support/ui';

// The golden path, stage by stage as the modules land (issue 11 starts it): an inspected unit, a
// project for it with its team, the contract signed with its scan, the survey started, then the
// site survey (issue 12) with two posts and three post hazards submitted and finished, the
// sampling plan generated from it, checked clean against GBZ 159 and approved — all in the
// browser as an administrator would; a colleague's open project list follows live — then the
// day's sampling on a phone (390 × 844): conditions, a sample's record with V0 shown live, a
// photo of the point, three signatures drawn on the screen, submitted — and the sample handed to
// the sample room, its receipt confirmed there and distributed to an analyst with an instrument —
// then the laboratory (issue 13, e2e/support/lab-stages.ts): a gas-chromatography batch with its
// curve, blank and parallel, the result computed, the original record checked and reviewed by two
// other people, the result released, and the project's page judging the point against GBZ 2.1.

// every stage from registration to the judgement, in the browser: minutes on a loaded 2-core machine
jest.setTimeout(900000);

describe('golden path: unit → project with team → contract with its scan → survey → sampling plan → a day\'s sampling on a phone → 送样, 样品确认, 样品分发 → GC batch → record checked and reviewed → released → judged; a colleague sees it live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('admin takes a project from registration to 现场调查中 and through its site survey; the detail page shows the state and the history; a surveyor’s open list shows the project without a reload', async () => {
    const stamp = Date.now().toString(36);
    const unitName = `E2E金路单位${stamp}`;
    const projectName = `E2E年度定期检测${stamp}`;
    const contractNo = `HT-${stamp}`;

    const admin = await newPage(browser);
    const colleague = await newPage(browser);
    const page = admin.page;
    try {
      // the colleague (same organisation) has the project list open before the project exists
      await loginThroughUi(colleague.page, 'surveyor');
      await openMenu(colleague.page, '项目与现场', '项目管理');
      const theirList = colleague.page.getByTestId('resource-list-project');
      await theirList.waitFor({ state: 'visible', timeout: 30000 });
      await colleague.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

      await loginThroughUi(page, 'admin');

      // 1. the inspected unit
      await openMenu(page, '受检单位');
      const units = page.getByTestId('resource-list-inspectedUnit');
      await units.waitFor({ state: 'visible', timeout: 30000 });
      await units.getByTestId('resource-add').click();
      await openDialog(page).locator('#inspectedUnit-editor_name').fill(unitName);
      await confirm(page, '新增成功');

      // 2. the project for it
      await openMenu(page, '项目与现场', '项目管理');
      const projects = page.getByTestId('resource-list-project');
      await projects.waitFor({ state: 'visible', timeout: 30000 });
      await projects.getByTestId('resource-add').click();
      await openDialog(page).locator('#project-editor_name').fill(projectName);
      await choose(page, 'project-editor_belongInspect', unitName, unitName);
      await choose(page, 'project-editor_type', '定期检测');
      await confirm(page, '新增成功');

      // the colleague's list shows it without a reload (resources/project to the organisation's room)
      await theirList.getByRole('cell', { name: projectName, exact: true }).waitFor({ timeout: 30000 });
      await screenshot(colleague.page, 'golden-path-colleague-list-live');

      // 3. its detail page through the row's code
      await projects.getByTestId('resource-search').getByPlaceholder('项目名称').fill(projectName);
      await projects.getByRole('button', { name: /搜\s*索/ }).click();
      const row = projects.locator('tbody tr.ant-table-row').filter({ hasText: projectName });
      await row.waitFor({ timeout: 30000 });
      await row.getByTestId('row-detail').click();
      await page.waitForURL((url) => url.pathname === '/siteSample/projectManage/detail/index' && !!url.searchParams.get('belongProject'), { timeout: 30000 });
      const detail = page.getByTestId('resource-detail-project');
      await detail.getByTestId('detail-title').filter({ hasText: projectName }).waitFor({ timeout: 30000 });
      expect(await detail.getByTestId('detail-title').innerText()).toMatch(/^XM-\d{4}-\d{4} /);
      await detail.getByTestId('detail-state').filter({ hasText: '已立项' }).waitFor();

      // the team: 张调查 for the survey
      const team = detail.getByTestId('child-table-team');
      await team.getByRole('button', { name: /新\s*增/ }).click();
      await choose(page, 'project-team-editor_userId', '张调查', '张调查');
      await choose(page, 'project-team-editor_role', '现场调查');
      await confirm(page, '新增成功');
      await team.getByRole('cell', { name: '张调查', exact: true }).waitFor({ timeout: 30000 });

      // signing needs the contract's number and date first: the machine's button stays until the server refuses
      await detail.getByTestId('detail-edit').click();
      await openDialog(page).locator('#project-editor_contractNo').fill(contractNo);
      const date = openDialog(page).locator('#project-editor_contractDate');
      await date.click();
      await date.fill('2026-03-02');
      await date.press('Enter');
      await confirm(page, '编辑成功');

      // the contract's scan
      await detail.getByTestId('attachment-slot-contract').locator('input[type="file"]').setInputFiles({
        name: '合同扫描件.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      });
      await detail.getByTestId('attachment-slot-contract').getByText('合同扫描件.pdf').waitFor({ timeout: 30000 });

      // 4. 签订合同, then 开始现场调查
      await transition(page, detail, 'signContract', '签订合同');
      await detail.getByTestId('detail-state').filter({ hasText: '已签订合同' }).waitFor({ timeout: 30000 });
      await transition(page, detail, 'startSurvey', '开始现场调查');
      await detail.getByTestId('detail-state').filter({ hasText: '现场调查中' }).waitFor({ timeout: 30000 });
      await screenshot(page, 'golden-path-detail-surveying');

      // 5. the history, newest first
      await detail.getByRole('tab', { name: '历史记录' }).click();
      const history = detail.getByTestId('history');
      await history.getByTestId('history-entry').first().filter({ hasText: '开始现场调查' }).waitFor({ timeout: 30000 });
      const entries = await history.getByTestId('history-entry').allInnerTexts();
      const actions = (await history.getByTestId('history-action').allInnerTexts()).map((a) => a.trim());
      expect(actions).toEqual(expect.arrayContaining(['开始现场调查', '签订合同', '上传附件（合同扫描件）', '编辑', '新增项目组成员', '新增']));
      expect(actions.indexOf('开始现场调查')).toBeLessThan(actions.indexOf('签订合同'));
      const entryOf = (action: string) => entries[actions.indexOf(action)];
      expect(entryOf('开始现场调查')).toContain('已签订合同');
      expect(entryOf('开始现场调查')).toContain('现场调查中');
      expect(entryOf('编辑')).toContain(`合同编号：（空） → ${contractNo}`);
      expect(entryOf('新增项目组成员')).toContain('张调查');
      expect(entries.every((text) => text.includes('系统管理员'))).toBe(true);
      await screenshot(page, 'golden-path-history');

      // the colleague's list followed the state too, still without a reload
      await theirList.locator('tbody tr.ant-table-row').filter({ hasText: projectName }).filter({ hasText: '现场调查中' }).waitFor({ timeout: 30000 });
      expect(await colleague.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

      // 6. the site survey, from the project's page: started, two posts, three post hazards, submitted and finished
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

      // 7. the sampling plan: made for the project from its list, generated from the survey, checked clean, submitted and approved
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

      // 8. on-site sampling: the project moves to 现场采样中, then the sampler on a phone (390 × 844)
      // opens the day, records its conditions and one sample (V0 shown live), photographs the point,
      // has the three signatures drawn on the screen and submits — the sample goes to the sample flow
      const projectId = new URL(page.url()).searchParams.get('belongProject');
      await page.goto(`/siteSample/projectManage/detail/index?belongProject=${projectId}`);
      const project = page.getByTestId('resource-detail-project');
      await project.getByTestId('detail-title').filter({ hasText: projectName }).waitFor({ timeout: 30000 });
      await transition(page, project, 'startSampling', '开始现场采样');
      await project.getByTestId('detail-state').filter({ hasText: '现场采样中' }).waitFor({ timeout: 30000 });

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

      // 9. the sample flow: the sampler hands the day's sample to the sample room (送样), the sample
      // room confirms its receipt (样品确认), the lab manager distributes it to an analyst with an
      // instrument usable today (样品分发) — each as themselves, each step on the sample's history
      for (const [username, run] of [
        [
          'sampler',
          async (q: Page) => {
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
          },
        ],
        [
          'keeper',
          async (q: Page) => {
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
          },
        ],
        [
          'labmanager',
          async (q: Page) => {
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
          },
        ],
        ['analyst', (q: Page) => analyseInGcBatch(q, projectName)],
        ['labmanager', (q: Page) => reviewRecord(q, projectName, 'check', '校核', '待审核')],
        ['approver', (q: Page) => reviewRecord(q, projectName, 'verify', '审核', '待发布')],
        ['labmanager', (q: Page) => releaseBatch(q, projectName)],
        ['admin', (q: Page) => seeJudgement(q, String(projectId))],
      ] as const) {
        const desk = await newPage(browser);
        try {
          await loginThroughUi(desk.page, username);
          await run(desk.page);
        } catch (e) {
          await screenshot(desk.page, `golden-path-${username}-failure`).catch(() => undefined);
          throw e;
        } finally {
          await desk.context.close();
        }
      }
    } catch (e) {
      await screenshot(page, 'golden-path-failure').catch(() => undefined);
      await screenshot(colleague.page, 'golden-path-colleague-failure').catch(() => undefined);
      throw e;
    } finally {
      await admin.context.close();
      await colleague.context.close();
    }
  });
});
