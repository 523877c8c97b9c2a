/**
 * Spec §3 "Project info row". The minimal `projects` table (migration 1732300000000) fills id,
 * code, name, belongInspect, belongInspectName, createTime and organizationId; the other fields
 * of the row belong to the projects module proper and are null until it lands.
 */
export interface ProjectInfoRow {
  id: number;
  code: string;
  /** Not in the spec's row; the pickers show it next to the code. */
  name: string | null;
  belongInspect: number | null;
  belongInspectName: string | null;
  iuiCode: string | null;
  jcbgFlag: string | null;
  typeName: string | null;
  typeGl: string | null;
  pjbgFlag: string | null;
  projectIdGl: number | null;
  responser: string | null;
  createTime: string;
  organizationId: number;
}

/** `GET api/projectInfo`: spec §7 reads `records` (and the total). */
export interface ProjectInfoPage {
  records: ProjectInfoRow[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** SELECT list of a ProjectInfoRow over `projects p LEFT JOIN inspected_units u`. */
export const PROJECT_INFO_COLUMNS = `
  p.id, p.code, p.name,
  p.inspected_unit_id AS "belongInspect", u.name AS "belongInspectName",
  NULL::varchar AS "iuiCode", NULL::varchar AS "jcbgFlag", NULL::varchar AS "typeName", NULL::varchar AS "typeGl",
  NULL::varchar AS "pjbgFlag", NULL::int AS "projectIdGl", NULL::varchar AS "responser",
  p.created_at AS "createTime", p.organization_id AS "organizationId"`;

/** Sort whitelist (field → column); anything else is a 400. */
export const PROJECT_INFO_SORTS: Record<string, string> = { id: 'p.id', code: 'p.code', createTime: 'p.created_at' };
