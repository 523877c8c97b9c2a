import { SIGNER_ROLE_OPTIONS, type TechnicalFileItem, type TechnicalFileItemKey, type TechnicalFileLink } from '@ohit/contracts';
import { type AnalysisState, analysisStateMachine, countsAsTested, type SamplingPlanState, samplingPlanStateMachine, type SurveyState, surveyStateMachine } from '@ohit/domain';

/** What the checklist is computed from: the project's records as stored (technical-file-facts.ts reads them). */
export interface TechnicalFileFacts {
  project: { id: number; code: string; incomingSample: boolean; contractNo: string | null; contractDate: string | null };
  contractScans: number;
  survey: { state: string } | null;
  plan: { state: string } | null;
  /** Sampling days, by date: their state and the roles whose signature is in force on the records as they are now. */
  days: { code: string; date: string; state: string; signedRoles: string[] }[];
  /** The project's samples (cancelled ones left out). */
  samples: { code: string; state: string; testedDate: string | null; origin: string }[];
  /** Hand-overs (送样单) still waiting for the sample room. */
  pendingHandovers: { code: string }[];
  /** Laboratory batches holding any of the project's samples. */
  batches: { code: string; state: string; qcPassed: boolean | null; deviationApproved: boolean }[];
  /** Report versions, newest first; `approval` is the version's approval flow as recorded. */
  reports: {
    code: string;
    version: number;
    state: string;
    hasPdf: boolean;
    approval: { steps: { key: string; name: string }[]; actors: Record<string, number>; current: string | null } | null;
  }[];
}

/** At most this many codes are named in one missing line (then 等N个). */
const NAMED = 10;

function named(codes: readonly string[]): string {
  return codes.length <= NAMED ? codes.join('、') : `${codes.slice(0, NAMED).join('、')}等${codes.length}个`;
}

const roleLabel = (role: string) => SIGNER_ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

/** States of a sample that never reached the sample room (taken on site, not yet received). */
const NOT_RECEIVED = new Set(['collected', 'inTransit']);
/** States in which a sample needs no result: never taken, or refused by the sample room. */
const NO_RESULT_NEEDED = new Set(['planned', 'cancelled', 'rejected']);

function item(key: TechnicalFileItemKey, label: string, missing: string[], detail: string | null, link: TechnicalFileLink | null, required = true): TechnicalFileItem {
  return { key, label, required, present: missing.length === 0, detail, missing, link };
}

/** A check that does not apply (an incoming-sample project has no survey, plan or site sampling). */
function notApplicable(key: TechnicalFileItemKey, label: string): TechnicalFileItem {
  return { key, label, required: false, present: true, detail: '来样检测项目不适用', missing: [], link: null };
}

function contract(f: TechnicalFileFacts, link: TechnicalFileLink): TechnicalFileItem {
  const { contractNo, contractDate } = f.project;
  const missing = [!contractNo && '合同编号未填写', !contractDate && '合同签订日期未填写', f.contractScans === 0 && '合同扫描件未上传'].filter((m): m is string => !!m);
  const detail = [contractNo && `合同编号 ${contractNo}`, contractDate && `签订日期 ${contractDate}`, f.contractScans > 0 && `合同扫描件 ${f.contractScans} 份`].filter(Boolean).join('，');
  return item('contract', '合同', missing, detail || null, link);
}

function survey(f: TechnicalFileFacts, link: TechnicalFileLink): TechnicalFileItem {
  if (!f.survey) return item('survey', '现场调查', ['现场调查记录缺失'], null, link);
  const label = surveyStateMachine.stateLabel(f.survey.state as SurveyState);
  const done = f.survey.state === 'finished';
  return item('survey', '现场调查', done ? [] : [`现场调查未完成（${label}）`], label, link);
}

function plan(f: TechnicalFileFacts, link: TechnicalFileLink): TechnicalFileItem {
  if (!f.plan) return item('plan', '采样方案', ['采样方案缺失'], null, link);
  const label = samplingPlanStateMachine.stateLabel(f.plan.state as SamplingPlanState);
  const approved = f.plan.state === 'approved';
  return item('plan', '采样方案', approved ? [] : [`采样方案未批准（${label}）`], label, link);
}

