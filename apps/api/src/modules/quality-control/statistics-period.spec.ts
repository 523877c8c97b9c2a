import { statisticsPeriod } from './statistics-period';

describe('the statistics period', () => {
  it('takes two real calendar days, from not after to, at most 366 days', () => {
    expect(statisticsPeriod('2026-01-01', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(statisticsPeriod('2026-05-05', '2026-05-05')).toEqual({ from: '2026-05-05', to: '2026-05-05' });
    // 2024 is a leap year: 366 days with both ends
    expect(statisticsPeriod('2024-01-01', '2024-12-31')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it('refuses in Chinese what is not a period', () => {
    const period = '请选择统计区间：开始日期和结束日期（YYYY-MM-DD）';
    expect(statisticsPeriod(undefined, '2026-01-01')).toBe(period);
    expect(statisticsPeriod('2026-01-01', '')).toBe(period);
    expect(statisticsPeriod('2026-02-30', '2026-03-01')).toBe(period);
    expect(statisticsPeriod('2026/01/01', '2026-03-01')).toBe(period);
    expect(statisticsPeriod('0000-01-01', '0000-02-01')).toBe(period);
    expect(statisticsPeriod(['2026-01-01'], '2026-03-01')).toBe(period);
    expect(statisticsPeriod('2026-03-02', '2026-03-01')).toBe('开始日期不能晚于结束日期');
    expect(statisticsPeriod('2024-01-01', '2025-01-01')).toBe('统计区间不能超过366天');
  });
});
