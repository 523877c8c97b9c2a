import { CHECK_TYPE_OPTIONS } from '@ohit/contracts';

export type { ProjectInfoPage, ProjectInfoRow } from '@ohit/contracts';

/** CASE over the check-type codes: the label of `column` (the built-in 检测类型 names). */
const checkTypeLabel = (column: string) => `CASE ${column} ${CHECK_TYPE_OPTIONS.map((o) => `WHEN '${o.value}' THEN '${o.label}'`).join(' ')} ELSE ${column} END`;

/**
 * SELECT list of a ProjectInfoRow (spec §3) over `projects p LEFT JOIN inspected_units u`;
 * the linked evaluation project and the responsible person by their primary keys.
 */
export const PROJECT_INFO_COLUMNS = `
  p.id, p.code, p.name,
  p.inspected_unit_id AS "belongInspect", u.name AS "belongInspectName",
  u.credit_code AS "iuiCode", p.jcbg_flag AS "jcbgFlag", ${checkTypeLabel('p.check_type')} AS "typeName",
  (SELECT g.check_type FROM projects g WHERE g.id = p.linked_project_id) AS "typeGl",
  p.pjbg_flag AS "pjbgFlag", p.linked_project_id AS "projectIdGl",
  (SELECT COALESCE(NULLIF(r.nick_name, ''), r.username) FROM users r WHERE r.id = p.responser_id) AS "responser",
  p.created_at AS "createTime", p.organization_id AS "organizationId"`;

/** Sort whitelist (field → column); anything else is a 400. */
export const PROJECT_INFO_SORTS: Record<string, string> = { id: 'p.id', code: 'p.code', createTime: 'p.created_at' };
