import type { EntityManager } from 'typeorm';
import {
  CHECK_TYPE_OPTIONS,
  DECLARATION_OPEN_STATES,
  ENTERPRISE_DECLARATION,
  ENTERPRISE_PROJECTS_URL,
  type EnterpriseDeclarationSummary,
  type EnterpriseIssuedReport,
  type EnterpriseProjectDetail,
  type EnterpriseProjectRow,
  fieldOf,
  optionLabel,
  type PageResult,
} from '@ohit/contracts';
import { declarationDueStatus, nextDetectionDue, projectStateMachine } from '@ohit/domain';
import { ENTERPRISE_PROJECT_SELECT, enterpriseProjectScope, enterpriseProjectsWhere } from '@ohit/server-resource-engine';
import type { Actor } from '../../platform';
import { localDate } from '../resources';
import { type EmployerReach, reachOf } from './employer-scope';

type Run = Pick<EntityManager, 'query'>;

interface ProjectSql {
  id: number;
  code: string;
  name: string;
  organization_name: string;
  employer_name: string;
  credit_code: string | null;
  risk_class: string | null;
  check_type: string;
  state: string;
  last_issue_date: string | null;
}

const checkTypeName = (v: string) => CHECK_TYPE_OPTIONS.find((o) => o.value === v)?.label ?? v;

/** Whose projects (the resource engine's `enterpriseProjectScope`, which 企业项目's export runs too). */
async function projectScope(run: Run, actor: Actor, params: unknown[]): Promise<string> {
  return enterpriseProjectScope(accessOf(await reachOf(run, actor, 'read')), params);
}

/** The caller's reach as the read rules the engine takes: an enterprise user's employer, or the staff's scope. */
const accessOf = (reach: EmployerReach) => (reach.kind === 'employer' ? { scope: null, employer: reach.creditCode } : { scope: reach.scope });

const SELECT = ENTERPRISE_PROJECT_SELECT;

function toRow(r: ProjectSql, today: string): EnterpriseProjectRow {
  const due = nextDetectionDue(r.check_type, r.last_issue_date, r.risk_class);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    organizationName: r.organization_name,
    employerName: r.employer_name,
    creditCode: r.credit_code,
    checkType: r.check_type,
    checkTypeName: checkTypeName(r.check_type),
    state: r.state,
    stateName: projectStateMachine.stateLabel(r.state as never),
    lastIssueDate: r.last_issue_date,
    nextDetectionDue: due,
    nextDetectionStatus: declarationDueStatus(due, today)?.status ?? null,
  };
}

/** 企业项目's list: the caller's employer's (or clients') projects, newest first, by name or code. */
export async function listEnterpriseProjects(run: Run, actor: Actor, q: { page: number; size: number; blurry?: string }): Promise<PageResult<EnterpriseProjectRow>> {
  const params: unknown[] = [];
  const where = enterpriseProjectsWhere(accessOf(await reachOf(run, actor, 'read')), q, params);
  const from = `FROM projects p JOIN inspected_units iu ON iu.id = p.inspected_unit_id WHERE ${where}`;
  const [{ total }] = await run.query(`SELECT count(*)::int AS total ${from}`, params);
  const rows: ProjectSql[] = await run.query(`${SELECT} WHERE ${where} ORDER BY p.id DESC LIMIT ${q.size} OFFSET ${q.page * q.size}`, params);
  const today = localDate();
  return { totalElements: total, content: rows.map((r) => toRow(r, today)) };
}

/** One project of the caller's reach, or null (another employer's or organisation's is never revealed). */
async function projectInReach(run: Run, actor: Actor, id: number): Promise<ProjectSql | null> {
  const params: unknown[] = [id];
  const scoped = await projectScope(run, actor, params);
  const [row] = (await run.query(`${SELECT} WHERE p.id = $1 AND ${scoped}`, params)) as ProjectSql[];
  return row ?? null;
}

/** 企业项目's detail: the project, its issued reports (with the issued PDF's address) and its employer's declarations. */
export async function enterpriseProjectDetail(run: Run, actor: Actor, id: number): Promise<EnterpriseProjectDetail | null> {
  const project = await projectInReach(run, actor, id);
  if (!project) return null;
  const today = localDate();
  const reports: { id: number; code: string | null; report_version: number; issue_date: string | null; conclusion: string | null; has_file: boolean }[] = await run.query(
    `SELECT r.id, r.code, r.report_version, to_char(r.issue_date, 'YYYY-MM-DD') AS issue_date, r.conclusion,
            EXISTS (SELECT 1 FROM report_issued_files f WHERE f.report_id = r.id) AS has_file
       FROM reports r WHERE r.project_id = $1 AND r.state = 'issued' ORDER BY r.report_version DESC`,
    [id],
  );
  const declarations: { id: number; code: string; declaration_type: string; state: string; due_date: string | null }[] = project.credit_code
    ? await run.query(
        `SELECT id, code, declaration_type, state, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM enterprise_declarations WHERE credit_code = $1 ORDER BY id DESC LIMIT 200`,
        [project.credit_code],
      )
    : [];
  const typeField = fieldOf(ENTERPRISE_DECLARATION, 'declarationType')!;
  const stateField = fieldOf(ENTERPRISE_DECLARATION, 'state')!;
  return {
    ...toRow(project, today),
    reports: reports.map(
      (r): EnterpriseIssuedReport => ({
        id: r.id,
        code: r.code,
        version: r.report_version,
        issueDate: r.issue_date,
        conclusion: r.conclusion,
        fileUrl: r.has_file ? `${ENTERPRISE_PROJECTS_URL}/${id}/reports/${r.id}/file` : null,
      }),
    ),
    declarations: declarations.map(
      (d): EnterpriseDeclarationSummary => ({
        id: d.id,
        code: d.code,
        declarationTypeName: optionLabel(typeField, d.declaration_type),
        stateName: optionLabel(stateField, d.state),
        dueDate: d.due_date,
        // a filed (submitted or accepted) declaration is no longer due
        dueStatus: DECLARATION_OPEN_STATES.includes(d.state) ? (declarationDueStatus(d.due_date, today)?.status ?? null) : null,
      }),
    ),
  };
}

/** The storage key and name of an issued report's issued PDF, when the project is in reach and the report issued with its file. */
export async function issuedFileInReach(run: Run, actor: Actor, projectId: number, reportId: number): Promise<{ key: string; fileName: string; contentType: string; size: number } | null> {
  if (!(await projectInReach(run, actor, projectId))) return null;
  const [row] = (await run.query(
    `SELECT sf.key, a.file_name, a.content_type, a.size FROM reports r JOIN report_issued_files f ON f.report_id = r.id
       JOIN resource_attachments a ON a.id = f.attachment_id JOIN stored_files sf ON sf.id = a.stored_file_id
      WHERE r.id = $1 AND r.project_id = $2 AND r.state = 'issued'`,
    [reportId, projectId],
  )) as { key: string; file_name: string; content_type: string; size: string }[];
  return row ? { key: row.key, fileName: row.file_name, contentType: row.content_type, size: Number(row.size) } : null;
}
