import { chromium } from 'playwright-core';

/** Debian's chromium as the browser suite launches it: headless, no sandbox (containers), nothing fetched from outside. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Page numbers at the foot of every page (chromium fills pageNumber and totalPages). */
const FOOTER = `<div style="width:100%;font-size:8pt;text-align:center;font-family:'WenQuanYi Micro Hei',sans-serif;">第 <span class="pageNumber"></span> 页 / 共 <span class="totalPages"></span> 页</div>`;

/**
 * Prints a self-contained HTML page to an A4 PDF with the given chromium (playwright-core drives
 * it; no browser is downloaded). Scripts are off and every request is refused, so the page can
 * reach nothing; text stays text (selectable Chinese with the installed CJK font).
 */
export async function htmlToPdf(html: string, executablePath: string): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
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
      headerTemplate: '<div></div>',
      footerTemplate: FOOTER,
      margin: { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' },
    });
  } finally {
    await browser.close().catch(() => undefined);
  }
}
