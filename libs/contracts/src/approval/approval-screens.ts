/**
 * The approval screens' hidden detail pages (spec: /projectAuditReviewPage → page;
 * /projectAuditReviewNewPage → page, pageSysjs, pageSysfc, pageLyjc, pageLyjcSysjs): one page — the
 * report beside its sources, the steps, 通过 / 退回 — opened with the source each variant names first
 * (实验室检测 records, 粉尘 records) and, for 来样检测 reports, the incoming-sample wording. The
 * route's component is its path; a link carries the report's number, version and organisation.
 */
import type { ApprovalSourceKind } from './report-approval';

export interface ApprovalDetailPage {
  /** Route name (menu key of the hidden route). */
  key: string;
  title: string;
  /** Route path and component. */
  path: string;
  /** The menu whose rows open it, and that menu's permission prefix. */
  menuKey: string;
  prefix: string;
  source: ApprovalSourceKind;
  incoming: boolean;
}

const page = (key: string, title: string, path: string, source: ApprovalSourceKind, incoming: boolean): ApprovalDetailPage => ({
  key,
  title,
  path,
  menuKey: path.startsWith('projectAuditReviewPage') ? 'ProjectAuditReview' : 'ProjectAuditReviewNew',
  prefix: path.startsWith('projectAuditReviewPage') ? 'projectAudit' : 'approval',
  source,
  incoming,
});

export const APPROVAL_DETAIL_PAGES: readonly ApprovalDetailPage[] = [
  page('projectAuditReviewPage', '项目审核详情', 'projectAuditReviewPage/page', 'lab', false),
  page('projectAuditReviewNewPage', '审批详情', 'projectAuditReviewNewPage/page', 'lab', false),
  page('projectAuditReviewNewPageSysjs', '审批详情（实验室检测记录）', 'projectAuditReviewNewPage/pageSysjs', 'lab', false),
  page('projectAuditReviewNewPageSysfc', '审批详情（粉尘检测记录）', 'projectAuditReviewNewPage/pageSysfc', 'dust', false),
  page('projectAuditReviewNewPageLyjc', '来样检测审批详情', 'projectAuditReviewNewPage/pageLyjc', 'lab', true),
  page('projectAuditReviewNewPageLyjcSysjs', '来样检测审批详情（实验室检测记录）', 'projectAuditReviewNewPage/pageLyjcSysjs', 'lab', true),
];

/** The page a queue row opens: 项目审核's own, else the approval page (its 来样检测 variant for incoming samples). */
export function approvalDetailPageOf(from: 'projectAudit' | 'approval', incoming: boolean): ApprovalDetailPage {
  const key = from === 'projectAudit' ? 'projectAuditReviewPage' : incoming ? 'projectAuditReviewNewPageLyjc' : 'projectAuditReviewNewPage';
  return APPROVAL_DETAIL_PAGES.find((p) => p.key === key) as ApprovalDetailPage;
}
