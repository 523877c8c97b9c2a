import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { drawSignature, openDialog, pressOk } from './ui';

// The report stages of the golden path (issue 14): the project's field work closed (the planned
// samples never taken cancelled with a reason), testing completed; the lab manager compiles the
// report from the project's data and submits it; each approval step is done by its own person
// from 项目审核 — 校核 (approver), 审核 (quality), 签发 (approver), 质控签章 (quality) — and the report is issued.

/** The project page's command or transition with its reason dialog, then the server's message. */
async function actWithReason(q: Page, action: string, reason: string | null, success: string | RegExp): Promise<void> {
  const detail = q.getByTestId('resource-detail-project');
  await detail.locator(`[data-testid="detail-action"][data-action="${action}"]`).click();
  const dialog = openDialog(q);
  if (reason !== null) await dialog.getByTestId('reason-input').fill(reason);
  await pressOk(q, dialog, success);
  await dialog.waitFor({ state: 'hidden', timeout: 30000 });
}

/** Admin closes the field work: the untaken samples cancelled, testing started and completed → 报告编制中. */
export async function closeTesting(q: Page, projectId: string): Promise<void> {
  await q.goto(`/siteSample/projectManage/detail/index?belongProject=${projectId}`);
  const detail = q.getByTestId('resource-detail-project');
  await detail.getByTestId('detail-state').filter({ hasText: '现场采样中' }).waitFor({ timeout: 30000 });
  await actWithReason(q, 'cancelUntakenSamples', '其余点位本次未开展采样，按合同变更取消', /^已取消\d+个未采样品$/);
  await actWithReason(q, 'startTesting', null, '开始实验室检测成功');
  await detail.getByTestId('detail-state').filter({ hasText: '实验室检测中' }).waitFor({ timeout: 30000 });
  await actWithReason(q, 'completeTesting', null, '完成检测成功');
  await detail.getByTestId('detail-state').filter({ hasText: '报告编制中' }).waitFor({ timeout: 30000 });
}

/** The lab manager compiles the report from 报告预览 and submits it for approval; returns the report's number. */
export async function compileReport(q: Page, projectName: string): Promise<string> {
  await q.goto('/reportPreview');
  await q.getByTestId('list-command-compile').click();
  const dialog = q.getByTestId('compile-dialog');
  const row = dialog.locator('tbody tr.ant-table-row').filter({ hasText: projectName });
  await row.waitFor({ timeout: 30000 });
  await row.click();
  await q.getByTestId('compile-ok').click();
  const report = q.getByTestId('resource-detail-report');
  await report.getByTestId('detail-state').filter({ hasText: '编制中' }).waitFor({ timeout: 60000 });
  const title = await report.getByTestId('detail-title').innerText();
  const reportNo = /OHIT-[A-Z]+-\d{4}-\d{4}/.exec(title)?.[0];
  if (!reportNo) throw new Error(`no report number in “${title}”`);
  // the report as it will print: the project's judged point with its value
  await q.getByTestId('report-preview').waitFor({ timeout: 30000 });
  await q.frameLocator('[data-testid="report-preview-frame"]').getByText('甲苯').first().waitFor({ timeout: 30000 });
  await screenshot(q, 'golden-path-report-compiled');
  await report.locator('[data-testid="detail-action"][data-action="submit"]').click();
  await q.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await q.getByText('已提交审批').first().waitFor({ timeout: 30000 });
  await report.getByTestId('detail-state').filter({ hasText: '审批中' }).waitFor({ timeout: 30000 });
  return reportNo;
}

/**
 * One approval step from 项目审核: the report opened beside its sources, then 通过 (签发 on the last
 * step); the button goes (the next step is someone else's) and the report is in `state`.
 */
export async function passStep(q: Page, reportNo: string, step: string, state: '审批中' | '已签发'): Promise<void> {
  await q.goto('/projectAuditReview');
  const queue = q.getByTestId('approval-queue-pending');
  const row = queue.locator('tbody tr.ant-table-row').filter({ hasText: reportNo });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId('approval-open').click();
  const page = q.getByTestId('approval-page');
  await page.getByTestId('approval-title').filter({ hasText: reportNo }).waitFor({ timeout: 30000 });
  await page.getByTestId('approval-sources').waitFor({ timeout: 30000 });
  // antd spaces a two-character label (签 发)
  const button = page.getByTestId('approval-pass').filter({ hasText: new RegExp([...step].join('\\s*')) });
  await button.click();
  await q.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();
  // 签发 signs and starts the issued PDF: slower on a loaded machine
  await button.waitFor({ state: 'detached', timeout: 60000 });
  await page.getByTestId('approval-state').filter({ hasText: state }).waitFor({ timeout: 30000 });
  await screenshot(q, `golden-path-approval-${step}`);
}

