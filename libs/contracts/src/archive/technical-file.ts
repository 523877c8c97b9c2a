/**
 * The technical file of a project as the archive's detail page and the zip's index show it
 * (GET api/archive/:id/technicalFile): the checklist computed from the stored records, the
 * documents (every file of the project's records, downloadable from the archive), and the report
 * versions.
 */

/** The checklist's items, in the order of the work (domain.md §1). */
export const TECHNICAL_FILE_ITEMS = ['contract', 'survey', 'plan', 'sampling', 'custody', 'records', 'qc', 'report', 'review'] as const;
export type TechnicalFileItemKey = (typeof TECHNICAL_FILE_ITEMS)[number];

/** A page of the admin a checklist item or document opens: a named route of the menu tree and its query. */
export interface TechnicalFileLink {
  route: string;
  query: Record<string, string | number>;
}

export interface TechnicalFileItem {
  key: TechnicalFileItemKey;
  /** 合同, 现场调查, 采样方案 … */
  label: string;
  /** Needed to archive (an incoming-sample project needs no survey, plan or sampling). */
  required: boolean;
  /** Everything the item asks for is on file. */
  present: boolean;
  /** What is there, in a few words (合同编号 HT-001，签订日期 2026-02-01；合同扫描件 1 份). */
  detail: string | null;
  /** What is missing, each named (现场采样签名缺失（2026-03-05）：企业陪同人). */
  missing: string[];
  /** The record page to fix or read it. */
  link: TechnicalFileLink | null;
}

/** A file of the technical file: where it comes from and its place in the zip. */
export interface TechnicalFileDocument {
  /** The attachment (resource_attachments id): GET api/archive/:id/files/:attachmentId downloads it. */
  attachmentId: number;
  /** 合同, 现场调查, 采样方案, 现场采样, 样品流转, 原始记录, 检测报告, 档案附件 */
  group: string;
  /** The record it belongs to (合同 of XM-2026-0001, 现场采样 CY-2026-0003 (2026-03-05), 检测批次 JC-2026-0007 …). */
  source: string;
  /** What it is (合同扫描件, 签名（采样人 李采样）, 现场照片（焊接工位1） …). */
  title: string;
  fileName: string;
  size: number;
  /** Its path inside the zip (group/source/file name, unique). */
  path: string;
  link: TechnicalFileLink | null;
}

/** One version of the project's report. */
export interface TechnicalFileReport {
  id: number;
  code: string;
  reportVersion: number;
  state: string;
  stateLabel: string;
  issueDate: string | null;
  /** The PDF's attachment, when rendered. */
  pdfAttachmentId: number | null;
  pdfSha256: string | null;
  amendmentReason: string | null;
  link: TechnicalFileLink;
}

export interface TechnicalFileView {
  archiveId: number;
  projectId: number;
  projectCode: string;
  projectName: string;
  projectState: string;
  projectStateLabel: string;
  items: TechnicalFileItem[];
  /** Every required item present: 项目归档 may proceed. */
  complete: boolean;
  documents: TechnicalFileDocument[];
  reports: TechnicalFileReport[];
}

/** The refusal of 项目归档 while required items are missing, naming each (以下资料不全，不能归档：…). */
export function technicalFileRefusal(items: readonly TechnicalFileItem[]): string | null {
  const missing = items.filter((i) => i.required && !i.present).flatMap((i) => (i.missing.length > 0 ? i.missing : [`${i.label}缺失`]));
  return missing.length > 0 ? `以下资料不全，不能归档：${missing.join('；')}` : null;
}

/** An organisation's archive retention (GET|PUT api/archive/retention). */
export interface ArchiveRetentionSetting {
  organizationId: number;
  years: number;
}

/** The spec's upload of a paper scan into an archive: api/evaluationUnit/affix/upload (multipart `file` + the archive id). */
export const ARCHIVE_AFFIX_UPLOAD = 'api/evaluationUnit/affix/upload';
/** The form (or query) fields naming the archive on that upload, in the order they are read. */
export const ARCHIVE_AFFIX_ID_FIELDS = ['archiveId', 'evaluationUnitId', 'id'] as const;
