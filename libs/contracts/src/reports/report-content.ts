/**
 * A report's content as compiled from the project's data (never typed): what the preview shows,
 * what the PDF renderer prints and what a version freezes. Compiled by the api (reports module),
 * stored as a snapshot on the report version, rendered to HTML/PDF by the worker. Measured values
 * and limits are exact decimals as strings, written as recorded ("<0.36" below the detection limit).
 */
import type { JudgementConclusion, PointJudgementView } from '../projects/project-judgements';

/** Which template a report is printed with: by the project's check type, and the incoming-sample one. */
export type ReportTemplateKind = 'periodic' | 'evaluation' | 'supervision' | 'incoming';

export interface ReportEmployer {
  name: string;
  /** 统一社会信用代码 (18 characters), null when not recorded. */
  creditCode: string | null;
  address: string | null;
  contact: string | null;
  phone: string | null;
  industry: string | null;
  /** Employees and exposed workers as the survey recorded them. */
  employees: number | null;
  exposedWorkers: number | null;
}

/**
 * The testing organisation as the report prints it (机构管理's facts when compiled). The fields after
 * `phone` came later: content compiled before them lacks them, so they are optional.
 */
export interface ReportOrganisation {
  name: string;
  /** 资质证书编号. */
  qualification: string | null;
  address: string | null;
  /** 联系电话. */
  phone: string | null;
  /** 资质等级 as printed (甲级, 乙级). */
  qualificationLevel?: string | null;
  /** 统一社会信用代码. */
  creditCode?: string | null;
  /** 法定代表人. */
  legalRepresentative?: string | null;
  /** 技术负责人. */
  technicalDirector?: string | null;
}

export interface ReportTeamMember {
  name: string;
  /** The project role as printed (现场调查, 采样, 实验室检测, 项目负责人, 报告编制 …). */
  role: string;
}

/** A surveyed post: who works there, how long, with which hazards. */
export interface ReportSurveyPost {
  workshop: string;
  post: string;
  headcount: number | null;
  hoursPerDay: string | null;
  daysPerWeek: string | null;
  hazards: string[];
}

/** A method and the instruments it was tested with (calibration valid until). */
export interface ReportMethodUsed {
  hazard: string;
  standard: string;
  method: string;
  instruments: { name: string; model: string | null; code: string | null; calibratedUntil: string | null }[];
}

/** An attachment printed or listed with the report (sampling-point layout, photos, the sampling plan). */
export interface ReportAttachmentRef {
  kind: 'layout' | 'photo' | 'plan' | 'other';
  title: string;
  /** The stored attachment's id (the renderer fetches images through the storage port). */
  attachmentId: number | null;
}

/** A post's conclusion rolled up from its points. */
export interface ReportPostConclusion {
  workshop: string | null;
  post: string | null;
  conclusion: JudgementConclusion;
  explanation: string;
}

export interface ReportContent {
  /** Report number, e.g. "OHIT-JC-2026-0001"; null on a draft not yet numbered. */
  reportNo: string | null;
  /** 1 for the first issue; an amendment (修改版) is 2, 3 … */
  version: number;
  /** Set on an amendment: why, and which number/version it amends (ISO/IEC 17025 7.8.8). */
  amendment: { reason: string; amendsReportNo: string; amendsVersion: number } | null;
  template: ReportTemplateKind;
  /** 检测类型 as printed (定期检测, 评价检测 …). */
  checkTypeName: string;
  title: string;
  organisation: ReportOrganisation;
  employer: ReportEmployer;
  project: { code: string; name: string; contractNo: string | null; surveyDate: string | null; samplingDates: string[]; labDates: string[]; reportDate: string };
  team: ReportTeamMember[];
  posts: ReportSurveyPost[];
  /** 检测依据: the standards (with editions) the work and the judgement followed. */
  basis: string[];
  /** The GBZ 2.1 edition the limits came from ("GBZ 2.1-2019"). */
  limitsEdition: string | null;
  methods: ReportMethodUsed[];
  /** Results per hazard per point, with their judgement (rule, edition, explanation). */
  points: PointJudgementView[];
  postConclusions: ReportPostConclusion[];
  conclusion: JudgementConclusion;
  conclusionText: string;
  recommendations: string[];
  attachments: ReportAttachmentRef[];
  /** Where the verification QR code points (the public verification page of this version). */
  verifyUrl: string | null;
  /**
   * What the compiler should know before submitting (points 无法判定 and why, samples refused by the
   * laboratory): shown on the preview page, never printed. Absent on content compiled before it existed.
   */
  warnings?: string[];
}
