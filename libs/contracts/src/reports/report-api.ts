/**
 * The report module's routes beside the generic `api/report` (REPORT): a version's compiled
 * content, the versions of its number, its HTML preview, and the projects a report can be compiled
 * for (编制报告's picker). Two segments after `api/report`, so they never meet the kernel's `:id`.
 */
import type { ReportTemplateKind } from './report-content';

const id = (value: number | string) => encodeURIComponent(String(value));

export const reportContentPath = (reportId: number | string): string => `api/report/${id(reportId)}/content`;
export const reportVersionsPath = (reportId: number | string): string => `api/report/${id(reportId)}/versions`;
export const reportPreviewPath = (reportId: number | string): string => `api/report/${id(reportId)}/preview`;
/** `POST`: 生成PDF — the version printed by the worker (reportPdf job); needs the report menu's 导出 button. */
export const reportPdfPath = (reportId: number | string): string => `api/report/${id(reportId)}/pdf`;
/** `GET …?incoming=true|false`: the organisation's projects in 报告编制中. */
export const COMPILABLE_PROJECTS_PATH = 'api/report/compile/projects';

/** One version of a report number (the versions list of the detail page). */
export interface ReportVersionView {
  id: number;
  code: string;
  reportVersion: number;
  state: string;
  stateLabel: string;
  compiledAt: string | null;
  issueDate: string | null;
  amendsId: number | null;
  amendmentReason: string | null;
  organizationId: number;
}

/** A project 编制报告 may be run for, and the report it already has (the newest version). */
export interface CompilableProjectView {
  id: number;
  code: string;
  name: string;
  inspectedUnitName: string | null;
  checkTypeName: string;
  template: ReportTemplateKind;
  organizationId: number;
  samplesPlanned: number;
  samplesTested: number;
  report: { id: number; code: string; reportVersion: number; state: string } | null;
}
