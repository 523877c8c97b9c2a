import type {
  PointJudgementView,
  ProjectJudgementsView,
  ReportAttachmentRef,
  ReportContent,
  ReportEmployer,
  ReportMethodUsed,
  ReportPostConclusion,
  ReportSurveyPost,
  ReportTeamMember,
  ReportTemplateKind,
} from '@ohit/contracts';
import { type FailingHazard, PHYSICAL_LIMITS_EDITION, type RecommendationHazardKind, reportRecommendations, rollUpPoints } from '@ohit/domain';

// Pure (no Nest, no database): what a report says, from the facts read for it and its project's judgement.

/** A method that produced results of the project, with an instrument used (the laboratory's, or the sampler on site). */
export interface MethodRow {
  hazard: string;
  standard: string;
  method: string;
  instrument: { name: string; model: string | null; code: string | null; calibratedUntil: string | null } | null;
}

/** A noise or heat measurement's instrument on a sampling day (sampling_day_measurements → the equipment ledger); null when none was named. */
export interface MeasurementInstrument {
  hazard: '噪声' | '高温';
  instrument: MethodRow['instrument'];
}

export interface SurveyPostFact {
  workshop: string;
  post: string;
  headcount: number | null;
  exposedHeadcount: number | null;
  hoursPerDay: string | null;
  daysPerWeek: string | null;
}

/** What is read of the project for its report (ReportReads.facts). */
export interface ProjectFacts {
  organisation: ReportContent['organisation'];
  employer: Omit<ReportEmployer, 'employees' | 'exposedWorkers'> & { employeeCount: number | null };
  project: Omit<ReportContent['project'], 'reportDate'>;
  team: ReportTeamMember[];
  surveyPosts: SurveyPostFact[];
  surveyHazards: { workshop: string; post: string; hazard: string }[];
  methodRows: MethodRow[];
  /** The field measurements' instruments (噪声, 高温), one entry per hazard and instrument. */
  measurements: MeasurementInstrument[];
  attachments: ReportAttachmentRef[];
}

/** Everything a report's content is built from. */
export interface ReportFacts extends ProjectFacts {
  reportNo: string | null;
  version: number;
  amendment: ReportContent['amendment'];
  template: ReportTemplateKind;
  checkTypeName: string;
  /** The day it is compiled (编制日期). */
  reportDate: string;
  judgements: ProjectJudgementsView;
  /** Samples the laboratory refused: no result will come. */
  rejectedSamples: string[];
}

const TITLES: Readonly<Record<ReportTemplateKind, string>> = {
  periodic: '职业病危害因素定期检测报告',
  evaluation: '职业病危害因素评价检测报告',
  supervision: '职业病危害因素监督检测报告',
  incoming: '检测报告（来样检测）',
};

const SAMPLING_STANDARD = 'GBZ 159-2004 工作场所空气中有害物质监测的采样规范';
const NOISE_STANDARD_NO = 'GBZ/T 189.8-2007';
const HEAT_STANDARD_NO = 'GBZ/T 189.7-2007';
const NOISE_STANDARD = `${NOISE_STANDARD_NO} 工作场所物理因素测量 第8部分：噪声`;
const HEAT_STANDARD = `${HEAT_STANDARD_NO} 工作场所物理因素测量 第7部分：高温`;

/** How the field measurements are listed among the methods: their measuring standard and what is measured. */
const MEASUREMENT_METHODS: Readonly<Record<MeasurementInstrument['hazard'], { standard: string; method: string }>> = {
  噪声: { standard: NOISE_STANDARD_NO, method: '现场测量（等效连续A声级）' },
  高温: { standard: HEAT_STANDARD_NO, method: '现场测量（WBGT指数）' },
};
const CHEMICAL_LIMITS_TITLE = '工作场所有害因素职业接触限值 第1部分：化学有害因素';
const PHYSICAL_LIMITS_TITLE = '工作场所有害因素职业接触限值 第2部分：物理因素';

