import type { ReportContent } from '@ohit/contracts';
import { escapeHtml } from '../html/escape-html';
import { text } from '../html/html-parts';

/** 修改版 (ISO/IEC 17025 7.8.8): which report and version it replaces, and why. */
function amendment(content: ReportContent): string {
  const a = content.amendment;
  if (!a) return '';
  return `<div class="amendment" data-amendment>
    <div class="mark">修改版</div>
    <p>本报告为报告编号 ${escapeHtml(content.reportNo ?? '（未编号）')} 的第 ${escapeHtml(content.version)} 版，替代报告编号 ${escapeHtml(a.amendsReportNo)} 第 ${escapeHtml(a.amendsVersion)} 版，原报告自本版签发之日起作废。</p>
    <p>修改原因：${escapeHtml(a.reason)}</p>
  </div>`;
}

/** The organisation's qualification as the cover's foot prints it: certificate number and grade. */
function qualificationLine(org: ReportContent['organisation']): string {
  const parts = [org.qualification ? `资质证书编号：${org.qualification}` : null, org.qualificationLevel ? `资质等级：${org.qualificationLevel}` : null].filter((p): p is string => p !== null);
  return parts.length ? `<div>${escapeHtml(parts.join('　'))}</div>` : '';
}

/**
 * The cover: who tested whom, the report's number and version, the verification code; the
 * organisation's own cover picture for the template above the title when it keeps one.
 */
export function cover(content: ReportContent, qrDataUrl: string | null, coverImageDataUrl: string | null = null): string {
  const version = content.amendment ? `第 ${content.version} 版（修改版）` : `第 ${content.version} 版`;
  const qr = qrDataUrl
    ? `<div class="qr"><img src="${escapeHtml(qrDataUrl)}" alt="报告验证二维码"><div>扫码核验报告编号、版本及真伪</div></div>`
    : '';
  const org = content.organisation;
  const picture = coverImageDataUrl ? `<div class="cover-image"><img src="${escapeHtml(coverImageDataUrl)}" alt="封面"></div>` : '';
  return `<section class="page cover${picture ? ' with-image' : ''}">
    <div class="org-top">${escapeHtml(org.name)}</div>
    ${picture}
    <h1>${escapeHtml(content.title)}</h1>
    <div class="check-type">（${escapeHtml(content.checkTypeName)}）</div>
    <table class="cover-facts"><tbody>
      <tr><th>报告编号</th><td>${text(content.reportNo ?? '未编号（草稿）')}</td></tr>
      <tr><th>版本</th><td>${escapeHtml(version)}</td></tr>
      <tr><th>用人单位</th><td>${text(content.employer.name)}</td></tr>
      <tr><th>项目名称</th><td>${text(content.project.name)}</td></tr>
      <tr><th>检测类型</th><td>${text(content.checkTypeName)}</td></tr>
      <tr><th>报告日期</th><td>${text(content.project.reportDate)}</td></tr>
    </tbody></table>
    ${amendment(content)}
    ${qr}
    <div class="org-bottom">
      <div>${escapeHtml(org.name)}</div>
      ${qualificationLine(org)}
      <div>${escapeHtml(content.project.reportDate)}</div>
    </div>
  </section>`;
}
