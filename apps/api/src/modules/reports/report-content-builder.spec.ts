import type { PointJudgementView, ProjectJudgementsView } from '@ohit/contracts';
import { GENERAL_RECOMMENDATIONS } from '@ohit/domain';
import { buildReportContent, conclusionText, detectionBasis, methodsUsed, postConclusions, type ReportFacts } from './report-content-builder';

const point = (over: Partial<PointJudgementView>): PointJudgementView => ({
  workshop: '喷漆车间',
  post: '喷漆工',
  pointName: '喷漆房1',
  hazard: '甲苯',
  samples: [],
  cTwa: '5.0',
  cSte: null,
  cMe: null,
  values: [{ label: 'C_TWA', value: '5.0', text: '5.0', unit: 'mg/m³' }],
  limit: { name: '甲苯', kind: 'chemical', macValue: null, twa: '50', stel: '100', totalDustTwa: null, respirableDustTwa: null, edition: 'GBZ 2.1-2019', source: 'x' },
  checks: [],
  conclusion: '符合',
  explanation: 'C_TWA 5.0 ≤ PC-TWA 50，符合',
  complete: true,
  ...over,
});

const judged = (points: PointJudgementView[], over: Partial<ProjectJudgementsView> = {}): ProjectJudgementsView => ({
  projectId: 1,
  edition: 'GBZ 2.1-2019',
  conclusion: points.some((p) => p.conclusion === '不符合') ? '不符合' : points.some((p) => p.conclusion === '无法判定') || points.length === 0 ? '无法判定' : '符合',
  explanation: '',
  failingPoints: [],
  counts: { planned: 0, collected: 0, tested: 0 },
  points,
  ...over,
});

const NOISE = point({ workshop: '冲压车间', post: '冲压工', pointName: '冲床1', hazard: '噪声', limit: { name: '噪声', kind: 'physical', macValue: null, twa: null, stel: null, totalDustTwa: null, respirableDustTwa: null, edition: 'GBZ 2.2-2007', source: 'GBZ 2.2-2007' }, conclusion: '不符合' });

const facts = (over: Partial<ReportFacts> = {}): ReportFacts => ({
  reportNo: 'OHIT-DJ-2026-0001',
  version: 1,
  amendment: null,
  template: 'periodic',
  checkTypeName: '定期检测',
  reportDate: '2026-03-20',
  organisation: { name: '示范公司', qualification: null, address: null, phone: null },
  employer: { name: '某厂', creditCode: null, address: null, contact: null, phone: null, industry: null, employeeCount: null },
  project: { code: 'XM-2026-0001', name: '定期检测', contractNo: null, surveyDate: null, samplingDates: [], labDates: [] },
  team: [],
  surveyPosts: [
    { workshop: '喷漆车间', post: '喷漆工', headcount: 6, exposedHeadcount: 4, hoursPerDay: '8.0', daysPerWeek: '5.0' },
    { workshop: '冲压车间', post: '冲压工', headcount: 3, exposedHeadcount: 3, hoursPerDay: '8.0', daysPerWeek: '5.0' },
  ],
  surveyHazards: [],
  methodRows: [],
  measurements: [],
  attachments: [],
  judgements: judged([point({}), NOISE]),
  rejectedSamples: [],
  ...over,
});

