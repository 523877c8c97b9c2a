import type { EntityManager } from 'typeorm';
import { type Actor, readScope, writeScope } from '../../platform';

type Run = Pick<EntityManager, 'query'>;

/**
 * Whose employer rows a caller reaches: an enterprise user (isQy, not an administrator) its linked
 * employer's credit code ('' when unlinked — it reaches nothing); anyone else the organisations of
 * their scope (null: all).
 */
export type EmployerReach = { kind: 'employer'; creditCode: string } | { kind: 'organisations'; scope: number[] | null };

export async function reachOf(run: Run, actor: Actor, mode: 'read' | 'write' = 'read'): Promise<EmployerReach> {
  if (actor.isQy && !actor.isAdmin) {
    const [row] = (await run.query(`SELECT enterprise_credit_code FROM users WHERE id = $1`, [actor.id])) as { enterprise_credit_code: string | null }[];
    return { kind: 'employer', creditCode: row?.enterprise_credit_code ?? '' };
  }
  return { kind: 'organisations', scope: mode === 'read' ? readScope(actor) : writeScope(actor) };
}

/** Whether an organisation reach served the employer (a project of one of its organisations with that credit code's unit). */
export async function servedEmployer(run: Run, scope: number[] | null, creditCode: string): Promise<boolean> {
  const rows = await run.query(
    `SELECT 1 FROM projects p JOIN inspected_units iu ON iu.id = p.inspected_unit_id
      WHERE iu.credit_code = $1 AND ($2::int[] IS NULL OR p.organization_id = ANY($2::int[])) LIMIT 1`,
    [creditCode, scope],
  );
  return rows.length > 0;
}
