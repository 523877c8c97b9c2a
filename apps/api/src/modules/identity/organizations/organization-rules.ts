import { EntityManager } from 'typeorm';
import { type Actor, writeScope, badRequest, conflict, forbidden, notFound } from '../../../platform';
import { IDENTITY_MESSAGES as M } from '../shared/identity-messages';
import { ORG_FACT_COLUMN_LIST, ORG_FACT_COLUMNS, type OrgFacts } from './organization-report-facts';

export interface OrgRecord extends OrgFacts {
  id: number; name: string; code: string; zone_code: string | null; logo: string | null; favicon: string | null; parent_id: number | null; allow_self_verification: boolean; version: number;
}

export async function loadOrgsForUpdate(m: EntityManager, actor: Actor, ids: number[]): Promise<OrgRecord[]> {
  const unique = [...new Set(ids)];
  const rows: OrgRecord[] = await m.query(
    `SELECT id, name, code, zone_code, logo, favicon, parent_id, allow_self_verification, ${ORG_FACT_COLUMN_LIST.join(', ')}, version FROM organizations WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [unique],
  );
  const scope = writeScope(actor);
  if (rows.length !== unique.length || rows.some((r) => scope !== null && !scope.includes(r.id))) throw notFound();
  return rows;
}

/** A non-administrator may only create or move organisations below one inside their scope. */
export async function checkParent(m: EntityManager, actor: Actor, parentId: number | null, selfId?: number): Promise<void> {
  const scope = writeScope(actor);
  if (parentId === null) {
    if (scope !== null) throw forbidden(M.orgOutOfScope);
    return;
  }
  if (scope !== null && !scope.includes(parentId)) throw forbidden(M.orgOutOfScope);
  const exists = await m.query(`SELECT 1 FROM organizations WHERE id = $1`, [parentId]);
  if (!exists.length) throw badRequest(M.unknownOrganization);
  if (selfId !== undefined) {
    const below: { id: number }[] = await m.query(
      `WITH RECURSIVE d AS (SELECT id FROM organizations WHERE id = $1 UNION SELECT c.id FROM organizations c JOIN d ON c.parent_id = d.id) SELECT id FROM d`,
      [selfId],
    );
    if (below.some((r) => r.id === parentId)) throw badRequest(M.orgCycle);
  }
}

export async function checkCode(m: EntityManager, code: string, selfId = 0): Promise<void> {
  const taken = await m.query(`SELECT 1 FROM organizations WHERE lower(code) = lower($1) AND id <> $2`, [code, selfId]);
  if (taken.length) throw conflict(M.orgCodeTaken);
}

export function auditOrg(r: Partial<OrgRecord>): Record<string, unknown> {
  const facts = Object.fromEntries(Object.entries(ORG_FACT_COLUMNS).map(([key, column]) => [key, r[column]]));
  return { name: r.name, code: r.code, zoneCode: r.zone_code, logo: r.logo, favicon: r.favicon, parentId: r.parent_id, allowSelfVerification: r.allow_self_verification, ...facts };
}
