import { limitKindsFor, methodFor, SURVEY } from '../testing/sampling-survey';
import { checkSamplingPlan, generateSamplingPlan, toSamplingPlan, type PlanRow } from './index';

const generated = generateSamplingPlan({ checkType: '30', ...SURVEY, methodFor, limitKindsFor }).rows;
const check = (rows: readonly PlanRow[], extra: { consecutiveShifts?: boolean; survey?: typeof SURVEY } = {}) =>
  checkSamplingPlan({ monitoringType: 'evaluation', rows, survey: extra.survey ?? SURVEY, limitKindsFor, consecutiveShifts: extra.consecutiveShifts });
const edit = (key: string, change: Partial<PlanRow>) => generated.map((r) => (r.key === key ? { ...r, ...change } : r));
const without = (key: string) => generated.filter((r) => r.key !== key);

describe('checkSamplingPlan (validateSamplingPlan over stored rows and the survey)', () => {
  it('finds nothing wrong with the generated plan', () => {
    expect(check(generated)).toEqual([]);
  });

  it('builds one work site per workshop and one job per post for the validator', () => {
    const { plan } = toSamplingPlan({ monitoringType: 'evaluation', rows: generated, survey: SURVEY, limitKindsFor });
    expect(plan.workSites.map((s) => [s.name, s.substances])).toEqual([
      ['焊接车间', ['锰及其无机化合物', '电焊烟尘', '一氧化碳', '其他粉尘']],
      ['喷漆车间', ['甲苯', '二甲苯']],
    ]);
    expect(plan.jobs?.map((j) => [j.name, j.workers, j.subjects.map((s) => `${s.substance}×${s.count}`)])).toEqual([
      ['焊接车间 焊工', 8, ['锰及其无机化合物×3', '电焊烟尘×3']],
      ['焊接车间 打磨工', 4, ['电焊烟尘×2']],
      ['喷漆车间 喷漆工', 5, ['甲苯×2']],
    ]);
    expect(plan.shiftsPlanned).toBe(3);
  });

  it('says too few individual subjects in plain Chinese, on the row', () => {
    const key = '焊接车间|焊工|锰及其无机化合物|individual|TWA';
    expect(check(edit(key, { subjects: 2 }))).toEqual([
      expect.objectContaining({ code: 'SUBJECTS_TOO_FEW', message: '焊接车间 焊工岗位 锰及其无机化合物 需个体采样 3 人，方案为 2 人', rowKeys: [key] }),
    ]);
  });

  it('takes the headcount from the survey: more workers since generation need more subjects', () => {
    const survey = { ...SURVEY, posts: SURVEY.posts.map((p) => (p.post === '喷漆工' ? { ...p, exposedHeadcount: 7 } : p)) };
    expect(check(generated, { survey }).map((i) => i.message)).toEqual(['喷漆车间 喷漆工岗位 甲苯 需个体采样 3 人，方案为 2 人']);
  });

  it('says too few fixed points by the equipment count', () => {
    const key = '焊接车间|焊工|锰及其无机化合物|fixed|TWA';
    expect(check(edit(key, { points: 2 }))).toEqual([
      expect.objectContaining({ code: 'POINTS_TOO_FEW', message: '焊接车间 锰及其无机化合物 需定点采样 3 个点，方案为 2 个', rowKeys: [key] }),
    ]);
  });

  it('says a hazard to test has no fixed point left', () => {
    expect(check(without('焊接车间|打磨工|其他粉尘|fixed|TWA')).map((i) => [i.code, i.message])).toEqual([
      ['POINTS_MISSING', '焊接车间 其他粉尘 需定点采样 1 个点，方案未设采样点'],
    ]);
  });

  it('says a sample kind is missing', () => {
    expect(check(without('焊接车间|焊工|一氧化碳|fixed|STEL')).map((i) => [i.message, i.rowKeys])).toEqual([
      ['焊接车间 一氧化碳 需短时间接触（STEL）样品，方案没有', ['焊接车间|焊工|一氧化碳|fixed|TWA']],
    ]);
    // the only fixed row of toluene gone: its points are missing first
    expect(check(without('喷漆车间|喷漆工|甲苯|fixed|STEL')).map((i) => i.message)).toEqual(['喷漆车间 甲苯 需定点采样 2 个点，方案未设采样点']);
    expect(check(without('喷漆车间|喷漆工|甲苯|individual|TWA')).map((i) => i.message)).toEqual([
      '喷漆车间 甲苯 需时间加权平均（TWA）样品，方案没有',
    ]);
  });

  it('says a short-time sample is too long', () => {
    const key = '喷漆车间|喷漆工|二甲苯|fixed|STEL';
    expect(check(edit(key, { durationMinutes: 20 }))).toEqual([
      expect.objectContaining({ code: 'SHORT_SAMPLE_TOO_LONG', message: '喷漆车间 二甲苯 短时间采样不应超过 15 min，方案为 20 min', rowKeys: [key] }),
    ]);
  });

  it('says too few and non-consecutive shifts, marking the short rows', () => {
    const key = '喷漆车间|喷漆工|二甲苯|fixed|TWA';
    const issues = check(edit(key, { days: 2 }), { consecutiveShifts: false });
    expect(issues.map((i) => [i.message, i.rowKeys])).toEqual([
      ['评价监测需采样 3 个工作班，方案为 2 个', [key]],
      ['评价监测的工作班须连续', []],
    ]);
  });

  it('says an invalid post headcount instead of throwing', () => {
    const survey = { ...SURVEY, posts: SURVEY.posts.map((p) => (p.post === '打磨工' ? { ...p, headcount: 0 } : p)) };
    expect(check(generated, { survey }).map((i) => [i.code, i.message])).toEqual([['INVALID_COUNT', '岗位“焊接车间 打磨工”的人数或采样对象数无效']]);
  });
});
