import {
  approvalActionPath,
  approvalLookupPath,
  approvalQueuePath,
  type ApprovalQueueRow,
  type ApprovalQueueScope,
  type ApprovalSourceBatch,
  type ApprovalSourceKind,
  approvalSourcesPath,
  type PageResult,
  reportApprovalPath,
  type ReportApprovalView,
} from '@ohit/contracts';
import { http } from '../../http/request';

/** The approval module's calls (api/reportApproval). */
export const approvalApi = {
  queue: (scope: ApprovalQueueScope, page: number, size: number) => http.get<PageResult<ApprovalQueueRow>>(approvalQueuePath(), { scope, page, size }),
  lookup: (code: string, flag: number | null, organizationId: number | null) =>
    http.get<{ reportId: number }>(approvalLookupPath(), { code, flag: flag ?? undefined, organizationId: organizationId ?? undefined }, { silent: true }),
  view: (reportId: number) => http.get<ReportApprovalView>(reportApprovalPath(reportId)),
  sources: (reportId: number, kind: ApprovalSourceKind) => http.get<ApprovalSourceBatch[]>(approvalSourcesPath(reportId), { kind }),
  pass: (reportId: number, step: string, reason?: string) => http.post<ReportApprovalView>(approvalActionPath(reportId, 'pass'), { step, reason }),
  returnTo: (reportId: number, step: string, target: string, reason: string) => http.post<ReportApprovalView>(approvalActionPath(reportId, 'return'), { step, target, reason }),
};
