import type { JudgedLimitView, JudgementConclusion, PointJudgementView, ReportContent } from '@ohit/contracts';

/** Hazards of the specimen with their GBZ 2.1-2019 rows (mg/m³) and the values their samples read. */
const HAZARDS: { name: string; limit: Omit<JudgedLimitView, 'name' | 'edition' | 'source'>; base: number; lod: string }[] = [
  { name: '苯', limit: { kind: 'chemical', macValue: null, twa: '6', stel: '10', totalDustTwa: null, respirableDustTwa: null }, base: 4.5, lod: '0.36' },
  { name: '甲苯', limit: { kind: 'chemical', macValue: null, twa: '50', stel: '100', totalDustTwa: null, respirableDustTwa: null }, base: 38, lod: '0.24' },
  { name: '二甲苯（全部异构体）', limit: { kind: 'chemical', macValue: null, twa: '50', stel: '100', totalDustTwa: null, respirableDustTwa: null }, base: 30, lod: '0.3' },
  { name: '乙酸乙酯', limit: { kind: 'chemical', macValue: null, twa: '200', stel: '300', totalDustTwa: null, respirableDustTwa: null }, base: 120, lod: '0.5' },
  { name: '锰及其无机化合物', limit: { kind: 'chemical', macValue: null, twa: '0.15', stel: null, totalDustTwa: null, respirableDustTwa: null }, base: 0.12, lod: '0.006' },
  { name: '其他粉尘', limit: { kind: 'dust', macValue: null, twa: null, stel: null, totalDustTwa: '8', respirableDustTwa: null }, base: 6, lod: '0.2' },
];

const WORKSHOPS = ['喷涂车间', '焊接车间', '机加工车间', '装配车间', '仓储物流部'];
const POSTS = ['喷漆工', '调漆工', '电焊工', '打磨工', '装配工', '叉车司机'];

/** A deterministic value of sample k of point i: mostly above the detection limit, every fifth point below it. */
function sampleText(i: number, k: number, base: number, lod: string): string {
  if (i % 5 === 4) return `<${lod}`;
  return (base * (0.6 + (((i * 7 + k * 3) % 11) / 10))).toFixed(2);
}

function specimenPoint(i: number): PointJudgementView {
  const h = HAZARDS[i % HAZARDS.length];
  const workshop = WORKSHOPS[Math.floor(i / HAZARDS.length) % WORKSHOPS.length];
  const post = POSTS[i % POSTS.length];
  const samples = [0, 1, 2].map((k) => ({
    code: `SP-2026-${String(i * 3 + k + 1).padStart(5, '0')}`,
    kind: 'TWA',
    state: 'tested',
    resultText: sampleText(i, k, h.base, h.lod),
    resultUnit: 'mg/m³',
    durationMinutes: '150',
    samplingDate: '2026-03-02',
    tested: true,
  }));
  const cTwa = i % 5 === 4 ? `<${h.lod}` : (h.base * (0.6 + ((i * 7) % 11) / 10)).toFixed(2);
  const limitValue = h.limit.twa ?? h.limit.totalDustTwa ?? '0';
  const passed = i % 5 === 4 || Number(cTwa) <= Number(limitValue);
  const conclusion: JudgementConclusion = passed ? '符合' : '不符合';
  return {
    workshop,
    post,
    pointName: `${workshop}${post}岗位${(i % 4) + 1}号点`,
    hazard: h.name,
    samples,
    cTwa,
    cSte: null,
    cMe: null,
    values: [{ label: 'C_TWA', value: cTwa.replace('<', ''), text: cTwa, unit: 'mg/m³' }],
    limit: { name: h.name, edition: 'GBZ 2.1-2019', source: 'GBZ 2.1-2019 表1', ...h.limit },
    checks: [
      {
        rule: 'gbz2.1-2019/twa',
        edition: 'GBZ 2.1-2019',
        source: 'GBZ 2.1-2019 时间加权平均容许浓度 (PC-TWA)',
        formula: 'C_TWA ≤ PC-TWA',
        limit: limitValue,
        value: cTwa,
        passed,
        explanation: passed ? 'C_TWA 未超过 PC-TWA' : 'C_TWA 超过 PC-TWA',
      },
    ],
    conclusion,
    explanation: passed ? '' : `C_TWA ${cTwa} mg/m³ 超过 PC-TWA ${limitValue} mg/m³`,
    complete: true,
  };
}

/**
 * A specimen report (样张) of `points` sampling points — deterministic, every chapter filled, every
 * fifth result below the detection limit ('<'), some points 不符合 — for tests and the render bench
 * (about 12 points a page: 450 points print about 40 pages).
 */
