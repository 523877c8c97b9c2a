import type { PointJudgementView, ReportContent } from '@ohit/contracts';
import { escapeHtml } from '../html/escape-html';
import { chapter, EMPTY, lines, table, text } from '../html/html-parts';

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 12 → 十二, 40 → 四十: the （一）（二）… of a chapter's parts. */
export function chineseNumber(n: number): string {
  if (n < 10) return DIGITS[n] || '零';
  if (n < 100) return `${n >= 20 ? DIGITS[Math.floor(n / 10)] : ''}十${DIGITS[n % 10]}`;
  return String(n);
}

/** The points of each hazard, in the order the hazards first appear. */
function byHazard(points: readonly PointJudgementView[]): [string, PointJudgementView[]][] {
  const groups = new Map<string, PointJudgementView[]>();
  for (const p of points) groups.set(p.hazard, [...(groups.get(p.hazard) ?? []), p]);
  return [...groups];
}

/**
 * The limit the point was judged against, worded as the project's 检测结果判定 screen words it:
 * MAC / PC-TWA / PC-STEL, or a dust's 总尘 / 呼尘 PC-TWA, in mg/m³; a physical agent by its checks; a
 * row other than the hazard's own name (矽尘 by its free-silica band) by its name first; a row the
 * table holds no value for says so; always with the edition.
 */
export function limitText(point: PointJudgementView): string {
  const l = point.limit;
  if (!l) return EMPTY;
  if (l.kind === 'physical') return `${point.checks.map((c) => c.formula).join('；') || EMPTY}（${l.edition}）`;
  const parts = (
    l.kind === 'dust'
      ? [l.totalDustTwa && `总尘 PC-TWA ${l.totalDustTwa}`, l.respirableDustTwa && `呼尘 PC-TWA ${l.respirableDustTwa}`]
      : [l.macValue && `MAC ${l.macValue}`, l.twa && `PC-TWA ${l.twa}`, l.stel && `PC-STEL ${l.stel}`]
  ).filter(Boolean);
  const values = parts.length ? `${parts.join(' / ')} mg/m³` : '限值表中暂无数值';
  const name = l.name === point.hazard ? '' : `${l.name}：`;
  return `${name}${values}（${l.edition}）`;
}

function sampleLine(s: PointJudgementView['samples'][number]): string {
  const result = s.tested ? [s.resultText ?? EMPTY, s.resultUnit].filter(Boolean).join(' ') : '未检测';
  return `${[s.code, s.kind].filter(Boolean).join(' ')}：${result}`;
}

function conclusionCell(p: PointJudgementView): string {
  const cls = p.conclusion === '不符合' ? ' class="fail"' : '';
  const incomplete = p.complete ? '' : '<br><span class="muted">结果不全</span>';
  return `<span${cls}>${escapeHtml(p.conclusion)}</span>${incomplete}`;
}

/** The rule each check applied with its edition; why, when the point is not 符合. */
function basisCell(p: PointJudgementView): string {
  const rules = lines(p.checks.map((c) => `${c.formula}（${c.edition}）`));
  return p.conclusion === '符合' || !p.explanation ? rules : `${rules}<br><span class="muted">${escapeHtml(p.explanation)}</span>`;
}

const LABELS = ['序号', '车间/岗位', '检测点', '样品编号及检测结果', '检测值', '职业接触限值', '判定', '判定依据'];

/** 五、检测结果与评价: a table per hazard, every point with its samples as recorded ('<' kept), values, limit, verdict and rule. */
export function results(content: ReportContent): string {
  const groups = byHazard(content.points);
  if (!groups.length) return chapter('五、检测结果与评价', '<p class="none">无检测结果</p>');
  const parts = groups.map(([hazard, points], g) => {
    const rows = points.map((p, i) => [
      String(i + 1),
      text([p.workshop, p.post].filter(Boolean).join('/')),
      text(p.pointName),
      lines(p.samples.map(sampleLine)),
      lines(p.values.map((v) => [v.label, v.text, v.unit].filter(Boolean).join(' '))),
      escapeHtml(limitText(p)),
      conclusionCell(p),
      basisCell(p),
    ]);
    return `<h3>（${chineseNumber(g + 1)}）${escapeHtml(hazard)}</h3>${table(LABELS, rows, 'results', [5, 11, 11, 31, 11, 12, 7, 12])}`;
  });
  return chapter('五、检测结果与评价', parts.join(''));
}
