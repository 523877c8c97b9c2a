import type { ReadAccess } from './resource-sql';

type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/**
 * The organisation rules of a job's owner, re-read from the database by the worker (the
 * payload is never trusted): the same rules as the api's readScope — administrators and
 * enterprise users see all; others their organisation, plus sub-organisations for an ALL data
 * scope, plus a CUSTOM scope's organisations. null when the owner is gone or disabled.
 */
export async function ownerAccess(query: Query, userId: number): Promise<(ReadAccess & { organizationId: number; username: string }) | null> {
  const [user] = (await query(`SELECT id, username, is_admin, is_qy, enabled, organization_id FROM users WHERE id = $1`, [userId])) as {
    username: string;
    is_admin: boolean;
    is_qy: number;
    enabled: boolean;
    organization_id: number;
  }[];
  if (!user || !user.enabled) return null;
  const all = user.is_admin || Number(user.is_qy) === 1;
  if (all) return { scope: null, mayFilterOrganizations: true, organizationId: user.organization_id, username: user.username };
  const rows = (await query(
    `WITH r AS (SELECT ro.id, ro.data_scope FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = $1)
     SELECT $2::int AS id
     UNION SELECT o.id FROM organizations o WHERE EXISTS (SELECT 1 FROM r WHERE data_scope = 'ALL') AND o.id IN (
       WITH RECURSIVE t AS (SELECT id FROM organizations WHERE id = $2 UNION SELECT c.id FROM organizations c JOIN t ON c.parent_id = t.id) SELECT id FROM t)
     UNION SELECT rog.organization_id FROM role_organizations rog JOIN r ON r.id = rog.role_id AND r.data_scope = 'CUSTOM'`,
    [userId, user.organization_id],
  )) as { id: number }[];
  return { scope: rows.map((r) => r.id).sort((a, b) => a - b), mayFilterOrganizations: false, organizationId: user.organization_id, username: user.username };
}
