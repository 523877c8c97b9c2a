import { Empty, Space } from 'antd';

/** One measure drawn for every category (合格, 不合格; 中位数, P90 …). */
export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

/** A category: one row of the chart, with a value per series. */
export interface BarDatum {
  key: string;
  label: string;
  values: Record<string, number>;
  /** Shown after the row's bars instead of its total (a pass rate, '12 天'). */
  note?: string;
}

export interface BarChartProps {
  /** What the chart shows, for screen readers. */
  title: string;
  data: readonly BarDatum[];
  series: readonly BarSeries[];
  /** 'stacked': the series add up along one bar; 'grouped': one thinner bar per series. */
  layout?: 'stacked' | 'grouped';
  /** How a value is written in tooltips ('3 项'). */
  format?: (value: number) => string;
  emptyText?: string;
  'data-testid'?: string;
}

// the drawing's own units; the svg scales to its container's width
const WIDTH = 640;
const LABEL_WIDTH = 168;
const NOTE_WIDTH = 96;
const ROW = 28;
const BAR = 16;
const LABEL_CHARS = 12;

const clip = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

/**
 * A small horizontal bar chart in SVG (no chart library): one row per category with its label, its
 * bars — stacked or grouped by series — and a note or total at the end; every bar carries a
 * tooltip (<title>) with its exact value, and the legend names the series. Values are counts or
 * days, drawn to the largest row.
 */
export function BarChart({ title, data, series, layout = 'stacked', format = String, emptyText, ...rest }: BarChartProps) {
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  const value = (d: BarDatum, s: BarSeries) => Math.max(0, d.values[s.key] ?? 0);
  const rowSize = (d: BarDatum) => (layout === 'stacked' ? series.reduce((n, s) => n + value(d, s), 0) : Math.max(...series.map((s) => value(d, s))));
  const max = Math.max(1, ...data.map(rowSize));
  const span = WIDTH - LABEL_WIDTH - NOTE_WIDTH;
  const scale = (v: number) => (v / max) * span;
  const height = data.length * ROW + 4;
  const thin = layout === 'grouped' ? BAR / series.length : BAR;
  return (
    <div data-testid={rest['data-testid']}>
      <Space size="middle" style={{ marginBottom: 4, fontSize: 12 }} wrap>
        {series.map((s) => (
          <span key={s.key}>
            <span style={{ display: 'inline-block', width: 10, height: 10, background: s.color, marginRight: 4, verticalAlign: 'middle' }} />
            {s.label}
          </span>
        ))}
      </Space>
      <svg role="img" aria-label={title} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" style={{ maxHeight: height * 1.5, display: 'block' }}>
        <title>{title}</title>
        <line x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={0} y2={height} stroke="#d9d9d9" />
        {data.map((d, row) => {
          const y = row * ROW + (ROW - BAR) / 2 + 2;
          let x = LABEL_WIDTH;
          const bars = series.map((s, i) => {
            const v = value(d, s);
            const w = scale(v);
            const bar = { key: s.key, x: layout === 'stacked' ? x : LABEL_WIDTH, y: layout === 'stacked' ? y : y + i * thin, w, v, s };
            if (layout === 'stacked') x += w;
            return bar;
          });
          const end = layout === 'stacked' ? x : LABEL_WIDTH + Math.max(...bars.map((b) => b.w));
          return (
            <g key={d.key} data-testid="bar-row">
              <text x={LABEL_WIDTH - 6} y={y + BAR / 2} textAnchor="end" dominantBaseline="central" fontSize={12} fill="#595959">
                <title>{d.label}</title>
                {clip(d.label)}
              </text>
              {bars.map((b) => (
                <rect key={b.key} x={b.x} y={b.y} width={b.w} height={thin} fill={b.s.color} rx={2} data-series={b.key}>
                  <title>{`${d.label} · ${b.s.label}：${format(b.v)}`}</title>
                </rect>
              ))}
              <text x={end + 6} y={y + BAR / 2} dominantBaseline="central" fontSize={12} fill="#262626">
                {d.note ?? format(rowSize(d))}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
