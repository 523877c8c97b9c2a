import type { Locator, Page } from 'playwright-core';

// What the browser suites do on the antd screens: dialogs, selects, confirmations, menus, signatures, transitions.

/** The open dialog (closed ones, kept-alive pages' included, stay in the page hidden). */
export const openDialog = (page: Page): Locator => page.locator('.ant-modal-wrap:visible').last();

/** The antd select around the form input with this id, inside the open dialog. */
export const selectOf = (page: Page, inputId: string): Locator => openDialog(page).locator('.ant-select').filter({ has: page.locator(`#${inputId}`) });

/** The option with exactly this title in the open dropdown. */
export const option = (page: Page, title: string): Locator => page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`).first();

/**
 * Chooses `title` in the select around the input `inputId` of the open dialog: opens it, types
 * `typed` for a searching picker (reference, user), clicks the option and waits until the select
 * shows it and its dropdown is gone. A click that lands while the dropdown is still opening can
 * go unheard: then it is done once more.
 */
export async function choose(page: Page, inputId: string, title: string, typed?: string): Promise<void> {
  const select = selectOf(page, inputId);
  const chosen = select.locator('.ant-select-selection-item').filter({ hasText: title });
  for (let attempt = 0; attempt < 2 && (await chosen.count()) === 0; attempt++) {
    await select.click();
    if (typed !== undefined) await openDialog(page).locator(`#${inputId}`).fill(typed);
    await option(page, title).waitFor({ state: 'visible', timeout: 20000 });
    // an option whose dropdown never settles (its opening animation starved on a loaded machine) is
    // clicked without the stability wait: the select hears the same click event
    await option(page, title)
      .click({ timeout: 5000 })
      .catch(() => option(page, title).dispatchEvent('click'));
    await chosen.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  await chosen.waitFor({ timeout: 5000 });
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden', timeout: 5000 });
}

/**
 * Presses the dialog's OK until `success` shows: on a loaded machine a press that lands while the
 * dialog is still zooming in goes unheard, and a person would press again. Never while the button
 * is busy (a request on its way), so a slow answer is not sent twice.
 */
export async function pressOk(page: Page, dialog: Locator, success: string | RegExp): Promise<void> {
  const ok = dialog.getByRole('button', { name: /确\s*定/ });
  for (let attempt = 1; attempt <= 3; attempt++) {
    const busy = (await ok.count()) > 0 && (await ok.first().evaluate((b) => b.classList.contains('ant-btn-loading')));
    if (!busy && (await ok.count()) > 0) await ok.first().click({ timeout: 5000 }).catch(() => undefined);
    const shown = await page
      .getByText(success)
      .first()
      .waitFor({ timeout: attempt === 3 ? 30000 : 10000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
  }
  throw new Error(`no “${String(success)}” after pressing OK`);
}

/**
 * The OK button of the open dialog, the success message it leads to, and the dialog closed: the
 * same message of an earlier step may still be up (antd shows it for 3 s), so the message alone
 * does not say this dialog is done — the next step must not act while it is still closing.
 */
export async function confirm(page: Page, success: string | RegExp): Promise<void> {
  const open = page.locator('.ant-modal-wrap:visible');
  const before = await open.count();
  await pressOk(page, openDialog(page), success);
  for (let waited = 0; (await open.count()) >= before; waited += 250) {
    if (waited > 30000) throw new Error(`the dialog stayed open after “${success}”`);
    await page.waitForTimeout(250);
  }
}

/** Opens the sidebar's entries in turn; a folded sidebar (desktop) is unfolded first, as a user would. */
export async function openMenu(page: Page, ...titles: string[]): Promise<void> {
  if ((await page.locator('[data-device="desktop"][data-sidebar="closed"]').count()) > 0) await page.getByRole('button', { name: '展开菜单' }).click();
  for (const title of titles) await page.getByTestId('sidebar').getByText(title, { exact: true }).first().click();
}

/** Signs on a signature pad with the pointer, as a finger would on the phone. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the screen');
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, 90],
    [100, 30],
    [150, 100],
    [210, 50],
  ]) {
    await page.mouse.move(box.x + dx, box.y + dy, { steps: 5 });
  }
  await page.mouse.up();
}

/** Runs a transition from the action bar: its dialog, OK, then '<label>成功'. */
export async function transition(page: Page, detail: Locator, event: string, label: string): Promise<void> {
  await detail.locator(`[data-testid="detail-action"][data-action="${event}"]`).click();
  await openDialog(page).getByText(`确定执行“${label}”吗？`).waitFor();
  await confirm(page, `${label}成功`);
}


