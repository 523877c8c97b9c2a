import { PUSH_MESSAGES as M } from './provincial-push.messages';
import type { PointJudgementView, ProvincialCheckType, ProvincialDetectionPoint, ProvincialParticipantRole, ProvincialRecord, ProvincialScaleCode } from '@ohit/contracts';

// Pure (no Nest, no database): our data → the province's record, with every reason it cannot be sent yet.

export interface PushEmployerSource {
  name: string;
  creditCode: string | null;
  economicTypeCode: string | null;
  industryCode: string | null;
  scale: string | null;
  areaCode: string | null;
  area: string | null;
  registeredAddress: string | null;
  address: string | null;
  employeeCount: number | null;
  exposedCount: number | null;
  legalPerson: string | null;
  contact: string | null;
  phone: string | null;
}

export interface PushSources {
  idempotencyKey: string;
  organisation: { name: string; creditCode: string | null; director: string | null };
  projectLeader: string | null;
  entrustDate: string | null;
  employer: PushEmployerSource;
  report: { code: string; checkType: string | null; issueDate: string | null; preparer: string | null; issuer: string | null };
  /** The site survey's 调查日期, else the project's 现场调查日期 (as the report prints it). */
  surveyDates: string[];
  /** 来样检测 has no survey: its survey dates are not required. */
  incomingSample: boolean;
  samplingDates: string[];
  /** name → roles (1 调查, 2 采样, 3 检测, 4 评价). */
  participants: Array<{ name: string; role: ProvincialParticipantRole }>;
  points: PointJudgementView[];
  /** "车间/岗位" → hours a day and days a week of the survey's post. */
  posts: Record<string, { hours: string | null; days: string | null }>;
  /** hazard → the province's codes. */
  codes: Record<string, { checkItemCode: string; resultItemCode: string; unitCode: string }>;
}

const CHECK_TYPES: readonly string[] = ['10', '20', '30', '31', '32', '33'];
const blank = (v: string | null | undefined) => v === null || v === undefined || String(v).trim() === '';
const postKey = (workshop: string | null, post: string | null) => `${workshop ?? ''}/${post ?? ''}`;

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The value a point sends: its first computed value (C_TWA, C_ME, LEX,8h …) as exact decimal text;
 * below the detection limit, '<' + the limit as the report writes it ("<0.01"), never the 0 or
 * LOD/2 counted inside the mean. 'bad' when a below-limit text is not '<' + a decimal.
 */
function pointValue(p: Pick<PointJudgementView, 'values'>): string | null | 'bad' {
  const v = p.values[0];
  if (!v) return null;
  const text = String(v.text ?? '').replace(/\s+/g, '');
  if (text.startsWith('<')) return DECIMAL.test(text.slice(1)) ? text : 'bad';
  return v.value;
}

