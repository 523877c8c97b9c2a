import { chromium } from 'playwright-core';
import { pageNumberFooter } from './page-templates';

/** Debian's chromium as the browser suite launches it: headless, no sandbox (containers), nothing fetched from outside. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PrintOptions {
  /** The Chromium to drive (the worker's CHROMIUM_PATH); never a downloaded browser. */
  executablePath: string;
  /** Printed at the top of every page (Chromium's headerTemplate); empty by default. */
  headerTemplate?: string;
  /** Printed at the foot of every page; 第 N 页 共 M 页 by default. */
  footerTemplate?: string;
  /** Page margins; the header and footer are drawn inside the top and bottom ones. */
  margin?: { top: string; bottom: string; left: string; right: string };
}

const DEFAULT_MARGIN = { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' };

/**
 * The one PDF printing frame of the house (原始记录PDF, 检测报告PDF): a self-contained HTML page
 * printed to A4 by headless Chromium through playwright-core. Scripts are off and every request is
 * refused, so the page reaches nothing; text stays text (selectable Chinese with the installed CJK
 * font); header and footer templates are drawn on every page (pageNumber / totalPages filled in).
 */
export async function printHtmlToPdf(html: string, options: PrintOptions): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: options.executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', offline: true });
    await context.route('**/*', (route) => route.abort());
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: options.headerTemplate ?? '<div></div>',
      footerTemplate: options.footerTemplate ?? pageNumberFooter(),
      margin: options.margin ?? DEFAULT_MARGIN,
    });
  } finally {
    await browser.close().catch(() => undefined);
  }
}
