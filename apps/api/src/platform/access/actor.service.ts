import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { roleOrganisationScope, roleZoneOrganisations } from '@ohit/server-resource-engine';
import { Actor } from './actor';

export interface ActorUserRow {
  id: number;
  username: string;
  is_admin: boolean;
  is_qy: number;
  enabled: boolean;
  expiry_date: Date | null;
  organization_id: number;
}

/** Callers kept in memory at most (a busy api holds its active users; the rest are reloaded). */
const CACHE_LIMIT = 5000;

/**
 * Who the caller is: the user row, roles, permissions, menus and organisation scope. Kept in memory
 * per user and stamped with `identity_version`, a counter every change to users, roles, menus,
 * grants or organisations moves (statement triggers): each request reads the counter (one tiny
 * query) and reloads the caller only when it moved — so a change to a role or menu still takes
 * effect on the next request, on every replica.
 */
@Injectable()
export class ActorService {
  private readonly cache = new Map<number, { version: string; user: ActorUserRow; actor: Actor }>();

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The caller of a verified token, or null when the user no longer exists. */
  async resolve(userId: number, jti: string, exp: number): Promise<{ user: ActorUserRow; actor: Actor } | null> {
    const [{ version }] = (await this.ds.query(`SELECT version::text AS version FROM identity_version`)) as { version: string }[];
    const hit = this.cache.get(userId);
    if (hit && hit.version === version) return { user: hit.user, actor: { ...hit.actor, jti, exp } };
    const user = await this.loadUser(userId);
    if (!user) {
      this.cache.delete(userId);
      return null;
    }
    const actor = await this.load(user);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    // stamped with the version read before loading: a change committed meanwhile moves it again
    this.cache.set(userId, { version, user, actor });
    return { user, actor: { ...actor, jti, exp } };
  }

  async loadUser(id: number): Promise<ActorUserRow | null> {
    const rows: ActorUserRow[] = await this.ds.query(
      `SELECT id, username, is_admin, is_qy, enabled, expiry_date, organization_id FROM users WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async load(user: ActorUserRow, jti = '', exp = 0): Promise<Actor> {
    const roles: { id: number; level: number; data_scope: string }[] = await this.ds.query(
      `SELECT r.id, r.level, r.data_scope FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
      [user.id],
    );
    const roleIds = roles.map((r) => r.id);
    const menus: { id: number; type: number; permission: string | null }[] = user.is_admin
      ? await this.ds.query(`SELECT id, type, permission FROM menus`)
      : roleIds.length
        ? await this.ds.query(
            `SELECT DISTINCT m.id, m.type, m.permission FROM role_menus rm JOIN menus m ON m.id = rm.menu_id WHERE rm.role_id = ANY($1::int[])`,
            [roleIds],
          )
        : [];
    const permissions = new Set<string>();
    const buttons = new Set<string>();
    for (const m of menus) {
      if (!m.permission) continue;
      for (const code of m.permission.split(',').map((c) => c.trim()).filter(Boolean)) {
        permissions.add(code);
        if (m.type >= 2) buttons.add(code);
      }
    }
    if (user.is_admin) {
      permissions.add('admin');
      buttons.add('admin');
    }
    // Administrators are unrestricted; everyone else gets their roles' organisations (one rule,
    // shared with the worker's job owner).
    const orgScope = user.is_admin ? null : await roleOrganisationScope((sql, params) => this.ds.query(sql, params), user);
    // A ZONE role (a health authority's supervisor) reads its zones' organisations, never writes them.
    const zoneScope = user.is_admin || !roles.some((r) => r.data_scope === 'ZONE') ? [] : await roleZoneOrganisations((sql, params) => this.ds.query(sql, params), user.id);
    return {
      id: user.id,
      username: user.username,
      isAdmin: user.is_admin,
      isQy: Number(user.is_qy) === 1,
      organizationId: user.organization_id,
      expiryDate: user.expiry_date,
      permissions,
      buttonPermissions: [...buttons].sort(),
      menuIds: new Set(menus.map((m) => m.id)),
      level: user.is_admin ? 0 : roles.length ? Math.min(...roles.map((r) => r.level)) : 999,
      orgScope,
      zoneScope,
      jti,
      exp,
    };
  }
}
