import type { ReportContent } from '@ohit/contracts';
import { escapeHtml } from '../html/escape-html';
import { imageSource, ordered } from '../html/html-parts';
import type { ReportSignatureImage } from './report-render-options';

/** The steps whose signature lines a report carries when nobody has signed yet. */
const DEFAULT_STEPS = ['编制', '审核', '签发'];

function signatureCell(s: ReportSignatureImage | undefined): string {
  if (!s) return '<td></td>';
  const src = imageSource(s.imageDataUrl);
  const mark = src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(s.name)}的签名">` : escapeHtml(s.name);
  return `<td>${mark}${s.signedAt ? `<span class="date">${escapeHtml(s.signedAt)}</span>` : ''}</td>`;
}

/** 编制 / 审核 / 签发 lines: each step's signature image where signed, blank where not. */
function signatures(signed: readonly ReportSignatureImage[]): string {
  const steps = [...DEFAULT_STEPS, ...signed.map((s) => s.step).filter((s) => !DEFAULT_STEPS.includes(s))];
  const cells = steps.map((step) => `<th>${escapeHtml(step)}：</th>${signatureCell(signed.find((s) => s.step === step))}`);
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 2) rows.push(`<tr>${cells.slice(i, i + 2).join('')}</tr>`);
  return `<table class="signatures"><tbody>${rows.join('')}</tbody></table>`;
}

/** The terms every report is issued under unless its organisation keeps its own 声明 for the template. */
const DEFAULT_TERMS = [
  '本报告无本机构检验检测专用章或骑缝章无效。',
  '本报告无编制、审核、签发人签字无效。',
  '本报告涂改、增删无效；未经本机构书面批准，不得部分复制本报告。',
  '本报告检测结果仅对本次检测期间的工作场所和所采集的样品负责。',
    '对本报告有异议的，请于收到报告之日起十五日内以书面形式向本机构提出，逾期不予受理。',
  '本报告页眉印有报告编号与验证二维码，扫码可核验本报告的编号、版本及内容是否一致。',
];

/** An organisation's own 声明: a term a line, its own numbering dropped (the list numbers them). */
export function statementTerms(text: string | null | undefined): string[] {
  const own = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[.、．)）]\s*/, ''))
    .filter((line) => line !== '');
  return own.length > 0 ? own : DEFAULT_TERMS;
}

/** The organisation's facts as the statement lists them (those recorded only). */
function contactLines(org: ReportContent['organisation']): string[] {
  const pairs: [string, string | null | undefined][] = [
    ['机构名称', org.name],
    ['统一社会信用代码', org.creditCode],
    ['资质证书编号', org.qualification],
    ['资质等级', org.qualificationLevel],
    ['法定代表人', org.legalRepresentative],
    ['技术负责人', org.technicalDirector],
    ['地址', org.address],
    ['联系电话', org.phone],
  ];
  return pairs.filter(([, value]) => value !== null && value !== undefined && value !== '').map(([label, value]) => `${label}：${value}`);
}

/**
 * 说明 / 声明: the terms the report is issued under (the organisation's own for the template, else
 * the built-in ones), the organisation's facts and the signatures.
 */
export function statement(content: ReportContent, signed: readonly ReportSignatureImage[], statementText?: string | null): string {
  const terms = statementTerms(statementText);
  const contacts = contactLines(content.organisation);
  return `<section class="page statement">
    <h2 class="spaced">说明</h2>
    ${ordered(terms)}
    <h3>检测机构</h3>
    ${contacts.map((c) => `<p>${escapeHtml(c)}</p>`).join('')}
    ${signatures(signed)}
  </section>`;
}