/** Every day submitted and signed by the sampler, the checker and the employer's companion on the records as they are. */
function sampling(f: TechnicalFileFacts, linkOf: (dayCode?: string) => TechnicalFileLink): TechnicalFileItem {
  if (f.days.length === 0) return item('sampling', '现场采样记录及签名', ['现场采样记录缺失'], null, linkOf());
  const missing: string[] = [];
  for (const day of f.days) {
    if (day.state !== 'submitted') missing.push(`现场采样未提交（${day.date}）`);
    const unsigned = SIGNER_ROLE_OPTIONS.filter((o) => !day.signedRoles.includes(o.value)).map((o) => roleLabel(o.value));
    if (unsigned.length > 0) missing.push(`现场采样签名缺失（${day.date}）：${unsigned.join('、')}`);
  }
  const planned = f.samples.filter((s) => s.origin === 'site' && s.state === 'planned').map((s) => s.code);
  if (planned.length > 0) missing.push(`计划样品未采集：${named(planned)}`);
  const firstGap = f.days.find((d) => d.state !== 'submitted' || SIGNER_ROLE_OPTIONS.some((o) => !d.signedRoles.includes(o.value)));
  const dates = f.days.map((d) => d.date);
  return item('sampling', '现场采样记录及签名', missing, `采样 ${f.days.length} 天（${dates.join('、')}），每天三方签名`, linkOf(firstGap?.code ?? f.days[0].code));
}

/** Every sample taken reached the sample room (received, or refused there with its reason); no hand-over left waiting. */
function custody(f: TechnicalFileFacts, linkOf: (handoverCode?: string) => TechnicalFileLink): TechnicalFileItem {
  const unreceived = f.samples.filter((s) => NOT_RECEIVED.has(s.state)).map((s) => s.code);
  const missing = [...f.pendingHandovers.map((h) => `送样单${h.code}待接收`), ...(unreceived.length > 0 ? [`样品未接收：${named(unreceived)}`] : [])];
  const taken = f.samples.filter((s) => !NO_RESULT_NEEDED.has(s.state) || s.state === 'rejected').length;
  return item('custody', '样品流转记录', missing, `样品 ${taken} 个`, linkOf(f.pendingHandovers[0]?.code));
}

/** Every batch of the project's samples released and every sample that needs one with its result. */
function records(f: TechnicalFileFacts, linkOf: (batchCode?: string) => TechnicalFileLink | null): TechnicalFileItem {
  const open = f.batches.filter((b) => b.state !== 'released');
  const untested = f.samples.filter((s) => !NO_RESULT_NEEDED.has(s.state) && !countsAsTested(s)).map((s) => s.code);
  const missing = [
    ...open.map((b) => `检测批次${b.code}未发布（${analysisStateMachine.stateLabel(b.state as AnalysisState)}）`),
    ...(untested.length > 0 ? [`样品未出具检测结果：${named(untested)}`] : []),
  ];
  if (f.batches.length === 0 && missing.length === 0) missing.push('原始记录缺失');
  return item('records', '原始记录', missing, f.batches.length > 0 ? `检测批次 ${f.batches.length} 个：${named(f.batches.map((b) => b.code))}` : null, linkOf(open[0]?.code ?? f.batches[0]?.code));
}

/** Each batch's QC passed, or its failure's deviation approved (ISO/IEC 17025 7.10). */
function qc(f: TechnicalFileFacts, linkOf: (batchCode?: string) => TechnicalFileLink | null): TechnicalFileItem {
  const failed = f.batches.filter((b) => b.qcPassed === false && !b.deviationApproved);
  const unjudged = f.batches.filter((b) => b.qcPassed === null);
  const missing = [...failed.map((b) => `检测批次${b.code}质控未通过且偏离未批准`), ...unjudged.map((b) => `检测批次${b.code}无质控结果`)];
  const deviations = f.batches.filter((b) => b.qcPassed === false && b.deviationApproved).length;
  const detail = f.batches.length > 0 ? `质控通过 ${f.batches.filter((b) => b.qcPassed === true).length} 批${deviations > 0 ? `，批准偏离 ${deviations} 批` : ''}` : null;
  return item('qc', '质量控制', missing, detail, linkOf(failed[0]?.code ?? unjudged[0]?.code));
}

