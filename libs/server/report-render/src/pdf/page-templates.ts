import { escapeHtml } from '../html/escape-html';
import { imageSource } from '../html/html-parts';

/**
 * Chromium draws header and footer templates as separate little documents: they see none of the
 * page's styles (so every style is inline, the font named again, sizes explicit) and fill the
 * elements of class pageNumber and totalPages.
 */
const FONT = `font-family:'WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif`;

/** 第 N 页 共 M 页 at the foot of every page. */
export function pageNumberFooter(): string {
  return `<div style="width:100%;font-size:8pt;text-align:center;${FONT};">第 <span class="pageNumber"></span> 页 共 <span class="totalPages"></span> 页</div>`;
}

export interface ReportHeaderFacts {
  organisation: string;
  /** null on a draft not yet numbered. */
  reportNo: string | null;
  version: number;
  /** The verification QR code (PNG data URL); none on a draft. */
  qrDataUrl: string | null;
}

/** Room the header needs above the page's text: the QR code is 14 mm tall. */
export const REPORT_MARGIN = { top: '24mm', bottom: '16mm', left: '15mm', right: '15mm' };

/** The report's header on every page: the organisation, the report number and version, the verification QR code. */
export function reportHeader(facts: ReportHeaderFacts): string {
  const qr = imageSource(facts.qrDataUrl);
  const number = facts.reportNo ? `报告编号：${facts.reportNo}` : '报告编号：未编号（草稿）';
  const img = qr ? `<img src="${escapeHtml(qr)}" style="width:14mm;height:14mm;display:block;" alt="报告验证二维码">` : '';
  return `<div style="box-sizing:border-box;width:100%;padding:0 15mm;${FONT};font-size:8pt;color:#000;">
    <div style="display:flex;align-items:flex-end;justify-content:space-between;padding-bottom:1mm;border-bottom:0.6pt solid #000;">
      <span>${escapeHtml(facts.organisation)}</span>
      <span>${escapeHtml(number)}\u3000第 ${escapeHtml(facts.version)} 版</span>
      ${img || '<span></span>'}
    </div>
  </div>`;
}
