import { render, screen, within } from '@testing-library/react';
import { BarChart } from './BarChart';

const SERIES = [
  { key: 'a', label: '甲', color: '#1677ff' },
  { key: 'b', label: '乙', color: '#ff4d4f' },
];
const width = (el: Element | null) => Number(el?.getAttribute('width'));

describe('BarChart', () => {
  it('stacks the series along one bar per row, drawn to the largest row, with the total at the end', () => {
    render(
      <BarChart
        title="图"
        series={SERIES}
        data={[
          { key: '1', label: '一', values: { a: 6, b: 2 } },
          { key: '2', label: '二', values: { a: 2, b: 0 } },
        ]}
      />,
    );
    const [first, second] = within(screen.getByRole('img', { name: '图' })).getAllByTestId('bar-row');
    const [a1, b1] = [first.querySelector('[data-series="a"]'), first.querySelector('[data-series="b"]')];
    expect(width(a1)).toBeCloseTo(3 * width(b1));
    // the second bar starts where the first ends
    expect(Number(b1?.getAttribute('x'))).toBeCloseTo(Number(a1?.getAttribute('x')) + width(a1));
    expect(width(second.querySelector('[data-series="a"]')) * 4).toBeCloseTo(width(a1) + width(b1));
    expect(first.querySelector('text:last-of-type')).toHaveTextContent('8');
    expect(screen.getByText('甲')).toBeInTheDocument();
  });

  it('groups the series side by side, the row as long as its largest value, and clips long labels', () => {
    render(<BarChart title="周转" layout="grouped" series={SERIES} format={(v) => `${v} 天`} data={[{ key: '1', label: '实验室检测→报告编制阶段周转', values: { a: 5, b: 10 }, note: '5 天 / 10 天' }]} />);
    const [row] = screen.getAllByTestId('bar-row');
    const [a, b] = [row.querySelector('[data-series="a"]'), row.querySelector('[data-series="b"]')];
    expect(width(b)).toBeCloseTo(2 * width(a));
    expect(a?.getAttribute('x')).toBe(b?.getAttribute('x'));
    expect(Number(b?.getAttribute('y'))).toBeGreaterThan(Number(a?.getAttribute('y')));
    expect(b?.querySelector('title')).toHaveTextContent('实验室检测→报告编制阶段周转 · 乙：10 天');
    expect(row.querySelector('text:last-of-type')).toHaveTextContent('5 天 / 10 天');
    expect(row.querySelector('text')?.lastChild?.textContent).toBe('实验室检测→报告编制阶…');
  });

  it('says there is nothing to draw', () => {
    render(<BarChart title="空" series={SERIES} data={[]} emptyText="该区间暂无数据" />);
    expect(screen.getByText('该区间暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '空' })).toBeNull();
  });
});
