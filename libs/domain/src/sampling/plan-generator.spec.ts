import { gbz21Limits2019 } from '../limits/default-table';
import { codeOf } from '../testing/code-of';
import { limitKindsFor, methodFor, SURVEY } from '../testing/sampling-survey';
import { generateSamplingPlan, limitKindsOf, monitoringTypeOfCheckType, type PlanRow } from './index';

const brief = (r: PlanRow) =>
  `${r.key} ${r.sampleType === 'fixed' ? `${r.points}点` : `${r.subjects}人`} ${r.days}天 ${r.durationMinutes}min`;

describe('monitoringTypeOfCheckType', () => {
  it.each([
    ['10', 'routine'],
    ['20', 'supervision'],
    ['30', 'evaluation'],
    ['31', 'evaluation'],
    ['32', 'evaluation'],
    ['33', 'evaluation'],
  ])('check type %s → %s', (code, type) => {
    expect(monitoringTypeOfCheckType(code)).toBe(type);
  });

  it('refuses a code without sampling requirements', () => {
    expect(() => monitoringTypeOfCheckType('99')).toThrow('检测类型“99”没有对应的采样要求');
  });
});

describe('limitKindsOf', () => {
  const table = gbz21Limits2019();
  it.each([
    ['甲苯', ['TWA', 'STEL']],
    ['氯化氢及盐酸', ['MAC']],
    ['一氧化碳', ['TWA', 'STEL']], // the general (非高原) row
    ['一氧化碳（高原，海拔＞3000 m）', ['MAC']],
    ['锰及其无机化合物', ['TWA']], // the table writes 锰及其无机化合物
    ['其他粉尘', ['TWA']],
    ['电焊烟尘', ['TWA']], // a dust listed without values still needs TWA samples
    ['噪声', []],
  ])('%s → %j', (hazard, kinds) => {
    expect(limitKindsOf(table, hazard)).toEqual(kinds);
  });
});

