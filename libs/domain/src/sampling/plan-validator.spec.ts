import { validateSamplingPlan, type SamplingPlan } from './index';

const goodPlan: SamplingPlan = {
  monitoringType: 'evaluation',
  shiftsPlanned: 3,
  consecutiveShifts: true,
  limitKinds: { 甲苯: ['TWA', 'STEL'] },
  workSites: [
    {
      name: '喷漆车间',
      substances: ['甲苯', '二甲苯'],
      equipment: [
        { type: '喷漆台', units: 5, substances: ['甲苯', '二甲苯'] },
        { type: '烘干炉', units: 12, substances: ['二甲苯'] },
      ],
      points: [
        { substance: '甲苯', points: 2, kinds: ['TWA', 'STEL'], shortSampleMinutes: 15 },
        { substance: '二甲苯', points: 3, kinds: ['TWA'] },
      ],
    },
  ],
  jobs: [{ name: '喷漆工', workers: 8, selection: 'known-highest', subjects: [{ substance: '甲苯', count: 3 }] }],
};

describe('validateSamplingPlan', () => {
  it('accepts a plan meeting every rule', () => {
    expect(validateSamplingPlan(goodPlan)).toEqual({ valid: true, issues: [] });
  });

  it('lists too few and non-consecutive shifts for evaluation monitoring', () => {
    const r = validateSamplingPlan({ ...goodPlan, shiftsPlanned: 2, consecutiveShifts: false });
    expect(r.valid).toBe(false);
    expect(r.issues.map((i) => i.code)).toEqual(['SHIFTS_TOO_FEW', 'SHIFTS_NOT_CONSECUTIVE']);
    expect(r.issues[0]).toMatchObject({ required: 3, planned: 2 });
    expect(r.issues[0]?.message).toBe('评价监测需采样 3 个工作班，方案为 2 个');
  });

  it('accepts one shift for routine monitoring', () => {
    expect(validateSamplingPlan({ ...goodPlan, monitoringType: 'routine', shiftsPlanned: 1 }).valid).toBe(true);
  });

  it('requires points by the largest equipment group emitting the substance', () => {
    const site = goodPlan.workSites[0]!;
    const r = validateSamplingPlan({
      ...goodPlan,
      workSites: [{ ...site, points: [site.points[0]!, { substance: '二甲苯', points: 2, kinds: ['TWA'] }] }],
    });
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0]).toMatchObject({ code: 'POINTS_TOO_FEW', required: 3, planned: 2, path: 'workSites[0].points[二甲苯]' });
    expect(r.issues[0]?.message).toBe('喷漆车间 二甲苯 需定点采样 3 个点，方案为 2 个');
  });

  it('lists a substance without any point, and a work site with no substance', () => {
    const r = validateSamplingPlan({
      ...goodPlan,
      workSites: [
        { name: '仓库', substances: [], equipment: [], points: [] },
        { name: '调漆间', substances: ['乙酸乙酯'], equipment: [], points: [{ substance: '乙酸乙酯', points: 0, kinds: ['TWA'] }] },
      ],
    });
    expect(r.issues.map((i) => i.code)).toEqual(['WORK_SITE_NO_SUBSTANCE', 'POINTS_MISSING']);
    expect(r.issues[1]).toMatchObject({ required: 1, planned: 0 });
    expect(r.issues.map((i) => i.message)).toEqual(['工作场所“仓库”未列出待测有害物质', '调漆间 乙酸乙酯 需定点采样 1 个点，方案未设采样点']);
  });

  it('lists missing sample kinds and over-long short samples', () => {
    const r = validateSamplingPlan({
      ...goodPlan,
      workSites: [
        {
          name: '喷漆车间',
          substances: ['甲苯'],
          equipment: [],
          points: [{ substance: '甲苯', points: 1, kinds: ['STEL'], shortSampleMinutes: 20 }],
        },
      ],
    });
    expect(r.issues.map((i) => i.code)).toEqual(['SAMPLE_KIND_MISSING', 'SHORT_SAMPLE_TOO_LONG']);
    expect(r.issues.map((i) => i.message)).toEqual([
      '喷漆车间 甲苯 需时间加权平均（TWA）样品，方案没有',
      '喷漆车间 甲苯 短时间采样不应超过 15 min，方案为 20 min',
    ]);
  });

  it('lists too few individual subjects by the random table', () => {
    const r = validateSamplingPlan({
      ...goodPlan,
      jobs: [{ name: '装配工', workers: 30, selection: 'random', subjects: [{ substance: '甲苯', count: 8 }] }],
    });
    expect(r.issues).toEqual([
      expect.objectContaining({ code: 'SUBJECTS_TOO_FEW', required: 9, planned: 8, path: 'jobs[0].subjects[0]' }),
    ]);
    expect(r.issues[0]?.message).toBe('装配工岗位 甲苯 需个体采样 9 人，方案为 8 人');
  });

  it('turns invalid counts into issues instead of throwing', () => {
    const r = validateSamplingPlan({
      ...goodPlan,
      workSites: [
        {
          name: '车间',
          substances: ['甲苯'],
          equipment: [{ type: '泵', units: 0, substances: ['甲苯'] }],
          points: [{ substance: '甲苯', points: 1, kinds: ['TWA', 'STEL'] }],
        },
      ],
      jobs: [{ name: '工', workers: 0, selection: 'random', subjects: [{ substance: '甲苯', count: 1 }] }],
    });
    expect(r.issues.map((i) => i.code)).toEqual(['INVALID_COUNT', 'INVALID_COUNT']);
  });
});
