import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { loginThroughUi } from './support/login';
import { analyseInGcBatch, releaseBatch, reviewRecord, seeJudgement } from './support/lab-stages';
import { approvePlanFromList, sampleOnPhone, surveyThroughProjectPage } from './support/field-stages';
import { archiveProject, closeTesting, compileReport, disclosureStep, employerSigns, makeEmployerLink, passStep, seePublicDisclosure } from './support/report-stages';
import { createAndSubmitPush, provinceHoldsOnce, reviewPush, supervisorSeesPush } from './support/push-stages';
import { confirmReceipt, distributeToAnalyst, handOverSamples } from './support/sample-stages';
import { choose, confirm, openDialog, openMenu, transition } from './support/ui';

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
// other people, the result released, and the project's page judging the point against GBZ 2.1 —
// then the report (issue 14, e2e/support/report-stages.ts): the untaken samples cancelled with a
// reason and testing completed, the report compiled from the data and submitted, 校核 and 审核 by
// two other people, the employer signing on a phone through a one-time link without logging in,
// 签发 and 质控签章; the technical file archived; the disclosure reviewed, published and found without login —
// then the provincial push (issue 15, e2e/support/push-stages.ts): submitted, passed by 主管 and 质控,
// pushed to the reference provincial platform (held once, signatures verified) and seen by the zone's supervisor.

// every stage from registration to the judgement, in the browser: minutes on a loaded 2-core machine
jest.setTimeout(900000);

