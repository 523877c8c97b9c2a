import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type Actor, writeScope, badRequest, forbidden, hasAnyPermission, notFound } from '../../../platform';
import { IDENTITY_MESSAGES as M } from '../shared/identity-messages';

export interface RoleRecord {
  id: number;
  name: string;
  level: number;
  data_scope: 'ALL' | 'OWN_ORG' | 'CUSTOM' | 'ZONE';
  description: string | null;
  organization_id: number;
  version: number;
  menu_ids: number[];
  organization_ids: number[];
  zone_codes: string[];
}

@Injectable()
export class RoleRules {
  /** Locks the roles; out of scope → 404; more powerful than the actor → 403. */
  async loadForUpdate(m: EntityManager, actor: Actor, ids: number[]): Promise<RoleRecord[]> {
    const unique = [...new Set(ids)];
    const rows: RoleRecord[] = await m.query(
      `SELECT r.id, r.name, r.level, r.data_scope, r.description, r.organization_id, r.version,
         COALESCE((SELECT array_agg(menu_id ORDER BY menu_id) FROM role_menus WHERE role_id = r.id), '{}') AS menu_ids,
         COALESCE((SELECT array_agg(organization_id ORDER BY organization_id) FROM role_organizations WHERE role_id = r.id), '{}') AS organization_ids,
         COALESCE((SELECT array_agg(zone_code ORDER BY zone_code) FROM role_zones WHERE role_id = r.id), '{}') AS zone_codes
       FROM roles r WHERE r.id = ANY($1::int[]) ORDER BY r.id FOR UPDATE OF r`,
      [unique],
    );
    const scope = writeScope(actor);
    if (rows.length !== unique.length || rows.some((r) => scope !== null && !scope.includes(r.organization_id))) throw notFound();
    if (!actor.isAdmin && rows.some((r) => r.level < actor.level)) throw forbidden(M.levelTooHigh(actor.level));
    return rows;
  }

  checkLevel(actor: Actor, level: number): void {
    if (!actor.isAdmin && level < actor.level) throw forbidden(M.levelTooHigh(actor.level));
  }

  /** Menus must exist; a non-administrator may only grant menus they hold. */
  async checkMenus(m: EntityManager, actor: Actor, menuIds: number[]): Promise<number[]> {
    const unique = [...new Set(menuIds)].sort((a, b) => a - b);
    if (!unique.length) return [];
    const rows: { id: number }[] = await m.query(`SELECT id FROM menus WHERE id = ANY($1::int[])`, [unique]);
    if (rows.length !== unique.length) throw badRequest(M.unknownMenus);
    if (!actor.isAdmin && unique.some((id) => !actor.menuIds.has(id))) throw forbidden(M.menusNotOwned);
    return unique;
  }

  /** CUSTOM needs an explicit, non-empty list inside the actor's scope; other scopes store none. */
  async checkScope(m: EntityManager, actor: Actor, dataScope: string, organizationIds: number[] | undefined): Promise<number[]> {
    if (dataScope !== 'CUSTOM') return [];
    const unique = [...new Set(organizationIds ?? [])].sort((a, b) => a - b);
    if (!unique.length) throw badRequest(M.customScopeNeedsOrgs);
    const rows: { id: number }[] = await m.query(`SELECT id FROM organizations WHERE id = ANY($1::int[])`, [unique]);
    if (rows.length !== unique.length) throw badRequest(M.unknownOrganization);
    const scope = writeScope(actor);
    if (scope !== null && unique.some((id) => !scope.includes(id))) throw forbidden(M.orgOutOfScope);
    return unique;
  }

  /**
   * ZONE (a health authority's supervisor reading its zones' organisations) needs at least one
   * area-code prefix, and only an administrator grants it: it reaches beyond any organisation's
   * own scope. Other scopes store none.
   */
  checkZones(actor: Actor, dataScope: string, zoneCodes: string[] | undefined): string[] {
    if (dataScope !== 'ZONE') return [];
    if (!actor.isAdmin) throw forbidden(M.zoneScopeAdminOnly);
    const unique = [...new Set(zoneCodes ?? [])].sort();
    if (!unique.length) throw badRequest(M.zoneScopeNeedsZones);
    return unique;
  }

  /**
   * The data scope a role form asks for, or null when it is the role's own (the form sends the
   * scope with every edit): a change needs `roles:dataScope`, then the same checks as PUT dataScope.
   */
  async scopeChange(
    m: EntityManager,
    actor: Actor,
    role: RoleRecord,
    ask: { dataScope?: RoleRecord['data_scope']; organizationIds?: number[]; zoneCodes?: string[] },
  ): Promise<{ dataScope: RoleRecord['data_scope']; organizationIds: number[]; zoneCodes: string[] } | null> {
    const dataScope = ask.dataScope ?? role.data_scope;
    const orgs = dataScope === 'CUSTOM' ? [...new Set(ask.organizationIds ?? role.organization_ids)].sort((a, b) => a - b) : [];
    const zones = dataScope === 'ZONE' ? [...new Set(ask.zoneCodes ?? role.zone_codes)].sort() : [];
    const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => String(x) === String(b[i]));
    if (dataScope === role.data_scope && same(orgs, role.organization_ids) && same(zones, role.zone_codes)) return null;
    if (!hasAnyPermission(actor, ['roles:dataScope'])) throw forbidden(M.dataScopeNotAllowed);
    return { dataScope, organizationIds: await this.checkScope(m, actor, dataScope, orgs), zoneCodes: this.checkZones(actor, dataScope, zones) };
  }

  async replaceZones(m: EntityManager, roleId: number, zoneCodes: string[]): Promise<void> {
    await m.query(`DELETE FROM role_zones WHERE role_id = $1`, [roleId]);
    if (zoneCodes.length) await m.query(`INSERT INTO role_zones (role_id, zone_code) SELECT $1, unnest($2::varchar[])`, [roleId, zoneCodes]);
  }

  async replaceMenus(m: EntityManager, roleId: number, menuIds: number[]): Promise<void> {
    await m.query(`DELETE FROM role_menus WHERE role_id = $1`, [roleId]);
    if (menuIds.length) await m.query(`INSERT INTO role_menus (role_id, menu_id) SELECT $1, unnest($2::int[])`, [roleId, menuIds]);
  }

  async replaceOrganizations(m: EntityManager, roleId: number, organizationIds: number[]): Promise<void> {
    await m.query(`DELETE FROM role_organizations WHERE role_id = $1`, [roleId]);
    if (organizationIds.length) {
      await m.query(`INSERT INTO role_organizations (role_id, organization_id) SELECT $1, unnest($2::int[])`, [roleId, organizationIds]);
    }
  }
}

export function auditRole(r: Partial<RoleRecord>): Record<string, unknown> {
  return {
    name: r.name,
    level: r.level,
    dataScope: r.data_scope,
    description: r.description,
    organizationId: r.organization_id,
    menuIds: r.menu_ids,
    organizationIds: r.organization_ids,
    zoneCodes: r.zone_codes,
  };
}
