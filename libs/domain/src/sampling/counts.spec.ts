import { fixedPointCount, individualSubjectCount, samplingPeriod, type MonitoringType } from './index';

describe('fixedPointCount', () => {
  it.each([
    [1, 1, false],
    [3, 1, false],
    [4, 2, false],
    [10, 2, false],
    [11, 3, true],
    [200, 3, true],
  ])('%i units of one type → %i point(s), at least: %s', (units, points, atLeast) => {
    const r = fixedPointCount(units);
    expect(r.points).toBe(points);
    expect(r.atLeast).toBe(atLeast);
    expect(r.source).toContain('GBZ 159-2004');
  });

  it('refuses zero, negative and fractional counts', () => {
    expect(() => fixedPointCount(0)).toThrow('同类设备台数必须是正整数');
    expect(() => fixedPointCount(-1)).toThrow('同类设备台数必须是正整数');
    expect(() => fixedPointCount(2.5)).toThrow('同类设备台数必须是正整数');
  });
});

describe('individualSubjectCount', () => {
  it.each([
    [1, 1, true],
    [2, 2, true],
    [3, 2, false],
    [5, 2, false],
    [6, 3, false],
    [10, 3, false],
    [11, 4, false],
    [500, 4, false],
  ])('known highest-exposed: %i workers → %i', (workers, subjects, all) => {
    const r = individualSubjectCount(workers, 'known-highest');
    expect(r.subjects).toBe(subjects);
    expect(r.allWorkers).toBe(all);
    expect(r.source).toContain('表1');
  });

  it.each([
    [1, 1],
    [5, 5],
    [6, 5],
    [7, 6],
    [9, 6],
    [10, 7],
    [14, 7],
    [15, 8],
    [26, 8],
    [27, 9],
    [50, 9],
    [51, 11],
    [1000, 11],
  ])('random: %i workers → %i', (workers, subjects) => {
    const r = individualSubjectCount(workers, 'random');
    expect(r.subjects).toBe(subjects);
    expect(r.source).toContain('表2');
  });

  it('refuses bad inputs', () => {
    expect(() => individualSubjectCount(0, 'random')).toThrow('岗位劳动者人数必须是正整数');
    expect(() => individualSubjectCount(3, 'other' as 'random')).toThrow('未知的采样对象选择方式');
  });
});

describe('samplingPeriod', () => {
  it('evaluation monitoring needs 3 consecutive shifts', () => {
    const p = samplingPeriod('evaluation');
    expect(p.shifts).toBe(3);
    expect(p.consecutive).toBe(true);
    expect(p.label).toBe('评价监测');
    expect(p.covers).toEqual(['TWA', 'STEL', 'MAC']);
  });

  it('routine monitoring: 1 shift on the highest-exposure day; supervision: peak period of 1 shift', () => {
    expect(samplingPeriod('routine')).toMatchObject({ shifts: 1, timing: 'highest-exposure-day', label: '日常监测' });
    expect(samplingPeriod('supervision')).toMatchObject({ shifts: 1, timing: 'peak-period', label: '监督监测' });
  });

  it('refuses an unknown type', () => {
    expect(() => samplingPeriod('x' as MonitoringType)).toThrow('未知的监测类型');
  });
});