/** The version in force: the newest issued one (a superseded version is history). */
function issuedVersion(f: TechnicalFileFacts) {
  return f.reports.find((r) => r.state === 'issued') ?? null;
}

function report(f: TechnicalFileFacts, linkOf: (code: string, version: number) => TechnicalFileLink): TechnicalFileItem {
  const issued = issuedVersion(f);
  if (!issued) {
    const latest = f.reports[0];
    return item('report', '检测报告', ['检测报告未签发'], latest ? `${latest.code} 第${latest.version}版` : null, latest ? linkOf(latest.code, latest.version) : null);
  }
  const missing = issued.hasPdf ? [] : [`检测报告${issued.code}第${issued.version}版未生成PDF`];
  const detail = `${issued.code} 第${issued.version}版已签发${f.reports.length > 1 ? `（共 ${f.reports.length} 版）` : ''}`;
  return item('report', '检测报告', missing, detail, linkOf(issued.code, issued.version));
}

/** The issued version went through its approval flow: every step done by someone. */
function review(f: TechnicalFileFacts, linkOf: (code: string, version: number) => TechnicalFileLink): TechnicalFileItem {
  const issued = issuedVersion(f);
  if (!issued) return item('review', '报告审核记录', ['报告审核记录缺失（报告未签发）'], null, null);
  const link = linkOf(issued.code, issued.version);
  const approval = issued.approval;
  if (!approval) return item('review', '报告审核记录', [`报告审核记录缺失（第${issued.version}版未经审批流程）`], null, link);
  const undone = approval.steps.filter((s) => typeof approval.actors[s.key] !== 'number').map((s) => s.name);
  const missing = undone.length > 0 ? [`报告审核记录不全（第${issued.version}版）：${undone.join('、')}`] : [];
  return item('review', '报告审核记录', missing, approval.steps.map((s) => s.name).join(' → '), link);
}

/**
 * The technical file's checklist (domain.md §1 "archive"): contract, survey, plan, sampling
 * records with their signatures, custody, original records, QC, the issued report with its PDF
 * and its review records — each with what is there, what is missing and the page to see it.
 * An incoming-sample project (来样检测) has no survey, plan or site sampling to file.
 */
export function technicalFileChecklist(f: TechnicalFileFacts): TechnicalFileItem[] {
  const project = f.project.id;
  const byProject = (route: string): TechnicalFileLink => ({ route, query: { belongProject: project } });
  const dayLink = (code?: string): TechnicalFileLink => ({ route: 'liveSampleTaskDetails', query: code ? { belongProject: project, code } : { belongProject: project } });
  const handoverLink = (code?: string): TechnicalFileLink => (code ? { route: 'sampleConfirmDetail', query: { code } } : byProject('projectDetail'));
  const batchLink = (code?: string): TechnicalFileLink | null => (code ? { route: 'labBatchDetail', query: { code } } : null);
  const reportLink = (code: string, version: number): TechnicalFileLink => ({ route: 'reportDetail', query: { code, flag: version } });
  const incoming = f.project.incomingSample;
  return [
    contract(f, byProject('projectDetail')),
    incoming ? notApplicable('survey', '现场调查') : survey(f, byProject('siteSurveyDetail')),
    incoming ? notApplicable('plan', '采样方案') : plan(f, byProject('samplePlanDetail')),
    incoming ? notApplicable('sampling', '现场采样记录及签名') : sampling(f, dayLink),
    custody(f, handoverLink),
    records(f, batchLink),
    qc(f, batchLink),
    report(f, reportLink),
    review(f, reportLink),
  ];
}