/** The lab manager makes the employer's one-time signing link on the report's page; returns its URL. */
export async function makeEmployerLink(q: Page, reportNo: string): Promise<string> {
  await q.goto('/reportPreview');
  const row = q.getByTestId('report-list-reportPreview').locator('tbody tr.ant-table-row').filter({ hasText: reportNo });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId('row-detail').click();
  const report = q.getByTestId('resource-detail-report');
  await report.getByTestId('detail-state').filter({ hasText: '审批中' }).waitFor({ timeout: 30000 });
  await report.locator('[data-testid="detail-action"][data-action="signLink"]').click();
  await q.getByTestId('sign-link-form').waitFor({ timeout: 30000 });
  await openDialog(q).getByRole('button', { name: /生\s*成/ }).click();
  const url = (await q.getByTestId('sign-link-url').innerText()).trim();
  if (!/\/unitSignature\?token=/.test(url)) throw new Error(`not an employer signing link: ${url}`);
  await screenshot(q, 'golden-path-sign-link');
  return url;
}

/** The employer, not logged in, on a phone (390 × 844): reads the report, signs on the screen, confirms; the link is then used. */
export async function employerSigns(phone: Page, url: string, reportNo: string): Promise<void> {
  const { pathname, search } = new URL(url);
  await phone.goto(`${pathname}${search}`);
  const page = phone.getByTestId('sign-page');
  await page.getByText(reportNo).first().waitFor({ timeout: 30000 });
  await phone.getByTestId('sign-preview').waitFor({ timeout: 30000 });
  await phone.getByTestId('sign-name').fill('王主任');
  await drawSignature(phone, phone.getByTestId('sign-pad'));
  await phone.getByTestId('sign-confirm').click();
  // 确认签字？签字后不可修改，此链接将失效。 — a tap that lands while the dialog is still zooming in goes unheard: tapped again
  const ok = phone.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ });
  const done = phone.getByTestId('sign-done');
  for (let attempt = 1; (await done.count()) === 0; attempt++) {
    if (attempt > 3) throw new Error('the signature was not confirmed');
    if ((await ok.count()) > 0) await ok.click({ timeout: 5000 }).catch(() => undefined);
    await done.waitFor({ timeout: 20000 }).catch(() => undefined);
  }
  await screenshot(phone, 'golden-path-employer-signed');
  // the same link again: used, said plainly
  await phone.goto(`${pathname}${search}`);
  await phone.getByTestId('sign-gone').waitFor({ timeout: 30000 });
}

/**
 * The quality manager archives the project's technical file. The issued PDF is printed and signed by
 * the worker after 签发; until it is stored the server refuses with the missing documents listed, so
 * 项目归档 is tried again as a person would after a moment.
 */
export async function archiveProject(q: Page, projectName: string): Promise<void> {
  // 档案管理: the project's archive (opened when its report was issued), by its row
  await q.goto('/qualityControlNew');
  const row = q.getByTestId('resource-list-projectArchive').locator('tbody tr.ant-table-row').filter({ hasText: projectName });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId('row-detail').click();
  const archive = q.getByTestId('resource-detail-projectArchive');
  await archive.getByTestId('detail-state').filter({ hasText: '在编' }).waitFor({ timeout: 30000 });
  await q.getByTestId('archive-checklist').waitFor({ timeout: 30000 });
  const archived = archive.getByTestId('detail-state').filter({ hasText: '已归档' });
  for (let attempt = 1; (await archived.count()) === 0; attempt++) {
    if (attempt > 12) throw new Error(`not archived: ${await q.getByTestId('archive-checklist').innerText()}`);
    if (attempt > 1) await q.waitForTimeout(5000);
    await archive.locator('[data-testid="detail-action"][data-action="archive"]').click();
    await q.getByTestId('archive-reason').fill('报告已签发，资料齐全归档');
    await q.locator('.ant-modal-confirm').getByRole('button', { name: /归\s*档/ }).click();
    await q.locator('.ant-modal-confirm').waitFor({ state: 'detached', timeout: 30000 });
    await archived.waitFor({ timeout: 8000 }).catch(() => undefined);
  }
  await screenshot(q, 'golden-path-archived');
}

/** 报告公示: the supervisor (approver) reviews the disclosure, the quality manager publishes it. */
export async function disclosureStep(q: Page, reportNo: string, event: 'review' | 'publish', done: string): Promise<void> {
  await q.goto('/dataGovernance/reportFormula');
  const row = q.locator('tbody tr.ant-table-row').filter({ hasText: reportNo });
  await row.waitFor({ timeout: 30000 });
  await row.getByTestId(`row-${event}`).click();
  await q.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();
  await q.getByText(done).first().waitFor({ timeout: 30000 });
}

/** Anyone, without logging in: the disclosure on /orgReportFormula, found by the employer's name, and its details. */
export async function seePublicDisclosure(q: Page, unitName: string, reportNo: string): Promise<void> {
  await q.goto('/orgReportFormula');
  const search = q.getByTestId('disclosure-search');
  await search.fill(unitName);
  await search.press('Enter');
  const row = q.getByTestId('disclosure-row').filter({ hasText: unitName });
  await row.waitFor({ timeout: 30000 });
  await row.getByRole('link', { name: reportNo }).click();
  const details = q.getByTestId('disclosure-details');
  await details.getByText(unitName).first().waitFor({ timeout: 30000 });
  expect(q.url()).toContain('/orgReportFormulaDetails?id=');
  await screenshot(q, 'golden-path-public-disclosure');
}