const isPhysical = (p: PointJudgementView) => p.hazard === '噪声' || p.hazard === '高温' || p.limit?.kind === 'physical';

/** How the report names a point: 车间/岗位/点位 危害因素. */
export const pointName = (p: Pick<PointJudgementView, 'workshop' | 'post' | 'pointName' | 'hazard'>) => `${p.workshop ?? ''}/${p.post ?? ''}/${p.pointName} ${p.hazard}`;

function recommendationKind(p: PointJudgementView): RecommendationHazardKind {
  if (p.hazard === '噪声') return 'noise';
  if (p.hazard === '高温') return 'heat';
  return p.limit?.kind === 'dust' ? 'dust' : 'chemical';
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];
const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

/**
 * 检测依据: the sampling rules, the methods' standards, the measuring standards and the limits' editions — only
 * those the points or the field measurements used (a measuring standard once, with its title).
 */
export function detectionBasis(f: Pick<ReportFacts, 'template' | 'methodRows' | 'judgements'> & Partial<Pick<ReportFacts, 'measurements'>>): string[] {
  const points = f.judgements.points;
  const measured = (hazard: MeasurementInstrument['hazard']) => points.some((p) => p.hazard === hazard) || (f.measurements ?? []).some((m) => m.hazard === hazard);
  const airborne = points.some((p) => !isPhysical(p));
  const basis: string[] = [];
  if (airborne && f.template !== 'incoming') basis.push(SAMPLING_STANDARD);
  const measuring = [NOISE_STANDARD_NO, HEAT_STANDARD_NO];
  basis.push(...unique(f.methodRows.map((r) => r.standard.trim()).filter((s) => s !== '' && !measuring.includes(s))).sort());
  if (measured('噪声')) basis.push(NOISE_STANDARD);
  if (measured('高温')) basis.push(HEAT_STANDARD);
  if (f.judgements.edition && (airborne || points.length === 0)) basis.push(`${f.judgements.edition} ${CHEMICAL_LIMITS_TITLE}`);
  if (points.some(isPhysical)) basis.push(`${PHYSICAL_LIMITS_EDITION} ${PHYSICAL_LIMITS_TITLE}`);
  return basis;
}

/** The methods with the instruments each used (one entry per hazard, standard and method). */
export function methodsUsed(rows: readonly MethodRow[]): ReportMethodUsed[] {
  const byMethod = new Map<string, ReportMethodUsed>();
  for (const r of rows) {
    const key = JSON.stringify([r.hazard, r.standard, r.method]);
    const entry = byMethod.get(key) ?? { hazard: r.hazard, standard: r.standard, method: r.method, instruments: [] };
    const i = r.instrument;
    if (i && !entry.instruments.some((x) => x.name === i.name && x.code === i.code)) entry.instruments.push({ ...i });
    byMethod.set(key, entry);
  }
  return [...byMethod.values()].sort((a, b) => a.hazard.localeCompare(b.hazard, 'zh-CN') || a.standard.localeCompare(b.standard));
}

/** The field measurements as method rows: 噪声 by GBZ/T 189.8, 高温 by GBZ/T 189.7, each with the instruments measured with. */
export function measurementMethodRows(measurements: readonly MeasurementInstrument[]): MethodRow[] {
  return measurements.map((m) => ({ hazard: m.hazard, ...MEASUREMENT_METHODS[m.hazard], instrument: m.instrument }));
}

/** The surveyed posts with the hazards the survey found there. */
export function surveyPosts(f: Pick<ReportFacts, 'surveyPosts' | 'surveyHazards'>): ReportSurveyPost[] {
  return f.surveyPosts.map((p) => ({
    workshop: p.workshop,
    post: p.post,
    headcount: p.headcount,
    hoursPerDay: p.hoursPerDay,
    daysPerWeek: p.daysPerWeek,
    hazards: unique(f.surveyHazards.filter((h) => h.workshop === p.workshop && h.post === p.post).map((h) => h.hazard)),
  }));
}

