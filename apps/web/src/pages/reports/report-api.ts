import {
  approvalActionPath,
  COMPILABLE_PROJECTS_PATH,
  type CompilableProjectView,
  type ListCommandResult,
  REPORT,
  type ReportContent,
  reportContentPath,
  reportPdfPath,
  reportPreviewPath,
  type ReportVersionView,
  reportVersionsPath,
  type StartJobResponse,
} from '@ohit/contracts';
import { http } from '../../http/request';

/** The report module's calls beside the generic list (api/report). */
export const reportApi = {
  /** The organisation's projects 报告编制中 (site or incoming samples), each with its report's newest version. */
  compilable: (incoming: boolean) => http.get<CompilableProjectView[]>(COMPILABLE_PROJECTS_PATH, { incoming: String(incoming) }),
  /** 编制报告 of a project (the list command); the answer names the report made. */
  compile: (projectId: number, organizationId: number) => http.post<ListCommandResult>(`${REPORT.url}/commands/compile`, { projectId, organizationId }),
  content: (id: number) => http.get<ReportContent>(reportContentPath(id)),
  versions: (id: number) => http.get<ReportVersionView[]>(reportVersionsPath(id)),
  /** 提交审批: the report goes to its organisation's approval flow (the approvals module). */
  submit: (id: number) => http.post<unknown>(approvalActionPath(id, 'submit'), {}),
  /** 生成PDF: the reportPdf job of this version (its progress in the jobs drawer). */
  pdf: (id: number) => http.post<StartJobResponse>(reportPdfPath(id), {}),
  /** The printed report as HTML (no script) for the preview frame; the page says itself when it fails. */
  preview: (id: number) => http.get<string>(reportPreviewPath(id), undefined, { responseType: 'text', silent: true }),
};
