import type { PointJudgementView } from '@ohit/contracts';
import { mapProvincialRecord, type PushSources } from './push-record-mapper';

const point = (hazard: string, over: Partial<PointJudgementView> = {}): PointJudgementView =>
  ({
    workshop: '喷漆车间',
    post: '喷漆工',
    pointName: '喷漆房1',
    hazard,
    samples: [{ code: 'S1', kind: 'TWA', state: 'tested', resultText: '4.13', resultUnit: 'mg/m³', durationMinutes: '480', samplingDate: '2026-03-02', tested: true }],
    cTwa: '4.13',
    cSte: null,
    cMe: null,
    values: [{ label: 'C_TWA', value: '4.13', text: '4.13', unit: 'mg/m³' }],
    limit: null,
    checks: [],
    conclusion: '符合',
    explanation: '',
    complete: true,
    ...over,
  }) as PointJudgementView;

const sources = (over: Partial<PushSources> = {}): PushSources => ({
  idempotencyKey: 'K:1',
  organisation: { name: '检测公司', creditCode: '91320100MA1XXXXX0X', director: '周主任' },
  projectLeader: '李负责',
  entrustDate: '2026-02-01',
  employer: {
    name: '某化工',
    creditCode: '91320115MA1ABCDE1X',
    economicTypeCode: '159',
    industryCode: '2641',
    scale: null,
    areaCode: '320115000',
    area: '江苏省/南京市/江宁区',
    registeredAddress: '注册地址',
    address: '地址',
    employeeCount: 120,
    exposedCount: 30,
    legalPerson: '陈法人',
    contact: '王经理',
    phone: '13800000000',
  },
  report: { code: 'DJ-1', checkType: '31', issueDate: '2026-03-20', preparer: '编制人', issuer: '签发人' },
  surveyDates: ['2026-03-01'],
  incomingSample: false,
  samplingDates: ['2026-03-03', '2026-03-02'],
  participants: [
    { name: '张三', role: '2' },
    { name: '张三', role: '1' },
  ],
  points: [point('甲苯'), point('噪声', { conclusion: '不符合', values: [{ label: 'LEX,8h', value: '87.2', text: '87.2', unit: 'dB(A)' }] })],
  posts: { '喷漆车间/喷漆工': { hours: '8.0', days: '5.0' } },
  codes: { 甲苯: { checkItemCode: '11003', resultItemCode: '1100301', unitCode: '1001' }, 噪声: { checkItemCode: '20001', resultItemCode: '2000101', unitCode: '1016' } },
  ...over,
});

describe('mapProvincialRecord: our data → the province\'s record, never retyped', () => {
  it('maps the employer, the report and each judged point with the province\'s codes and the exact value', () => {
    const { record, blockers } = mapProvincialRecord(sources());
    expect(blockers).toEqual([]);
    expect(record.employer).toMatchObject({ creditCode: '91320115MA1ABCDE1X', scaleCode: '5', areaCode: '320115000', exposedTotal: 30 });
    expect(record.report).toMatchObject({ checkType: '31', samplingBegin: '2026-03-02', samplingEnd: '2026-03-03', participants: [{ name: '张三', roles: ['1', '2'] }] });
    expect(record.points.map((p) => [p.checkItemCode, p.conclusion, p.results[0]])).toEqual([
      ['11003', '1', { code: '1100301', value: '4.13', unit: '1001' }],
      ['20001', '0', { code: '2000101', value: '87.2', unit: '1016' }],
    ]);
    expect(record.points[0]).toMatchObject({ dailyContactHours: '8.0', weekWorkDays: '5.0', checkDate: '2026-03-02' });
  });

  it('lists every blocker in Chinese: an unmapped hazard, a missing employer fact, a check type the province does not know', () => {
    const src = sources({ codes: {}, report: { code: 'DJ-1', checkType: '99', issueDate: null, preparer: null, issuer: null } });
    src.employer.areaCode = null;
    src.employer.exposedCount = null;
    const { blockers } = mapProvincialRecord(src);
    expect(blockers).toEqual([
      '用人单位“某化工”缺少行政区划代码',
      '用人单位“某化工”缺少接害人数',
      '项目的检测类型不是省平台的检测类型（10/20/30/31/32/33）',
      '危害因素“噪声”未维护省平台编码对照',
      '危害因素“甲苯”未维护省平台编码对照',
    ]);
  });

  it('blocks a project without a survey date or a 项目负责人 instead of sending them empty (来样 has no survey to date)', () => {
    const { record, blockers } = mapProvincialRecord(sources({ surveyDates: [], projectLeader: ' ' }));
    expect(blockers).toEqual(['项目缺少调查日期：请在现场调查中填写“调查日期”', '项目未指定项目负责人：请在项目中填写“项目负责人”']);
    expect(record.report).toMatchObject({ surveyBegin: '', surveyEnd: '' });
    expect(mapProvincialRecord(sources({ surveyDates: [], incomingSample: true })).blockers).toEqual([]);
    expect(mapProvincialRecord(sources({ projectLeader: null })).blockers).toEqual(['项目未指定项目负责人：请在项目中填写“项目负责人”']);
    expect(mapProvincialRecord(sources()).record.checkOrg.projectLeader).toBe('李负责');
  });

  it('sends a result below the detection limit as "<" + the limit, exactly as the report writes it, not the 0.00 counted', () => {
    const below = point('甲苯', { cTwa: '0.00', values: [{ label: 'C_TWA', value: '0.00', text: '<0.010', unit: 'mg/m³' }] });
    const { record, blockers } = mapProvincialRecord(sources({ points: [below] }));
    expect(blockers).toEqual([]);
    expect(record.points[0].results).toEqual([{ code: '1100301', value: '<0.010', unit: '1001' }]);
    // quantified values stay the exact decimal text
    expect(mapProvincialRecord(sources()).record.points[0].results[0].value).toBe('4.13');
    const unreadable = point('甲苯', { values: [{ label: 'C_TWA', value: '0.00', text: '<LOD', unit: 'mg/m³' }] });
    expect(mapProvincialRecord(sources({ points: [unreadable] })).blockers).toEqual(['检测点“喷漆车间/喷漆工/喷漆房1 甲苯”的低于检出限结果“<LOD”应写作“<检出限”']);
  });
});
