export type { ProjectInfoPage, ProjectInfoRow } from '@ohit/contracts';

/** SELECT list of a ProjectInfoRow over `projects p LEFT JOIN inspected_units u`. */
export const PROJECT_INFO_COLUMNS = `
  p.id, p.code, p.name,
  p.inspected_unit_id AS "belongInspect", u.name AS "belongInspectName",
  NULL::varchar AS "iuiCode", NULL::varchar AS "jcbgFlag", NULL::varchar AS "typeName", NULL::varchar AS "typeGl",
  NULL::varchar AS "pjbgFlag", NULL::int AS "projectIdGl", NULL::varchar AS "responser",
  p.created_at AS "createTime", p.organization_id AS "organizationId"`;

/** Sort whitelist (field → column); anything else is a 400. */
export const PROJECT_INFO_SORTS: Record<string, string> = { id: 'p.id', code: 'p.code', createTime: 'p.created_at' };
