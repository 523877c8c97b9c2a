import type { ReportContent } from '@ohit/contracts';
import { escapeHtml } from '../html/escape-html';
import { imageSource } from '../html/html-parts';
import { attachments, conclusions, recommendations } from './conclusions';
import { cover } from './cover';
import { basis, methods, overview, survey } from './project-facts';
import type { ReportRenderOptions } from './report-render-options';
import { REPORT_STYLES } from './report-styles';
import { results } from './results';
import { statement } from './statement';

/**
 * A report as one self-contained HTML document (no script, no external resource), in the order
 * it is printed: cover (修改版 marking on an amendment), 说明, 项目概况, 检测依据, 检测方法与仪器,
 * 现场调查, 检测结果与评价, 结论, 建议, 附件. Every value is escaped. The page header (report
 * number, QR code) and footer (第 N 页 共 M 页) are the printer's (`reportPageTemplates`). An
 * organisation's own cover picture and 声明 for the template come in `options`.
 */
export function renderReportHtml(content: ReportContent, options: ReportRenderOptions = {}): string {
  const qr = imageSource(options.qrDataUrl);
  const body = [
    cover(content, qr, imageSource(options.coverImageDataUrl)),
    statement(content, options.signatureImages ?? [], options.statementText),
    overview(content),
    basis(content),
    methods(content),
    survey(content),
    results(content),
    conclusions(content),
    recommendations(content),
    attachments(content),
  ].join('\n');
  const title = [content.reportNo, content.title].filter(Boolean).join(' ');
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${REPORT_STYLES}</style></head>
<body>
${body}
</body></html>`;
}