describe('generateSamplingPlan', () => {
  it('gives the GBZ 159 points and subjects of a survey with known headcounts and equipment (评价: 3 consecutive shifts)', () => {
    const plan = generateSamplingPlan({ checkType: '30', ...SURVEY, methodFor, limitKindsFor });
    expect(plan.monitoringType).toBe('evaluation');
    expect(plan.rows.map(brief)).toEqual([
      // Mn: individual TWA (8 exposed, known highest → 3), fixed TWA points by 12 welding machines → 3
      '焊接车间|焊工|锰及其无机化合物|individual|TWA 3人 3天 480min',
      '焊接车间|焊工|锰及其无机化合物|fixed|TWA 3点 3天 480min',
      // welding fume at two posts: the 3 points the 12 machines ask for are shared 2 + 1
      '焊接车间|焊工|电焊烟尘|individual|TWA 3人 3天 480min',
      '焊接车间|焊工|电焊烟尘|fixed|TWA 2点 3天 480min',
      // CO sampled fixed-point: TWA with the method's 60 min and STEL 15 min
      '焊接车间|焊工|一氧化碳|fixed|TWA 3点 3天 60min',
      '焊接车间|焊工|一氧化碳|fixed|STEL 3点 3天 15min',
      // 打磨工: headcount 4 (no exposed count) → 2 subjects; its 6-hour shift
      '焊接车间|打磨工|电焊烟尘|individual|TWA 2人 3天 360min',
      '焊接车间|打磨工|电焊烟尘|fixed|TWA 1点 3天 360min',
      // no method: fixed-point TWA, 2 grinders → 1 point
      '焊接车间|打磨工|其他粉尘|fixed|TWA 1点 3天 360min',
      // toluene: individual TWA (5 → 2) and fixed STEL by 5 spray booths → 2 points
      '喷漆车间|喷漆工|甲苯|individual|TWA 2人 3天 480min',
      '喷漆车间|喷漆工|甲苯|fixed|STEL 2点 3天 15min',
      '喷漆车间|喷漆工|二甲苯|fixed|TWA 2点 3天 480min',
      '喷漆车间|喷漆工|二甲苯|fixed|STEL 2点 3天 15min',
    ]);
    expect(plan.notes).toEqual(['检测方法库中没有“其他粉尘”的方法，采样器材、流量和时长需手工填写']);
  });

  it('carries the method defaults, the survey facts and the subject selection onto each row', () => {
    const rows = generateSamplingPlan({ checkType: '30', ...SURVEY, methodFor, limitKindsFor }).rows;
    expect(rows[0]).toMatchObject({
      workshop: '焊接车间',
      post: '焊工',
      hazard: '锰及其无机化合物',
      selection: 'known-highest',
      headcount: 8,
      equipmentUnits: null,
      samplesPerUnit: 1,
      flow: '3.5',
      collector: '微孔滤膜',
      medium: '滤膜夹',
      blanksPerBatch: 2,
      method: 'GBZ/T 300.17-2017',
    });
    expect(rows[1]).toMatchObject({ selection: null, equipmentUnits: 12, points: 3, subjects: 0 });
    expect(rows.find((r) => r.hazard === '其他粉尘')).toMatchObject({ flow: '', collector: '', equipmentUnits: 2 });
  });

  it('takes a short-time method’s own collector and flow for STEL and MAC rows', () => {
    const withShort = (h: string) =>
      h === '甲苯' ? { ...methodFor(h)!, shortTime: { collector: '活性炭管（短时）', flow: '0.300', method: 'GBZ/T 300.66-2017 短时间' } } : methodFor(h);
    const rows = generateSamplingPlan({ checkType: '30', ...SURVEY, methodFor: withShort, limitKindsFor }).rows.filter((r) => r.hazard === '甲苯');
    expect(rows.map((r) => [r.kind, r.sampleType, r.collector, r.flow, r.medium, r.method])).toEqual([
      ['TWA', 'individual', '活性炭管', '0.050', '100mg/50mg', 'GBZ/T 300.66-2017'],
      ['STEL', 'fixed', '活性炭管（短时）', '0.300', '', 'GBZ/T 300.66-2017 短时间'],
    ]);
  });

  it('samples 1 shift for 定期检测 and 监督检测, and random selection needs more subjects', () => {
    for (const checkType of ['10', '20']) {
      const rows = generateSamplingPlan({ checkType, ...SURVEY, methodFor, limitKindsFor }).rows;
      expect(new Set(rows.map((r) => r.days))).toEqual(new Set([1]));
    }
    const random = generateSamplingPlan({ checkType: '10', ...SURVEY, methodFor, limitKindsFor, selection: 'random' }).rows;
    expect(random.filter((r) => r.sampleType === 'individual').map((r) => `${r.post} ${r.hazard} ${r.subjects}`)).toEqual([
      '焊工 锰及其无机化合物 6', // 8 workers, random → 6
      '焊工 电焊烟尘 6',
      '打磨工 电焊烟尘 4', // fewer than 6 → all
      '喷漆工 甲苯 5',
    ]);
  });

  it('keeps every row key stable and unique, and regenerating gives the same plan', () => {
    const a = generateSamplingPlan({ checkType: '30', ...SURVEY, methodFor, limitKindsFor });
    const b = generateSamplingPlan({ checkType: '30', ...SURVEY, methodFor, limitKindsFor });
    expect(b).toEqual(a);
    expect(new Set(a.rows.map((r) => r.key)).size).toBe(a.rows.length);
  });

  it('notes a post without headcount and a hazard without limits, and plans nothing for hazards not to be tested', () => {
    const plan = generateSamplingPlan({
      checkType: '10',
      posts: [{ workshop: '仓库', post: '叉车工' }],
      postHazards: [
        { workshop: '仓库', post: '叉车工', hazard: '甲苯', toBeTested: true },
        { workshop: '仓库', post: '叉车工', hazard: '高温', toBeTested: true },
        { workshop: '仓库', post: '叉车工', hazard: '二甲苯', toBeTested: false },
      ],
      equipment: [],
      methodFor,
      limitKindsFor,
    });
    expect(plan.rows.map(brief)).toEqual([
      '仓库|叉车工|甲苯|individual|TWA 0人 1天 480min',
      '仓库|叉车工|甲苯|fixed|STEL 1点 1天 15min',
      '仓库|叉车工|高温|fixed|TWA 1点 1天 480min',
    ]);
    expect(plan.notes).toEqual([
      '“仓库 叉车工”没有接触人数，无法确定个体采样人数',
      '检测方法库中没有“高温”的方法，采样器材、流量和时长需手工填写',
      '限值表中没有“高温”的化学或粉尘限值，按时间加权平均（TWA）采样计划',
    ]);
  });

  it('refuses an unknown check type', () => {
    expect(codeOf(() => generateSamplingPlan({ checkType: 'x', ...SURVEY, methodFor, limitKindsFor }))).toBe('INVALID_ARGUMENT');
  });
});
