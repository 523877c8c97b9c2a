import type { LabRecordData } from '@ohit/contracts';
import { escapeHtml } from '@ohit/server-report-render';

const EMPTY = '—';
const cell = (v: unknown) => `<td>${String(v ?? '') === '' ? EMPTY : escapeHtml(v)}</td>`;
const head = (labels: string[]) => `<thead><tr>${labels.map((l) => `<th>${escapeHtml(l)}</th>`).join('')}</tr></thead>`;
const table = (labels: string[], rows: unknown[][], cls = '') =>
  `<table class="grid ${cls}">${head(labels)}<tbody>${rows.length ? rows.map((r) => `<tr>${r.map(cell).join('')}</tr>`).join('') : `<tr><td colspan="${labels.length}" class="none">无</td></tr>`}</tbody></table>`;
const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
const withUnit = (label: string, unit: string) => (unit ? `${label}（${unit}）` : label);
const pair = (label: string, value: unknown) => `<th>${escapeHtml(label)}</th>${cell(value)}`;

function header(d: LabRecordData): string {
  const version = d.recordVersion > 0 ? `第 ${d.recordVersion} 版` : '预览（未提交）';
  const instrument = [d.instrumentName, d.instrumentCode ? `编号 ${d.instrumentCode}` : '', d.instrumentUsableUntil ? `可用至 ${d.instrumentUsableUntil}` : ''].filter(Boolean).join('，');
  return `<table class="info">
    <tr>${pair('批次编号', d.code)}${pair('版次', version)}</tr>
    <tr>${pair('检测方法', d.methodName)}${pair('方法依据', d.standardNo)}</tr>
    <tr>${pair('检测因素', d.hazard)}${pair('仪器类别', d.familyLabel)}</tr>
    <tr>${pair('检测仪器', instrument)}${pair('检测日期', d.analysisDate)}</tr>
    <tr>${pair('项目', d.projectNames)}${pair('批次状态', d.stateLabel)}</tr>
  </table>`;
}

function environment(d: LabRecordData): string {
  return section(
    '环境条件及方法参数',
    `<table class="info">
      <tr>${pair('室温（℃）', d.envTemperature)}${pair('相对湿度（%）', d.envHumidity)}</tr>
      <tr>${pair('检出限', d.detectionLimit)}${pair('最低检出浓度（mg/m³）', d.minDetectableConc)}</tr>
      <tr>${pair('解吸效率', d.desorptionEfficiency)}<th></th><td></td></tr>
    </table>`,
  );
}

function curve(d: LabRecordData): string {
  const c = d.curve;
  if (!c) return section('标准曲线', '<p class="none">本批次未录入标准曲线</p>');
  const levels = c.reused ? '<p>沿用既往批次的标准曲线（见核查标准）</p>' : table(['序号', '标准浓度', '响应值'], c.levels.map((l) => [l.level, l.concentration, l.response]));
  const fit = `<table class="info">
      <tr>${pair('截距 a', c.a)}${pair('斜率 b', c.b)}${pair('相关系数 r', c.r)}</tr>
      <tr><th>回归方程</th><td colspan="5">${escapeHtml(c.equation || EMPTY)}</td></tr>
    </table>`;
  const refusal = c.refusal ? `<p class="fail">${escapeHtml(c.refusal)}</p>` : '';
  return section('标准曲线', levels + fit + refusal);
}

function substances(d: LabRecordData): string {
  return section('标准物质', table(['名称', '批号', '有效期至', '用途'], d.substances.map((s) => [s.name, s.lotNo, s.expiryDate, s.usage])));
}

