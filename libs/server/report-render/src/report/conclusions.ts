import type { ReportAttachmentRef, ReportContent } from '@ohit/contracts';
import { escapeHtml } from '../html/escape-html';
import { chapter, ordered, table, text } from '../html/html-parts';

/** 六、结论: each post's conclusion rolled up from its points, then the project's. */
export function conclusions(content: ReportContent): string {
  const rows = content.postConclusions.map((c, i) => [
    String(i + 1),
    text(c.workshop),
    text(c.post),
    c.conclusion === '不符合' ? `<span class="fail">${escapeHtml(c.conclusion)}</span>` : escapeHtml(c.conclusion),
    text(c.explanation),
  ]);
  const project = `<p class="conclusion">综合结论：${escapeHtml(content.conclusion)}</p><p>${escapeHtml(content.conclusionText)}</p>`;
  return chapter('六、结论', `<h3>（一）各岗位检测结论</h3>${table(['序号', '车间', '岗位', '结论', '说明'], rows, 'post-conclusions', [6, 18, 18, 10, 48])}<h3>（二）项目结论</h3>${project}`);
}

/** 七、建议. */
export function recommendations(content: ReportContent): string {
  return chapter('七、建议', ordered(content.recommendations));
}

const ATTACHMENT_KINDS: Record<ReportAttachmentRef['kind'], string> = { layout: '采样点位布置图', photo: '现场照片', plan: '采样方案', other: '其他' };

/** 八、附件: what travels with the report, numbered. */
export function attachments(content: ReportContent): string {
  const rows = content.attachments.map((a, i) => [`附件${i + 1}`, text(a.title), escapeHtml(ATTACHMENT_KINDS[a.kind] ?? a.kind)]);
  return chapter('八、附件', table(['编号', '名称', '类别'], rows, 'attachments', [12, 60, 28]));
}
