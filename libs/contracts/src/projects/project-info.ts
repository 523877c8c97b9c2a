/**
 * Spec §3 "Project info row" as `GET api/projectInfo` answers it: iuiCode is the unit's credit
 * code, typeName the check type's label, typeGl the linked evaluation project's check type,
 * responser the responsible person's name.
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

export const PROJECT_INFO_PATH = 'api/projectInfo';