/** Each post's conclusion rolled up from its points (domain rollUpPoints), posts in the order their points come. */
export function postConclusions(points: readonly PointJudgementView[]): ReportPostConclusion[] {
  const posts = new Map<string, PointJudgementView[]>();
  for (const p of points) {
    const key = JSON.stringify([p.workshop, p.post]);
    posts.set(key, [...(posts.get(key) ?? []), p]);
  }
  return [...posts.values()].map((group) => {
    const rollUp = rollUpPoints(group.map((p) => ({ name: `${p.pointName} ${p.hazard}`, conclusion: p.conclusion })));
    return { workshop: group[0].workshop, post: group[0].post, conclusion: rollUp.conclusion, explanation: rollUp.explanation };
  });
}

/** The project's conclusion in the report's words: how many points, which fail, against which editions. */
export function conclusionText(judgements: ProjectJudgementsView): string {
  const points = judgements.points;
  if (points.length === 0) return '尚无检测点，无法给出检测结论。';
  const editions = unique(points.map((p) => p.limit?.edition).filter((e): e is string => !!e)).sort();
  const against = editions.length > 0 ? `${editions.join('、')} ` : '';
  if (judgements.conclusion === '符合') return `本次共检测 ${points.length} 个检测点，检测结果均符合 ${against}职业接触限值的要求。`;
  if (judgements.conclusion === '不符合') {
    const failing = points.filter((p) => p.conclusion === '不符合').map(pointName);
    return `本次共检测 ${points.length} 个检测点，其中 ${failing.length} 个检测点不符合 ${against}职业接触限值的要求：${failing.join('、')}。`;
  }
  return `本次共检测 ${points.length} 个检测点，${judgements.explanation}，暂无法给出检测结论。`;
}

/** What the compiler should see before submitting: points that cannot be judged and why, samples refused. */
export function contentWarnings(f: Pick<ReportFacts, 'judgements' | 'rejectedSamples'>): string[] {
  return [
    ...f.judgements.points.filter((p) => p.conclusion === '无法判定').map((p) => `${pointName(p)}：无法判定（${p.explanation}）`),
    ...f.rejectedSamples.map((code) => `样品 ${code} 已被实验室拒收，没有检测结果`),
  ];
}

/** A report's content from its facts: never typed, every number from the project's records and judgement. */
export function buildReportContent(f: ReportFacts): ReportContent {
  const failing: FailingHazard[] = f.judgements.points
    .filter((p) => p.conclusion === '不符合')
    .map((p) => ({ hazard: p.hazard, kind: recommendationKind(p), places: [[p.workshop, p.post].filter(Boolean).join('/')] }));
  const { employeeCount, ...employer } = f.employer;
  const hasPosts = f.surveyPosts.length > 0;
  return {
    reportNo: f.reportNo,
    version: f.version,
    amendment: f.amendment,
    template: f.template,
    checkTypeName: f.checkTypeName,
    title: TITLES[f.template],
    organisation: f.organisation,
    employer: {
      ...employer,
      employees: employeeCount ?? (hasPosts ? sum(f.surveyPosts.map((p) => p.headcount)) : null),
      exposedWorkers: hasPosts ? sum(f.surveyPosts.map((p) => p.exposedHeadcount)) : null,
    },
    project: { ...f.project, reportDate: f.reportDate },
    team: f.team,
    posts: surveyPosts(f),
    basis: detectionBasis(f),
    limitsEdition: f.judgements.edition,
    methods: methodsUsed([...f.methodRows, ...measurementMethodRows(f.measurements)]),
    points: f.judgements.points,
    postConclusions: postConclusions(f.judgements.points),
    conclusion: f.judgements.conclusion,
    conclusionText: conclusionText(f.judgements),
    recommendations: reportRecommendations(failing),
    attachments: f.attachments,
    verifyUrl: null,
    warnings: contentWarnings(f),
  };
}
