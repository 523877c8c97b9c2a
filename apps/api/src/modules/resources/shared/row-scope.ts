import type { EntityManager } from 'typeorm';
import type { ResourceDeclaration } from '@ohit/contracts';
import { type ReadAccess, rowScopeCondition } from '@ohit/server-resource-engine';
import { type Actor, mayFilterOrganizations, readScope, writeScope } from '../../../platform';

type Run = Pick<EntityManager, 'query'>;

/**
 * The employer an enterprise (isQy) caller belongs to (users.enterprise_credit_code, '' when not
 * linked), for a resource with an `employerScope`; undefined for anyone else or another resource.
 * Read per request, so a link changed in 用户管理 applies at once.
 */
export async function employerOf(run: Run, decl: ResourceDeclaration, actor: Actor): Promise<string | undefined> {
  if (!decl.employerScope || actor.isAdmin || !actor.isQy) return undefined;
  const [row] = (await run.query(`SELECT enterprise_credit_code FROM users WHERE id = $1`, [actor.id])) as { enterprise_credit_code: string | null }[];
  return row?.enterprise_credit_code ?? '';
}

/** The caller's read rules for one resource: spec §6 plus its employer scope. */
export async function readAccessFor(run: Run, decl: ResourceDeclaration, actor: Actor): Promise<ReadAccess> {
  return { scope: readScope(actor), mayFilterOrganizations: mayFilterOrganizations(actor), employer: await employerOf(run, decl, actor) };
}

/**
 * `AND <who may see the row>` over alias `t` for reads or writes, its parameters numbered from
 * `firstParam` (appended to `params`): the organisation scope, or the employer rule.
 */
export async function rowScopeSql(run: Run, decl: ResourceDeclaration, actor: Actor, mode: 'read' | 'write', params: unknown[]): Promise<string> {
  const access = { scope: mode === 'read' ? readScope(actor) : writeScope(actor), employer: await employerOf(run, decl, actor) };
  const condition = rowScopeCondition(decl, access, (v) => {
    params.push(v);
    return `$${params.length}`;
  });
  return condition ? ` AND ${condition}` : '';
}
