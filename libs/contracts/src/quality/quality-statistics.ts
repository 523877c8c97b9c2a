/**
 * 质量控制 statistics (`GET api/qualityControl/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD`, permission
 * `qualityControl:list`), counted within the caller's organisation scope: the laboratory's QC checks
 * by kind and per method, analyst and instrument, the checks that failed, the standard curves near
 * (or past) their validity end, amendments after the first submission, and the turnaround of the
 * projects' stages. Counts are plain numbers; no measured value is carried as a float (a failed
 * check's value is the engine's decimal text).
 */
import type { LabQcRule } from '@ohit/domain';

/** The QC checks of the laboratory's method engine (@ohit/domain LabQcRule), in the order the page shows them. */
export const QC_CHECK_KINDS = [
  { kind: 'blank', label: '空白' },
  { kind: 'duplicate', label: '平行样相对偏差' },
  { kind: 'spike', label: '加标回收率' },
  { kind: 'checkStandard', label: '核查标准' },
  { kind: 'curve', label: '标准曲线 r' },
  { kind: 'desorption', label: '解吸效率' },
  { kind: 'balanceBlank', label: '空白滤膜称量' },
] as const satisfies readonly { kind: LabQcRule; label: string }[];
export type QcCheckKind = (typeof QC_CHECK_KINDS)[number]['kind'];
// every rule of the engine has its kind here: a new LabQcRule fails this line until it is listed
const EVERY_RULE_LISTED: [Exclude<LabQcRule, QcCheckKind>] extends [never] ? true : never = true;
void EVERY_RULE_LISTED;

/** The project stages whose turnaround is measured: from one stage stamp of the project to the next. */
export const TURNAROUND_STAGES = [
  { stage: 'contractToSurvey', label: '合同→现场调查', from: 'contractDate', to: 'surveyDate' },
  { stage: 'surveyToSampling', label: '现场调查→现场采样', from: 'surveyDate', to: 'samplingDate' },
  { stage: 'samplingToLab', label: '现场采样→实验室检测', from: 'samplingDate', to: 'labDate' },
  { stage: 'labToReport', label: '实验室检测→报告编制', from: 'labDate', to: 'reportDate' },
  { stage: 'reportToIssue', label: '报告编制→报告签发', from: 'reportDate', to: 'issueDate' },
] as const;
export type TurnaroundStage = (typeof TURNAROUND_STAGES)[number]['stage'];
export type ProjectStageDateField = (typeof TURNAROUND_STAGES)[number]['from' | 'to'];

/** Standard curves are listed this many days before their validity ends. */
export const CURVE_WARNING_DAYS = 30;
/** The failed checks listed, newest batch first (overall.failed counts them all). */
export const FAILED_QC_LIST_LIMIT = 200;
/** The longest period the statistics are counted over, in days (both ends included). */
export const QUALITY_STATISTICS_MAX_DAYS = 366;

export interface QcTally {
  passed: number;
  failed: number;
}

/** One kind's checks in the period. */
export interface QcKindTally extends QcTally {
  kind: QcCheckKind;
  label: string;
}

/** QC of the batches of one method, analyst or instrument. */
export interface QcPassRateRow extends QcTally {
  /** The method's, user's or instrument's id; null for batches without one (no instrument recorded). */
  id: number | null;
  label: string;
  /** Batches counted, and those of them with at least one failed check. */
  batches: number;
  failedBatches: number;
  /** Checks by kind; kinds the batches never ran are left out. */
  byKind: Partial<Record<QcCheckKind, QcTally>>;
}

/** A check that failed, with what the page needs to open its batch (labBatchDetail: code, organizationId). */
export interface FailedQcCheck {
  batchId: number;
  batchCode: string;
  organizationId: number;
  analysisDate: string;
  kind: QcCheckKind;
  /** The rule's name (zh-CN), e.g. 加标回收率. */
  rule: string;
  /** What was found (decimal text as the engine wrote it; null when nothing could be measured). */
  value: string | null;
  /** What the rule allows, e.g. 90%–110%. */
  limit: string;
  message: string;
  method: string;
  analyst: string | null;
  instrument: string | null;
}

/** A batch's standard curve whose validity ends within CURVE_WARNING_DAYS, or has ended while batches in work reuse it. */
export interface CurveNearEnd {
  batchId: number;
  batchCode: string;
  organizationId: number;
  method: string;
  instrument: string | null;
  curveR: string | null;
  validUntil: string;
  /** Days from today to the end of validity; negative once expired. */
  daysLeft: number;
  expired: boolean;
  /** Batches not yet released that reuse this curve. */
  openReferences: number;
}

/** Changes with a reason after the first submission, of one kind of record. */
export interface AmendmentCount {
  resource: string;
  label: string;
  /** Changes (edits, rows of its children added, changed or removed, attachments). */
  changes: number;
  /** Distinct records changed. */
  records: number;
}

/** How long one stage took, over the projects whose stage ended in the period. */
export interface StageTurnaround {
  stage: TurnaroundStage;
  label: string;
  /** Projects counted (both dates present, the end in the period and not before the start). */
  projects: number;
  /** Median in days (the mean of the middle two for an even count); null without projects. */
  medianDays: number | null;
  /** 90th percentile in days by nearest rank (the ⌈0.9·n⌉-th smallest); null without projects. */
  p90Days: number | null;
}

export interface QualityStatistics {
  from: string;
  to: string;
  /** Batches submitted at least once and not back in 检测中, analysed in the period, and their checks. */
  overall: QcTally & { batches: number; failedBatches: number };
  byKind: QcKindTally[];
  byMethod: QcPassRateRow[];
  byAnalyst: QcPassRateRow[];
  byInstrument: QcPassRateRow[];
  /** Newest batch first, at most FAILED_QC_LIST_LIMIT. */
  failedChecks: FailedQcCheck[];
  curveWarningDays: number;
  curvesNearEnd: CurveNearEnd[];
  amendments: AmendmentCount[];
  turnaround: StageTurnaround[];
}