describe('golden path: unit → project with team → contract with its scan → survey → sampling plan → a day\'s sampling on a phone → 送样, 样品确认, 样品分发 → GC batch → record checked and reviewed → released → judged → report compiled, approved, signed by the employer, issued → archived → disclosed → pushed to the province and seen by its supervisor; a colleague sees it live', () => {
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
      const unitForm = openDialog(page);
      await unitForm.locator('#inspectedUnit-editor_name').fill(unitName);
      // the employer's facts the provincial push maps (issue 15), entered once here, never retyped
      for (const [field, value] of [
        ['creditCode', `91320100${stamp.toUpperCase().padStart(10, '0').slice(-10)}`],
        ['address', '南京市玄武区示例路1号'],
        ['employeeCount', '120'],
        ['exposedCount', '36'],
        ['economicTypeCode', '159'],
        ['industryCode', '2614'],
        ['areaCode', '320102000'],
        ['registeredAddress', '南京市玄武区示例路1号'],
        ['legalPerson', '陈法人'],
      ] as const) {
        await unitForm.locator(`#inspectedUnit-editor_${field}`).fill(value);
      }
      await confirm(page, '新增成功');

      // 2. the project for it
      await openMenu(page, '项目与现场', '项目管理');
      const projects = page.getByTestId('resource-list-project');
      await projects.waitFor({ state: 'visible', timeout: 30000 });
      await projects.getByTestId('resource-add').click();
      await openDialog(page).locator('#project-editor_name').fill(projectName);
      await choose(page, 'project-editor_belongInspect', unitName, unitName);
      await choose(page, 'project-editor_type', '定期检测');
      // 项目负责人: the province's record names him (a push without one is blocked)
      await choose(page, 'project-editor_responser', '周主管', '周主管');
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

      // 6. the site survey, from the project's page (e2e/support/field-stages.ts)
      await surveyThroughProjectPage(page, detail, projectName);

      // 7. the sampling plan, generated from the survey and approved
      await approvePlanFromList(page, projectName);

      // 8. on-site sampling: the project moves to 现场采样中, then the sampler on a phone (390 × 844)
      // opens the day, records its conditions and one sample (V0 shown live), photographs the point,
      // has the three signatures drawn on the screen and submits — the sample goes to the sample flow
      const projectId = new URL(page.url()).searchParams.get('belongProject');
      await page.goto(`/siteSample/projectManage/detail/index?belongProject=${projectId}`);
      const project = page.getByTestId('resource-detail-project');
      await project.getByTestId('detail-title').filter({ hasText: projectName }).waitFor({ timeout: 30000 });
      await transition(page, project, 'startSampling', '开始现场采样');
      await project.getByTestId('detail-state').filter({ hasText: '现场采样中' }).waitFor({ timeout: 30000 });

      await sampleOnPhone(browser, projectName);

      // 9. the sample flow: the sampler hands the day's sample to the sample room (送样), the sample
      // room confirms its receipt (样品确认), the lab manager distributes it to an analyst with an
      // instrument usable today (样品分发) — each as themselves, each step on the sample's history
      let reportNo = '';
      let signLink = '';
      for (const [username, run] of [
        ['sampler', (q: Page) => handOverSamples(q, projectName)],
        ['keeper', (q: Page) => confirmReceipt(q, projectName)],
        ['labmanager', (q: Page) => distributeToAnalyst(q, projectName)],
        ['analyst', (q: Page) => analyseInGcBatch(q, projectName)],
        ['labmanager', (q: Page) => reviewRecord(q, projectName, 'check', '校核', '待审核')],
        ['approver', (q: Page) => reviewRecord(q, projectName, 'verify', '审核', '待发布')],
        ['labmanager', (q: Page) => releaseBatch(q, projectName)],
        ['admin', (q: Page) => seeJudgement(q, String(projectId))],
        // 10. the report (e2e/support/report-stages.ts): testing closed, compiled, approved step by step, issued
        ['admin', (q: Page) => closeTesting(q, String(projectId))],
        ['labmanager', async (q: Page) => void (reportNo = await compileReport(q, projectName))],
        ['approver', (q: Page) => passStep(q, reportNo, '校核', '审批中')],
        ['quality', (q: Page) => passStep(q, reportNo, '审核', '审批中')],
        ['labmanager', async (q: Page) => void (signLink = await makeEmployerLink(q, reportNo))],
        // the employer's accompanying person signs on his phone, no login (390 × 844)
        [null, (q: Page) => employerSigns(q, signLink, reportNo)],
        ['approver', (q: Page) => passStep(q, reportNo, '签发', '审批中')],
        // the demo flow's last step, 质控签章 by the quality manager: its button issues the report (签发)
        ['quality', (q: Page) => passStep(q, reportNo, '签发', '已签发')],
        // 11. the technical file archived; the disclosure reviewed, published and public without login
        ['quality', (q: Page) => archiveProject(q, projectName)],
        ['approver', (q: Page) => disclosureStep(q, reportNo, 'review', '已审核通过')],
        ['quality', (q: Page) => disclosureStep(q, reportNo, 'publish', '已发布')],
        [null, (q: Page) => seePublicDisclosure(q, unitName, reportNo)],
        // 12. the provincial push (e2e/support/push-stages.ts): made and submitted by the lab manager,
        // passed by 主管 and 质控, pushed as a job to the reference provincial platform, which holds it
        // once; the zone's supervisor sees it on the same platform
        ['labmanager', (q: Page) => createAndSubmitPush(q, reportNo, unitName)],
        ['approver', (q: Page) => reviewPush(q, reportNo, 'supervisorApprove', '主管审核通过', '待质控审核')],
        ['quality', (q: Page) => reviewPush(q, reportNo, 'qcApprove', '质控审核通过', '已推送')],
        ['quality', () => provinceHoldsOnce(reportNo)],
        ['supervisor', (q: Page) => supervisorSeesPush(q, reportNo, unitName)],
      ] as const) {
        // null: someone outside, not logged in, on a phone
        const desk = await newPage(browser, username === null ? { width: 390, height: 844 } : undefined);
        try {
          if (username !== null) await loginThroughUi(desk.page, username);
          await run(desk.page);
        } catch (e) {
          await screenshot(desk.page, `golden-path-${username ?? 'public'}-failure`).catch(() => undefined);
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
