import { PROJECT_INFO_PATH, type ProjectInfoRow } from '@ohit/contracts';
import { request } from '../http/request';
import { readPage } from '../providers/data-provider';

export type { ProjectInfoRow };

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