/** The record a push sends and why it cannot be sent yet (empty blockers: it can). */
export function mapProvincialRecord(src: PushSources): { record: ProvincialRecord; blockers: string[] } {
  const blockers: string[] = [];
  const e = src.employer;
  const need = (value: string | null | undefined, label: string) => {
    if (blank(value)) blockers.push(`用人单位“${e.name}”缺少${label}`);
    return String(value ?? '').trim();
  };
  const creditCode = need(e.creditCode, '统一社会信用代码');
  if (creditCode && !/^[0-9A-Z]{18}$/.test(creditCode)) blockers.push(`用人单位“${e.name}”的统一社会信用代码应为18位`);
  const economicTypeCode = need(e.economicTypeCode, '经济类型代码');
  const industryCode = need(e.industryCode, '行业代码（GB/T 4754）');
  const areaCode = need(e.areaCode, '行政区划代码');
  if (areaCode && !/^\d{9}$/.test(areaCode)) blockers.push(`用人单位“${e.name}”的行政区划代码应为9位数字`);
  const registeredAddress = need(e.registeredAddress, '注册地址');
  const address = need(e.address, '详细地址');
  const legalPerson = need(e.legalPerson, '法定代表人');
  if (e.employeeCount === null) blockers.push(`用人单位“${e.name}”缺少职工人数`);
  if (e.exposedCount === null) blockers.push(`用人单位“${e.name}”缺少接害人数`);
  if (blank(src.organisation.creditCode)) blockers.push(`本机构“${src.organisation.name}”缺少统一社会信用代码`);
  const checkType = src.report.checkType ?? '';
  if (!CHECK_TYPES.includes(checkType)) blockers.push('项目的检测类型不是省平台的检测类型（10/20/30/31/32/33）');
  if (src.points.length === 0) blockers.push('项目没有检测结果判定的检测点');
  if (src.surveyDates.length === 0 && !src.incomingSample) blockers.push(M.noSurveyDate);
  if (blank(src.projectLeader)) blockers.push(M.noProjectLeader);

  const unmapped = new Set<string>();
  const points: ProvincialDetectionPoint[] = [];
  for (const p of src.points) {
    const code = src.codes[p.hazard];
    if (!code) {
      unmapped.add(p.hazard);
      continue;
    }
    const post = src.posts[postKey(p.workshop, p.post)];
    const value = pointValue(p);
    const where = `${p.workshop ?? ''}/${p.post ?? ''}/${p.pointName} ${p.hazard}`;
    if (value === null) blockers.push(`检测点“${where}”没有检测结果`);
    if (value === 'bad') blockers.push(`检测点“${where}”的低于检出限结果“${p.values[0]?.text ?? ''}”应写作“<检出限”`);
    if (p.conclusion === '无法判定') blockers.push(`检测点“${where}”无法判定`);
    if (!post || blank(post.hours)) blockers.push(`检测点“${where}”缺少岗位的日接触时间`);
    const dates = p.samples.map((s) => s.samplingDate).filter((d): d is string => !!d).sort();
    points.push({
      checkItemCode: code.checkItemCode,
      workshop: p.workshop ?? '',
      post: p.post ?? '',
      dailyContactHours: post?.hours ?? '',
      weekWorkDays: post?.days ?? '',
      pointName: p.pointName,
      checkDate: dates[0] ?? '',
      conclusion: p.conclusion === '不符合' ? '0' : '1',
      results: [{ code: code.resultItemCode, value: value === null || value === 'bad' ? '' : value, unit: code.unitCode }],
    });
  }
  for (const hazard of [...unmapped].sort()) blockers.push(`危害因素“${hazard}”未维护省平台编码对照`);

  const roles = new Map<string, Set<ProvincialParticipantRole>>();
  for (const p of src.participants) {
    if (blank(p.name)) continue;
    const set = roles.get(p.name) ?? new Set<ProvincialParticipantRole>();
    set.add(p.role);
    roles.set(p.name, set);
  }
  const scale: ProvincialScaleCode = (['1', '2', '3', '4'].includes(String(e.scale)) ? String(e.scale) : '5') as ProvincialScaleCode;
  const sorted = (d: string[]) => [...d].sort();
  const surveys = sorted(src.surveyDates);
  const samplings = sorted(src.samplingDates);
  const record: ProvincialRecord = {
    idempotencyKey: src.idempotencyKey,
    entrustOrg: { name: e.name, creditCode, entrustDate: src.entrustDate ?? '' },
    employer: {
      name: e.name,
      creditCode,
      economicTypeCode,
      industryCode,
      scaleCode: scale,
      areaCode,
      areaName: e.area ?? '',
      registeredAddress,
      address,
      employeesTotal: e.employeeCount ?? 0,
      exposedTotal: e.exposedCount ?? 0,
      legalPerson,
      contact: e.contact ?? '',
      contactPhone: e.phone ?? '',
    },
    checkOrg: { creditCode: src.organisation.creditCode ?? '', name: src.organisation.name, projectLeader: src.projectLeader ?? '', director: src.organisation.director ?? '' },
    report: {
      code: src.report.code,
      checkType: checkType as ProvincialCheckType,
      reportDate: src.report.issueDate ?? '',
      preparer: src.report.preparer ?? '',
      issuer: src.report.issuer ?? '',
      surveyBegin: surveys[0] ?? '',
      surveyEnd: surveys[surveys.length - 1] ?? '',
      samplingBegin: samplings[0] ?? '',
      samplingEnd: samplings[samplings.length - 1] ?? '',
      participants: [...roles.entries()].map(([name, r]) => ({ name, roles: [...r].sort() })),
    },
    points,
  };
  return { record, blockers };
}
