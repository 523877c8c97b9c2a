import type { ReadAccess } from './resource-sql';

type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/** The user columns the organisation rules read. */
export interface ScopeUser {
  id: number;
  is_admin: boolean;
  is_qy: number | boolean;
  organization_id: number;
}

/**
 * The organisations a non-administrator's roles let them read and change (spec §6 and the
 * roles' data scope): their own organisation, everything below it for an ALL data scope, and a
 * CUSTOM scope's listed organisations (a ZONE role adds reads only: `roleZoneOrganisations`). The one implementation of the rule: the api's actor and
 * the worker's job owner both come here. Sorted ascending.
 */
export async function roleOrganisationScope(query: Query, user: Pick<ScopeUser, 'id' | 'organization_id'>): Promise<number[]> {
  const rows = (await query(
    `WITH r AS (SELECT ro.id, ro.data_scope FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = $1)
     SELECT $2::int AS id
     UNION SELECT o.id FROM organizations o WHERE EXISTS (SELECT 1 FROM r WHERE data_scope = 'ALL') AND o.id IN (
       WITH RECURSIVE t AS (SELECT id FROM organizations WHERE id = $2 UNION SELECT c.id FROM organizations c JOIN t ON c.parent_id = t.id) SELECT id FROM t)
     UNION SELECT rog.organization_id FROM role_organizations rog JOIN r ON r.id = rog.role_id AND r.data_scope = 'CUSTOM'`,
    [user.id, user.organization_id],
  )) as { id: number }[];
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * The organisations a health authority's supervisor reads through its ZONE roles: those whose
 * zone_code starts with one of the roles' zones (role_zones; area-code prefixes such as '3201').
 * Read only — a supervisor never changes an organisation's records, so these never join the write
 * scope (`roleOrganisationScope`). Empty for everybody without a ZONE role. Sorted ascending.
 */
export async function roleZoneOrganisations(query: Query, userId: number): Promise<number[]> {
  const rows = (await query(
    `SELECT DISTINCT o.id FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id AND ro.data_scope = 'ZONE'
       JOIN role_zones rz ON rz.role_id = ro.id
       JOIN organizations o ON o.zone_code LIKE rz.zone_code || '%'
     WHERE ur.user_id = $1`,
    [userId],
  )) as { id: number }[];
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The read scope of a non-administrator: the role scope plus the zones' organisations. */
export function withZoneOrganisations(scope: number[], zone: readonly number[]): number[] {
  return zone.length ? [...new Set([...scope, ...zone])].sort((a, b) => a - b) : scope;
}

/** Administrators and enterprise-flagged (isQy) users read every organisation (spec §6). */
export function readsEveryOrganisation(user: Pick<ScopeUser, 'is_admin' | 'is_qy'>): boolean {
  return user.is_admin || Number(user.is_qy) === 1;
}

/**
 * The read rules of a job's owner, re-read from the database by the worker (the payload is
 * never trusted): the same rules as the api's list — `readScope` (a supervisor's zones included)
 * and, for an enterprise user (isQy, not an administrator), its employer (users.enterprise_credit_code,
 * '' when unlinked), which narrows every employer-scoped read. null when the owner is gone or disabled.
 */
export async function ownerAccess(query: Query, userId: number): Promise<(ReadAccess & { organizationId: number; username: string }) | null> {
  const [user] = (await query(`SELECT id, username, is_admin, is_qy, enabled, organization_id, enterprise_credit_code FROM users WHERE id = $1`, [userId])) as (ScopeUser & {
    username: string;
    enabled: boolean;
    enterprise_credit_code: string | null;
  })[];
  if (!user || !user.enabled) return null;
  const base = { organizationId: user.organization_id, username: user.username };
  if (Number(user.is_qy) === 1 && !user.is_admin) return { scope: null, mayFilterOrganizations: true, employer: user.enterprise_credit_code ?? '', ...base };
  if (readsEveryOrganisation(user)) return { scope: null, mayFilterOrganizations: true, ...base };
  const zone = await roleZoneOrganisations(query, user.id);
  return { scope: withZoneOrganisations(await roleOrganisationScope(query, user), zone), mayFilterOrganizations: false, ...base };
}