export function specimenReportContent(points = 24): ReportContent {
  const judged = Array.from({ length: points }, (_, i) => specimenPoint(i));
  const posts = WORKSHOPS.flatMap((workshop) =>
    POSTS.map((post, j) => ({ workshop, post, headcount: 4 + j, hoursPerDay: '8', daysPerWeek: '5', hazards: HAZARDS.filter((_, k) => (k + j) % 2 === 0).map((h) => h.name) })),
  );
  const failing = judged.filter((p) => p.conclusion === '不符合');
  return {
    reportNo: 'OHIT-JC-2026-0001',
    version: 1,
    amendment: null,
    template: 'periodic',
    checkTypeName: '定期检测',
    title: '职业病危害因素定期检测报告',
    organisation: {
      name: '华东职业卫生技术服务有限公司',
      qualification: '（苏）卫职技字（2024）第0001号',
      qualificationLevel: '甲级',
      creditCode: '91320100MA1AAAAA1B',
      legalRepresentative: '陈立',
      technicalDirector: '刘工',
      address: '南京市玄武区中山路1号',
      phone: '025-12345678',
    },
    employer: {
      name: '江苏示例机械制造有限公司',
      creditCode: '91320100MA1XXXXXX1',
      address: '南京市江宁区科学园示例路88号',
      contact: '王经理',
      phone: '13800000000',
      industry: '通用设备制造业',
      employees: 320,
      exposedWorkers: 186,
    },
    project: {
      code: 'XM-2026-0001',
      name: '江苏示例机械制造有限公司2026年度职业病危害因素定期检测',
      contractNo: 'HT-2026-0001',
      surveyDate: '2026-02-26',
      samplingDates: ['2026-03-02', '2026-03-03', '2026-03-04'],
      labDates: ['2026-03-05', '2026-03-06'],
      reportDate: '2026-03-20',
    },
    team: [
      { name: '张三', role: '项目负责人' },
      { name: '李四', role: '现场调查' },
      { name: '王五', role: '采样' },
      { name: '赵六', role: '实验室检测' },
      { name: '钱七', role: '报告编制' },
    ],
    posts,
    basis: ['GBZ 159-2004 工作场所空气中有害物质监测的采样规范', 'GBZ 2.1-2019 工作场所有害因素职业接触限值 第1部分：化学有害因素', 'GBZ/T 300 工作场所空气有毒物质测定', 'GBZ/T 192.1-2007 工作场所空气中粉尘测定 第1部分：总粉尘浓度'],
    limitsEdition: 'GBZ 2.1-2019',
    methods: HAZARDS.map((h, i) => ({
      hazard: h.name,
      standard: i === 5 ? 'GBZ/T 192.1-2007' : `GBZ/T 300.${60 + i}-2017`,
      method: i === 5 ? '滤膜称量法' : '溶剂解吸-气相色谱法',
      instruments: [
        { name: i === 5 ? '电子天平' : '气相色谱仪', model: i === 5 ? 'XS105' : 'GC-2014', code: `YQ-${String(i + 1).padStart(3, '0')}`, calibratedUntil: '2026-12-31' },
        { name: '个体采样泵', model: 'GilAir Plus', code: `CY-${String(i + 11).padStart(3, '0')}`, calibratedUntil: '2026-09-30' },
      ],
    })),
    points: judged,
    postConclusions: WORKSHOPS.flatMap((workshop) =>
      POSTS.map((post) => {
        const bad = failing.some((p) => p.workshop === workshop && p.post === post);
        return { workshop, post, conclusion: (bad ? '不符合' : '符合') as JudgementConclusion, explanation: bad ? '存在超标检测点' : '各检测点均符合职业接触限值要求' };
      }),
    ),
    conclusion: failing.length ? '不符合' : '符合',
    conclusionText: failing.length ? `本次检测共${points}个检测点，其中${failing.length}个检测点不符合 GBZ 2.1-2019 的要求。` : `本次检测共${points}个检测点，均符合 GBZ 2.1-2019 的要求。`,
    recommendations: ['对超标岗位加强局部排风设施的维护，确保其有效运行。', '为接触有机溶剂的劳动者配备并督促其正确佩戴防毒口罩。', '定期组织职业健康检查，建立职业健康监护档案。'],
    attachments: [
      { kind: 'layout', title: '检测点位布置图', attachmentId: null },
      { kind: 'photo', title: '现场采样照片', attachmentId: null },
      { kind: 'plan', title: '采样方案', attachmentId: null },
    ],
    verifyUrl: null,
  };
}
