/**
 * 企业项目 (menu 企业项目, /enterprisesService/enterpriseProjects/index → /index/page): an employer's
 * own view of its projects across the organisations that served it (matched by its credit code):
 * each project's stage, its issued reports (the issued PDF to download), its next detection and
 * the employer's declarations. An enterprise user sees its own employer's; an organisation's staff
 * their clients'. Served by apps/api/src/modules/enterprise.
 */
import type { DeclarationDueStatus } from '@ohit/domain';
import { registerExportSource } from '../jobs/export-sources';

export const ENTERPRISE_PROJECTS_URL = 'api/enterpriseProject';
/** Permission prefix of the menu 企业项目 (`enterpriseProject:list`). */
export const ENTERPRISE_PROJECT_PERMISSION = 'enterpriseProject';

export interface EnterpriseProjectRow {
  id: number;
  code: string;
  name: string;
  organizationName: string;
  employerName: string;
  creditCode: string | null;
  checkType: string;
  checkTypeName: string;
  /** The project's workflow state and its label (its stage). */
  state: string;
  stateName: string;
  /** Issue date of the last issued report ('YYYY-MM-DD'), if any. */
  lastIssueDate: string | null;
  /** When the next detection is due (nextDetectionDue), null when none recurs. */
  nextDetectionDue: string | null;
  nextDetectionStatus: DeclarationDueStatus | null;
}

export interface EnterpriseIssuedReport {
  id: number;
  code: string | null;
  version: number;
  issueDate: string | null;
  conclusion: string | null;
  /** GET address of the issued PDF, null when it has not been made yet. */
  fileUrl: string | null;
}

export interface EnterpriseDeclarationSummary {
  id: number;
  code: string;
  declarationTypeName: string;
  stateName: string;
  dueDate: string | null;
  dueStatus: DeclarationDueStatus | null;
}

export interface EnterpriseProjectDetail extends EnterpriseProjectRow {
  reports: EnterpriseIssuedReport[];
  declarations: EnterpriseDeclarationSummary[];
}

/** 企业项目's 导出 (`enterpriseProject:export`): what the caller sees on the list, as an export job. */
export const ENTERPRISE_PROJECTS_EXPORT = registerExportSource({
  name: 'enterpriseProject',
  title: '企业项目',
  url: ENTERPRISE_PROJECTS_URL,
  permission: `${ENTERPRISE_PROJECT_PERMISSION}:export`,
});
