import type { ArchiveZipFile, ArchiveZipInput } from '@ohit/contracts';
import { escapeHtml } from '@ohit/server-report-render';

/** A packed file as the index lists it: written with its SHA-256, or missing from storage. */
export interface PackedFile extends ArchiveZipFile {
  sha256: string | null;
  bytes: number | null;
}

/** The index's own names at the zip's root, beside the numbered folders. */
export const INDEX_HTML = 'index.html';
export const INDEX_CSV = 'index.csv';

const CSV_HEAD = ['序号', '分组', '所属记录', '资料', '文件名', '压缩包内路径', '大小（字节）', 'SHA-256', '状态'];

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180); a leading = + - @ neutralised for spreadsheets. */
function csvField(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The files as a CSV table (UTF-8 with a BOM, so a spreadsheet opens the Chinese as it is). */
export function indexCsv(files: readonly PackedFile[]): string {
  const rows = files.map((f, i) => [i + 1, f.group, f.source, f.title, f.fileName, f.path, f.bytes ?? '', f.sha256 ?? '', f.sha256 ? '已打包' : '文件缺失']);
  return `\uFEFF${[CSV_HEAD, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const cell = (v: unknown) => `<td>${escapeHtml(v ?? '')}</td>`;

/** The file's path as a relative link: each segment percent-encoded (a browser opens it from the unpacked folder). */
const href = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * The zip's table of contents: the project and archive, when it was listed, the checklist with
 * ✓/✗, what is there and what is missing, then every file with its group, record, what it is, a
 * link to it and its SHA-256 — enough to check the files have not changed.
 */
export function indexHtml(input: ArchiveZipInput, files: readonly PackedFile[]): string {
  const checklist = input.items
    .map(
      (i) =>
        `<tr class="${i.present ? 'ok' : 'missing'}"><td class="mark">${i.present ? '✓' : '✗'}</td>${cell(i.label)}${cell(i.required ? '必需' : '不适用')}${cell(i.detail ?? '')}${cell(i.missing.join('；'))}</tr>`,
    )
    .join('');
  const listed = files
    .map(
      (f, n) =>
        `<tr>${cell(n + 1)}${cell(f.group)}${cell(f.source)}${cell(f.title)}<td>${f.sha256 ? `<a href="${escapeHtml(href(f.path))}">${escapeHtml(f.fileName)}</a>` : `${escapeHtml(f.fileName)}（文件缺失）`}</td>${cell(f.bytes ?? '')}<td class="hash">${escapeHtml(f.sha256 ?? '')}</td></tr>`,
    )
    .join('');
  const title = `${input.projectCode} ${input.projectName} 技术档案`;
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:"Noto Sans CJK SC","Microsoft YaHei",sans-serif;font-size:13px;margin:24px}table{border-collapse:collapse;width:100%;margin-bottom:24px}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}.missing{color:#b42318}.mark{text-align:center;width:2em}.hash{font-family:monospace;font-size:11px;word-break:break-all}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p>档案编号：${escapeHtml(input.archiveCode)}&#12288;检测机构：${escapeHtml(input.organisationName)}&#12288;档案状态：${escapeHtml(input.archiveState === 'archived' ? '已归档' : '在编')}${input.retainUntil ? `&#12288;保存期限至：${escapeHtml(input.retainUntil)}` : ''}</p>
<p>清单生成时间：${escapeHtml(input.listedAt)}&#12288;文件数：${files.length}</p>
<h2>资料清单</h2>
<table><thead><tr><th></th><th>资料</th><th>要求</th><th>内容</th><th>缺失</th></tr></thead><tbody>${checklist}</tbody></table>
<h2>文件目录</h2>
<table><thead><tr><th>序号</th><th>分组</th><th>所属记录</th><th>资料</th><th>文件</th><th>大小（字节）</th><th>SHA-256</th></tr></thead><tbody>${listed || '<tr><td colspan="7">无文件</td></tr>'}</tbody></table>
</body></html>
`;
}