function qc(d: LabRecordData): string {
  const rows = d.qc.map((q) => [q.label, q.value, q.limit, q.passed ? '合格' : '不合格', q.message]);
  const summary = d.qcSummary ? `<p>质控结论：${escapeHtml(d.qcSummary)}</p>` : '';
  const deviation = d.deviation ? `<p class="fail">质控偏离说明：${escapeHtml(d.deviation.reason)}（批准人：${escapeHtml(d.deviation.approvedBy || EMPTY)}）</p>` : '';
  return section('质量控制', table(['质控项目', '测得值', '控制限', '判定', '说明'], rows) + summary + deviation);
}

function items(d: LabRecordData): string {
  const labels = ['样品编号', '类型', ...d.readings.map((r) => withUnit(r.label, r.unit)), withUnit('报告结果', d.resultUnit), '标记'];
  const rows = d.items.map((i) => [i.code, i.kind, ...d.readings.map((r) => i.readings[r.key] ?? ''), i.reported, i.flags]);
  const note = d.note ? `<p class="note">${escapeHtml(d.note)}</p>` : '';
  return section('样品及结果', table(labels, rows, 'items') + note);
}

function amendments(d: LabRecordData): string {
  const rows = d.amendments.map((a) => [
    a.at,
    a.who ?? '',
    a.action,
    a.changes.map((c) => `${c.label}：${c.old} → ${c.new}`).join('；'),
    a.reason ?? '',
  ]);
  return section('修改记录', table(['时间', '修改人', '内容', '原值 → 新值', '修改原因'], rows, 'amendments'));
}

function signatures(d: LabRecordData): string {
  const cells = d.signatures.map((s) => `<th>${escapeHtml(s.role)}</th><td>${escapeHtml(s.name ?? '')}</td><th>日期</th><td>${escapeHtml(s.date ?? '')}</td>`);
  return section('签名', `<table class="info signatures">${cells.map((c) => `<tr>${c}</tr>`).join('')}</table>`);
}

const STYLE = `
  @page { size: A4; margin: 14mm 12mm 16mm 12mm; }
  body { font-family: 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif; font-size: 10pt; color: #000; margin: 0; }
  h1 { font-size: 16pt; text-align: center; margin: 0 0 8px; }
  h2 { font-size: 11pt; margin: 12px 0 4px; border-left: 3px solid #000; padding-left: 6px; }
  table { width: 100%; border-collapse: collapse; page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  th, td { border: 1px solid #000; padding: 3px 4px; text-align: left; vertical-align: top; word-break: break-all; }
  th { background: #f0f0f0; font-weight: normal; white-space: nowrap; }
  table.grid th { white-space: normal; text-align: center; }
  table.items td, table.items th { font-size: 8.5pt; }
  table.amendments td { font-size: 8.5pt; }
  .none { color: #666; text-align: center; }
  .fail { color: #b00; }
  .note, .meta { color: #444; font-size: 8.5pt; }
  .meta { text-align: right; margin-top: 8px; }
`;

/**
 * The original record of a batch (ISO/IEC 17025 7.5) as one HTML page ready to print: the family's
 * title and sections in its order (header, environment, curve, substances, QC, samples and results,
 * signatures), the amendment trail before the signatures. Pure: data in, text out, every value escaped.
 */
export function renderRecordHtml(d: LabRecordData): string {
  const wanted = new Set(d.sections);
  const parts: string[] = [header(d)];
  if (wanted.has('environment')) parts.push(environment(d));
  if (wanted.has('curve')) parts.push(curve(d));
  if (wanted.has('substances')) parts.push(substances(d));
  if (wanted.has('qc')) parts.push(qc(d));
  if (wanted.has('samples') || wanted.has('results')) parts.push(items(d));
  parts.push(amendments(d));
  if (d.remark) parts.push(section('备注', `<p>${escapeHtml(d.remark)}</p>`));
  if (wanted.has('signatures')) parts.push(signatures(d));
  parts.push(`<p class="meta">生成时间：${escapeHtml(d.generatedAt)}</p>`);
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(`${d.title} ${d.code}`)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(d.title)}</h1>${parts.join('\n')}</body></html>`;
}
