import type { EntityManager } from 'typeorm';
import type { ResourceDeclaration } from '@ohit/contracts';
import { type Actor, notFound } from '../../../platform';
import { rowScopeSql } from './row-scope';

/** What a child row or an attachment needs of the row it belongs to. */
export interface ParentRow {
  id: number;
  organizationId: number;
}

type Run = Pick<EntityManager, 'query'>;

async function parentIn(run: Run, decl: ResourceDeclaration, id: number, actor: Actor, mode: 'read' | 'write', lock: boolean): Promise<ParentRow> {
  const params: unknown[] = [id];
  const scoped = await rowScopeSql(run, decl, actor, mode, params);
  const rows: { id: number; organization_id: number }[] = await run.query(`SELECT t.id, t.organization_id FROM ${decl.table} t WHERE t.id = $1${scoped}${lock ? ' FOR UPDATE' : ''}`, params);
  // Outside the scope is "not found": another organisation's row is never revealed.
  if (!rows[0]) throw notFound();
  return { id: rows[0].id, organizationId: rows[0].organization_id };
}

/** The parent row in the caller's read scope (404 otherwise). */
export function parentForRead(run: Run, decl: ResourceDeclaration, actor: Actor, id: number): Promise<ParentRow> {
  return parentIn(run, decl, id, actor, 'read', false);
}

/** The parent row in the caller's write scope, unlocked: a cheap refusal before work outside the transaction (storing a file). */
export function parentForWrite(run: Run, decl: ResourceDeclaration, actor: Actor, id: number): Promise<ParentRow> {
  return parentIn(run, decl, id, actor, 'write', false);
}

/**
 * The parent row in the caller's write scope, locked FOR UPDATE inside the caller's transaction,
 * so changes to its children and attachments are serialised with each other and with edits of it.
 */
export function lockParentForWrite(m: EntityManager, decl: ResourceDeclaration, actor: Actor, id: number): Promise<ParentRow> {
  return parentIn(m, decl, id, actor, 'write', true);
}
