import { likePattern } from '@ohit/server-database';
import { CHECK_TYPE_OPTIONS, ENTERPRISE_PROJECTS_EXPORT, type ResourceField, stateOptions } from '@ohit/contracts';
import { nextDetectionDue } from '@ohit/domain';
import type { ReadAccess } from '../resource-sql';
import { registerExportRead } from './export-read';

/** 企业项目's columns: the project, its organisation and employer, and its last issued report's date. */
export const ENTERPRISE_PROJECT_SELECT = `SELECT p.id, p.code, p.name, o.name AS organization_name, iu.name AS employer_name, iu.credit_code, iu.risk_class, p.check_type, p.state,
       (SELECT to_char(max(r.issue_date), 'YYYY-MM-DD') FROM reports r WHERE r.project_id = p.id AND r.state = 'issued') AS last_issue_date
  FROM projects p JOIN inspected_units iu ON iu.id = p.inspected_unit_id JOIN organizations o ON o.id = p.organization_id`;

/**
 * Whose projects, over `p` (projects) and `iu` (its inspected unit): an enterprise user's employer
 * (by credit code, across organisations; none when unlinked), or the staff's read scope.
 */
export function enterpriseProjectScope(access: Pick<ReadAccess, 'scope' | 'employer'>, params: unknown[]): string {
  if (access.employer !== undefined) {
    params.push(access.employer || null);
    return `iu.credit_code = $${params.length}`;
  }
  if (access.scope === null) return 'TRUE';
  params.push(access.scope);
  return `p.organization_id = ANY($${params.length}::int[])`;
}

/** 企业项目's list conditions: the scope and the keyword (project name or code, employer name; ≤ 100 characters). */
export function enterpriseProjectsWhere(access: Pick<ReadAccess, 'scope' | 'employer'>, query: { blurry?: unknown }, params: unknown[]): string {
  const where = [enterpriseProjectScope(access, params)];
  const blurry = typeof query.blurry === 'string' ? query.blurry.trim().slice(0, 100) : '';
  if (blurry) {
    params.push(likePattern(blurry));
    where.push(`(p.name ILIKE $${params.length} OR p.code ILIKE $${params.length} OR iu.name ILIKE $${params.length})`);
  }
  return where.join(' AND ');
}

const COLUMNS: ResourceField[] = [
  { name: 'code', type: 'string', label: '项目编号' },
  { name: 'name', type: 'string', label: '项目名称' },
  { name: 'employerName', type: 'string', label: '用人单位' },
  { name: 'creditCode', type: 'string', label: '统一社会信用代码' },
  { name: 'organizationName', type: 'string', label: '检测机构' },
  { name: 'checkType', type: 'dictionary', label: '检测类型', options: CHECK_TYPE_OPTIONS },
  { name: 'state', type: 'dictionary', label: '项目阶段', options: stateOptions('project') },
  { name: 'lastIssueDate', type: 'date', label: '最近签发' },
  { name: 'nextDetectionDue', type: 'date', label: '下次检测到期' },
];

/** 企业项目's export: what the caller's list shows (its keyword, newest first), the next detection computed as the list does. */
export const ENTERPRISE_PROJECTS_EXPORT_READ = registerExportRead({
  source: ENTERPRISE_PROJECTS_EXPORT,
  columns: COLUMNS,
  read(query, access) {
    const params: unknown[] = [];
    const where = enterpriseProjectsWhere(access, query, params);
    return {
      select: `q.code, q.name, q.employer_name AS "employerName", q.credit_code AS "creditCode", q.organization_name AS "organizationName",
               q.check_type AS "checkType", q.state, q.last_issue_date AS "lastIssueDate", q.risk_class AS "riskClass"`,
      from: `FROM (${ENTERPRISE_PROJECT_SELECT} WHERE ${where}) q`,
      orderBy: 'q.id DESC',
      params,
    };
  },
  row: (r) => ({ ...r, nextDetectionDue: nextDetectionDue(r.checkType, r.lastIssueDate, r.riskClass) }),
});
