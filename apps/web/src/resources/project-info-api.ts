import { request } from '../http/request';
import { readPage } from '../providers/data-provider';

/** Spec §3 project-info row as `GET api/projectInfo` answers it (name: the pickers show it too). */
export interface ProjectInfoRow {
  id: number;
  code: string;
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

export interface ProjectInfoQuery {
  /** 1-based (spec §7: pageNumber 1, pageSize 10). */
  pageNumber?: number;
  pageSize?: number;
  belongInspect?: number;
  /** Code or name contains. */
  blurry?: string;
  /** Honoured for administrators and enterprise users; others always get their own organisation. */
  organizationId?: number;
}

export const PROJECT_INFO_PATH = 'api/projectInfo';

/** The spec §7 project-info lookup: paged, reads `records` (and the total). A list call: organisation rules apply. */
export async function fetchProjectInfo(q: ProjectInfoQuery): Promise<{ rows: ProjectInfoRow[]; total: number }> {
  const raw = await request<unknown>(PROJECT_INFO_PATH, { method: 'GET', params: { pageNumber: 1, pageSize: 10, ...q }, purpose: 'list' });
  const page = readPage<ProjectInfoRow>(raw);
  return { rows: page.data, total: page.total };
}

/** "编号 名称（受检单位）" of a project, for selects and lists. */
export function projectLabel(p: Pick<ProjectInfoRow, 'code' | 'name' | 'belongInspectName'>): string {
  const main = [p.code, p.name].filter(Boolean).join(' ');
  return p.belongInspectName ? `${main}（${p.belongInspectName}）` : main;
}
