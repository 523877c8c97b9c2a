import type { EntityManager } from 'typeorm';
import { PROJECT, PROJECT_ARCHIVE, type ResourceRow } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { type Actor, firstRow, inScope, notFound, readScope, writeScope } from '../../platform';

type Query = Pick<EntityManager, 'query'>;

async function archiveWhere(m: Query, where: string, params: unknown[], lock: boolean): Promise<ResourceRow | null> {
  const row = firstRow<Record<string, unknown>>(await m.query(`SELECT ${selectColumns(PROJECT_ARCHIVE)} FROM project_archives t WHERE ${where}${lock ? ' FOR UPDATE' : ''}`, params));
  return row ? toApiRow(PROJECT_ARCHIVE, row) : null;
}

/** The archive of a project (locked for the caller's transaction), or null. */
export function lockArchiveOfProject(m: Query, projectId: number): Promise<ResourceRow | null> {
  return archiveWhere(m, 't.project_id = $1', [projectId], true);
}

/** An archive the caller may read; another organisation's is a 404, as a missing one. */
export async function archiveForRead(m: Query, actor: Actor, id: number): Promise<ResourceRow> {
  const row = await archiveWhere(m, 't.id = $1', [id], false);
  if (!row || !inScope(readScope(actor), Number(row.organizationId))) throw notFound();
  return row;
}

/** An archive the caller may change, locked; outside the caller's write scope a 404. */
export async function lockArchiveForWrite(m: Query, actor: Actor, id: number): Promise<ResourceRow> {
  const row = await archiveWhere(m, 't.id = $1', [id], true);
  if (!row || !inScope(writeScope(actor), Number(row.organizationId))) throw notFound();
  return row;
}

/** A project as the kernel reads it; `lock` takes it FOR UPDATE (项目归档 serialises with every write of its records). */
export async function projectRow(m: Query, projectId: number, lock = false): Promise<ResourceRow | null> {
  const row = firstRow<Record<string, unknown>>(await m.query(`SELECT ${selectColumns(PROJECT)} FROM projects t WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`, [projectId]));
  return row ? toApiRow(PROJECT, row) : null;
}