describe('report content', () => {
  it('cites only the standards the points used: sampling and GBZ 2.1 for airborne hazards, GBZ/T 189.8 and GBZ 2.2 for noise', () => {
    expect(detectionBasis({ template: 'periodic', methodRows: [{ hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: 'x', instrument: null }], judgements: judged([point({}), NOISE]) })).toEqual([
      'GBZ 159-2004 工作场所空气中有害物质监测的采样规范',
      'GBZ/T 300.66-2017',
      'GBZ/T 189.8-2007 工作场所物理因素测量 第8部分：噪声',
      'GBZ 2.1-2019 工作场所有害因素职业接触限值 第1部分：化学有害因素',
      'GBZ 2.2-2007 工作场所有害因素职业接触限值 第2部分：物理因素',
    ]);
    expect(detectionBasis({ template: 'periodic', methodRows: [], judgements: judged([NOISE]) })).toEqual([
      'GBZ/T 189.8-2007 工作场所物理因素测量 第8部分：噪声',
      'GBZ 2.2-2007 工作场所有害因素职业接触限值 第2部分：物理因素',
    ]);
    // incoming samples were not sampled by us: no sampling standard
    expect(detectionBasis({ template: 'incoming', methodRows: [], judgements: judged([point({})]) })).toEqual(['GBZ 2.1-2019 工作场所有害因素职业接触限值 第1部分：化学有害因素']);
  });

  it('lists each method once with every instrument it used', () => {
    const gc = { name: '气相色谱仪', model: 'GC-2014', code: 'YQ-1', calibratedUntil: '2026-12-31' };
    const pump = { name: '采样泵', model: null, code: 'CY-7', calibratedUntil: null };
    expect(
      methodsUsed([
        { hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '气相色谱法', instrument: gc },
        { hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '气相色谱法', instrument: pump },
        { hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '气相色谱法', instrument: gc },
      ]),
    ).toEqual([{ hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '气相色谱法', instruments: [gc, pump] }]);
  });

  it('rolls each post up from its points and says the project’s conclusion in words', () => {
    const failing = point({ pointName: '喷漆房2', conclusion: '不符合' });
    expect(postConclusions([point({}), failing, NOISE])).toEqual([
      { workshop: '喷漆车间', post: '喷漆工', conclusion: '不符合', explanation: '1 个检测点不符合：喷漆房2 甲苯' },
      { workshop: '冲压车间', post: '冲压工', conclusion: '不符合', explanation: '1 个检测点不符合：冲床1 噪声' },
    ]);
    expect(conclusionText(judged([point({})]))).toBe('本次共检测 1 个检测点，检测结果均符合 GBZ 2.1-2019 职业接触限值的要求。');
    expect(conclusionText(judged([point({}), NOISE]))).toBe('本次共检测 2 个检测点，其中 1 个检测点不符合 GBZ 2.1-2019、GBZ 2.2-2007 职业接触限值的要求：冲压车间/冲压工/冲床1 噪声。');
    expect(conclusionText(judged([point({ conclusion: '无法判定' })], { explanation: '1 个检测点尚无法判定：x' }))).toBe('本次共检测 1 个检测点，1 个检测点尚无法判定：x，暂无法给出检测结论。');
    expect(conclusionText(judged([]))).toBe('尚无检测点，无法给出检测结论。');
  });

  it('builds the whole content: headcounts from the survey, recommendations per failing hazard, warnings for what cannot be judged', () => {
    const undecided = point({ pointName: '调漆台', conclusion: '无法判定', explanation: '尚有 1 个样品未出检测结果', complete: false });
    const content = buildReportContent(facts({ judgements: judged([point({}), NOISE, undecided]), rejectedSamples: ['S9'] }));
    expect(content).toMatchObject({ title: '职业病危害因素定期检测报告', reportNo: 'OHIT-DJ-2026-0001', conclusion: '不符合', verifyUrl: null });
    expect(content.employer).toMatchObject({ employees: 9, exposedWorkers: 7 });
    expect(content.project.reportDate).toBe('2026-03-20');
    expect(content.recommendations).toHaveLength(1 + GENERAL_RECOMMENDATIONS.length);
    expect(content.recommendations[0]).toMatch(/^冲压车间\/冲压工的噪声检测结果超过职业接触限值，应选用低噪声设备/);
    expect(content.warnings).toEqual(['喷漆车间/喷漆工/调漆台 甲苯：无法判定（尚有 1 个样品未出检测结果）', '样品 S9 已被实验室拒收，没有检测结果']);
    // the unit's own headcount wins over the survey's sum
    expect(buildReportContent(facts({ employer: { ...facts().employer, employeeCount: 120 } })).employer.employees).toBe(120);
    expect(buildReportContent(facts({ surveyPosts: [] })).employer).toMatchObject({ employees: null, exposedWorkers: null });
  });

  it('lists the field measurements’ instruments under 噪声 and 高温 with their measuring standards, and cites each standard once', () => {
    const meter = { name: '多功能声级计', model: 'AWA5688', code: 'YQ-12', calibratedUntil: '2026-09-30' };
    const wbgt = { name: 'WBGT指数仪', model: 'HWS-1', code: 'YQ-15', calibratedUntil: '2026-06-30' };
    const gc = { name: '气相色谱仪', model: 'GC-2014', code: 'YQ-1', calibratedUntil: '2026-12-31' };
    const pump = { name: '个体采样泵', model: 'QC-2', code: 'CY-7', calibratedUntil: '2026-08-31' };
    const c = buildReportContent(
      facts({
        methodRows: [
          { hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '溶剂解吸-气相色谱法', instrument: gc },
          // the sampler used on site for the same samples
          { hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '溶剂解吸-气相色谱法', instrument: pump },
        ],
        measurements: [
          { hazard: '噪声', instrument: meter },
          { hazard: '高温', instrument: wbgt },
          { hazard: '高温', instrument: null },
        ],
      }),
    );
    expect(c.methods).toEqual([
      { hazard: '高温', standard: 'GBZ/T 189.7-2007', method: '现场测量（WBGT指数）', instruments: [wbgt] },
      { hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '溶剂解吸-气相色谱法', instruments: [gc, pump] },
      { hazard: '噪声', standard: 'GBZ/T 189.8-2007', method: '现场测量（等效连续A声级）', instruments: [meter] },
    ]);
    // heat was measured though no heat point is judged yet: its standard is cited all the same, once, with its title
    expect(c.basis).toEqual([
      'GBZ 159-2004 工作场所空气中有害物质监测的采样规范',
      'GBZ/T 300.66-2017',
      'GBZ/T 189.8-2007 工作场所物理因素测量 第8部分：噪声',
      'GBZ/T 189.7-2007 工作场所物理因素测量 第7部分：高温',
      'GBZ 2.1-2019 工作场所有害因素职业接触限值 第1部分：化学有害因素',
      'GBZ 2.2-2007 工作场所有害因素职业接触限值 第2部分：物理因素',
    ]);
    // without measurements nothing physical is listed among the methods
    expect(buildReportContent(facts({ judgements: judged([point({})]) })).methods).toEqual([]);
  });

  it('prints the organisation as read from 机构管理', () => {
    const organisation = { name: '示范公司', qualification: '（苏）卫职技字（2024）第0001号', qualificationLevel: '甲级', creditCode: '91320100MA1AAAAA1B', legalRepresentative: '陈立', technicalDirector: '刘工', address: '南京市', phone: '025-12345678' };
    expect(buildReportContent(facts({ organisation })).organisation).toEqual(organisation);
  });
});
