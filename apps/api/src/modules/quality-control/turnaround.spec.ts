import { daysBetween, median, nearestRankPercentile, stageTurnaround } from './turnaround';

describe('turnaround: median and P90 of stage durations', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([2, 9, 4])).toBe(4);
    // 1 3 7 10 → (3 + 7) / 2
    expect(median([3, 1, 10, 7])).toBe(5);
    expect(median([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(5.5);
  });

  it('takes P90 by nearest rank: the ⌈0.9·n⌉-th smallest value', () => {
    expect(nearestRankPercentile([], 90)).toBeNull();
    expect(nearestRankPercentile([5], 90)).toBe(5);
    // n = 3 → rank ⌈2.7⌉ = 3
    expect(nearestRankPercentile([2, 9, 4], 90)).toBe(9);
    // n = 10 → rank 9
    expect(nearestRankPercentile([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 90)).toBe(9);
    // n = 11 → rank ⌈9.9⌉ = 10
    expect(nearestRankPercentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100], 90)).toBe(10);
  });

  it('counts calendar days across month and year ends', () => {
    expect(daysBetween('2025-12-20', '2026-01-05')).toBe(16);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-02-01', '2026-01-30')).toBe(-2);
  });

  it('measures each stage over the projects whose stage ended in the period', () => {
    const projects = [
      { contractDate: '2026-01-01', surveyDate: '2026-01-11', samplingDate: '2026-01-20', labDate: '2026-01-25', reportDate: '2026-02-10', issueDate: '2026-02-15' },
      { contractDate: '2025-12-20', surveyDate: '2026-01-05', samplingDate: '2026-01-06', labDate: null },
      // its sampling ends after the period: only its survey counts
      { contractDate: '2026-01-10', surveyDate: '2026-01-12', samplingDate: '2026-03-05' },
      // surveyed before the contract date (a data error): left out
      { contractDate: '2026-02-01', surveyDate: '2026-01-30' },
      // surveyed before the period
      { contractDate: '2025-12-01', surveyDate: '2025-12-31' },
      // no contract date
      { surveyDate: '2026-01-15' },
    ];
    expect(stageTurnaround(projects, '2026-01-01', '2026-02-28')).toEqual([
      // 10, 16, 2 → 2 10 16
      { stage: 'contractToSurvey', label: '合同→现场调查', projects: 3, medianDays: 10, p90Days: 16 },
      // 9, 1 → median 5, P90 rank ⌈1.8⌉ = 2
      { stage: 'surveyToSampling', label: '现场调查→现场采样', projects: 2, medianDays: 5, p90Days: 9 },
      { stage: 'samplingToLab', label: '现场采样→实验室检测', projects: 1, medianDays: 5, p90Days: 5 },
      { stage: 'labToReport', label: '实验室检测→报告编制', projects: 1, medianDays: 16, p90Days: 16 },
      { stage: 'reportToIssue', label: '报告编制→报告签发', projects: 1, medianDays: 5, p90Days: 5 },
    ]);
    expect(stageTurnaround([], '2026-01-01', '2026-01-31').map((s) => [s.projects, s.medianDays, s.p90Days])).toEqual(Array(5).fill([0, null, null]));
  });
});
