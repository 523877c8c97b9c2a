import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type Actor, writeScope, badRequest, forbidden, notFound } from '../../../platform';
import { IDENTITY_MESSAGES as M } from '../shared/identity-messages';

export interface UserRecord {
  id: number;
  username: string;
  nick_name: string;
  phone: string | null;
  email: string | null;
  is_admin: boolean;
  is_qy: number;
  enterprise_credit_code: string | null;
  enabled: boolean;
  expiry_date: Date | null;
  organization_id: number;
  avatar: string | null;
  signature: string | null;
  version: number;
  role_ids: number[];
  min_level: number | null;
}

/** What every user command checks: scope, admin targets, role levels, assignable roles. */
@Injectable()
export class UserRules {
  /** Locks and returns the users; any id outside the actor's scope is a 404 (never a leak). */
  async loadForUpdate(m: EntityManager, actor: Actor, ids: number[]): Promise<UserRecord[]> {
    const unique = [...new Set(ids)];
    const rows: UserRecord[] = await m.query(
      `SELECT u.id, u.username, u.nick_name, u.phone, u.email, u.is_admin, u.is_qy, u.enterprise_credit_code, u.enabled, u.expiry_date, u.organization_id,
              u.avatar, u.signature, u.version,
              COALESCE((SELECT array_agg(ur.role_id ORDER BY ur.role_id) FROM user_roles ur WHERE ur.user_id = u.id), '{}') AS role_ids,
              (SELECT min(r.level) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS min_level
       FROM users u WHERE u.id = ANY($1::int[]) ORDER BY u.id FOR UPDATE OF u`,
      [unique],
    );
    const scope = writeScope(actor);
    if (rows.length !== unique.length || rows.some((r) => scope !== null && !scope.includes(r.organization_id))) throw notFound();
    if (!actor.isAdmin) {
      for (const r of rows) {
        if (r.is_admin) throw forbidden(M.cannotTouchAdmin);
        if (r.id !== actor.id && r.min_level !== null && r.min_level < actor.level) throw forbidden(M.levelTooHigh(actor.level));
      }
    }
    return rows;
  }

  /** Roles the actor may hand out: existing, in scope, not more powerful than the actor. */
  async checkAssignableRoles(m: EntityManager, actor: Actor, roleIds: number[]): Promise<number[]> {
    const unique = [...new Set(roleIds)];
    if (!unique.length) return [];
    const rows: { id: number; level: number; organization_id: number }[] = await m.query(
      `SELECT id, level, organization_id FROM roles WHERE id = ANY($1::int[])`,
      [unique],
    );
    const scope = writeScope(actor);
    if (rows.length !== unique.length || rows.some((r) => scope !== null && !scope.includes(r.organization_id))) throw badRequest(M.unknownRoles);
    if (!actor.isAdmin && rows.some((r) => r.level < actor.level)) throw forbidden(M.levelTooHigh(actor.level));
    return unique.sort((a, b) => a - b);
  }

  checkOrganization(actor: Actor, organizationId: number): void {
    const scope = writeScope(actor);
    if (scope !== null && !scope.includes(organizationId)) throw forbidden(M.orgOutOfScope);
  }

  checkFlags(actor: Actor, dto: { isAdmin?: boolean; isQy?: 0 | 1; enterpriseCreditCode?: string | null }, current?: { is_admin: boolean; is_qy: number; enterprise_credit_code?: string | null }): void {
    if (actor.isAdmin) return;
    const wantsAdmin = dto.isAdmin !== undefined && dto.isAdmin !== (current?.is_admin ?? false);
    const wantsQy = dto.isQy !== undefined && dto.isQy !== Number(current?.is_qy ?? 0);
    // the employer link opens an employer's records across organisations: granted like isQy
    const wantsEmployer = dto.enterpriseCreditCode !== undefined && (dto.enterpriseCreditCode || null) !== (current?.enterprise_credit_code ?? null);
    if (wantsAdmin || wantsQy || wantsEmployer || dto.isAdmin === true || dto.isQy === 1) throw forbidden(M.cannotSetAdmin);
  }

  /** Non-administrators may not give anyone a longer life than their own account. */
  checkExpiry(actor: Actor, expiry: Date | null): void {
    if (actor.isAdmin) return;
    const own = actor.expiryDate ? new Date(actor.expiryDate) : null;
    if (expiry === null || (own && expiry.getTime() > own.getTime())) throw forbidden(M.expiryBeyondOwn);
  }

  async replaceRoles(m: EntityManager, userId: number, roleIds: number[]): Promise<void> {
    await m.query(`DELETE FROM user_roles WHERE user_id = $1`, [userId]);
    if (roleIds.length) {
      await m.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::int[])`, [userId, roleIds]);
    }
  }
}

/** The audit view of a user row (never the password hash). */
export function auditUser(r: Partial<UserRecord>): Record<string, unknown> {
  return {
    username: r.username,
    nickName: r.nick_name,
    phone: r.phone,
    email: r.email,
    isAdmin: r.is_admin,
    isQy: r.is_qy === undefined ? undefined : Number(r.is_qy),
    enterpriseCreditCode: r.enterprise_credit_code,
    enabled: r.enabled,
    expiryDate: r.expiry_date ? new Date(r.expiry_date).toISOString() : r.expiry_date,
    organizationId: r.organization_id,
    roleIds: r.role_ids,
    avatar: r.avatar,
    signature: r.signature,
  };
}
