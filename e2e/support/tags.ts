import type { Page } from 'playwright-core';

const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Right-clicks a tag and picks an item of its context menu. antd closes a context menu when
 * anything around it scrolls, and the driver scrolls the tag into view just before its click: the
 * scroll event can land after the menu opened and close it. So the tag is scrolled into view first,
 * the pending scroll events are let through, and a menu closed that way is opened again (3 tries).
 */
export async function chooseInTagMenu(page: Page, path: string, item: string): Promise<void> {
  const tag = page.locator(`[data-testid="tag"][data-path="${path}"]`);
  const menuItem = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt++) {
    await tag.scrollIntoViewIfNeeded();
    await nextFrames(page);
    await tag.click({ button: 'right' });
    try {
      await menuItem.click({ timeout: 5000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/**
 * Closes every tag but the active one (and the affixed dashboard) through the tag's context menu,
 * as a user with too many tags open does. Does nothing when no tag is active.
 */
export async function closeOtherTags(page: Page): Promise<void> {
  const active = page.locator('[data-testid="tag"][data-active="true"]');
  if ((await active.count()) !== 1) return;
  const path = (await active.getAttribute('data-path'))!;
  await chooseInTagMenu(page, path, '关闭其他');
  await page.waitForFunction(
    (keep) => [...document.querySelectorAll('[data-testid="tag"]')].every((t) => t.getAttribute('data-path') === keep || !t.querySelector('[data-testid="tag-close"]')),
    path,
    { timeout: 30000 },
  );
}
