import type { EntityManager } from 'typeorm';
import { badRequest, firstRow } from '../../platform';
import { STAFF_AUTHORIZATION_MESSAGES as M } from './staff-authorization.messages';

/** An authorisation's period as the rule reads it ('YYYY-MM-DD'). */
export interface AuthorisationPeriod {
  from: string;
  until: string;
}

/**
 * Why `person` may not analyse by `method` on `onDate` ('YYYY-MM-DD'), or null when they may:
 * no authorisation, one not yet in force, or one lapsed (its last valid day before `onDate`).
 */
export function authorisationRefusal(period: AuthorisationPeriod | null, person: string, method: string, onDate: string): string | null {
  if (!period) return M.notAuthorised(person, method);
  if (period.from > onDate) return M.notYetValid(person, method, period.from);
  if (period.until < onDate) return M.expired(person, method, period.until);
  return null;
}

/** How people name a method in messages: hazard, method and standard (one standard's method serves several hazards). */
export function methodLabel(method: { hazard_name: string; method_name: string; standard_no: string }): string {
  return `${method.hazard_name} ${method.method_name}（${method.standard_no}）`;
}

/**
 * The server's refusal of an analyst not authorised for a method on `onDate` (ISO/IEC 17025
 * 6.2) — a 400 such as '检测人「王分析」未获授权开展「甲苯 溶剂解吸-气相色谱法（GBZ/T 300.66-2017）」'
 * or '…的授权已于 2026-01-01 到期' — for every module that gives a person samples to analyse or
 * takes their results. The method must be the organisation's.
 */
export async function assertAuthorisedAnalyst(m: EntityManager, organizationId: number, userId: number, methodId: number, onDate: string): Promise<void> {
  const method = firstRow<{ hazard_name: string; method_name: string; standard_no: string }>(
    await m.query(`SELECT hazard_name, method_name, standard_no FROM lab_methods WHERE id = $1 AND organization_id = $2`, [methodId, organizationId]),
  );
  if (!method) throw badRequest(M.methodNotFound);
  const person = firstRow<{ name: string }>(
    await m.query(`SELECT COALESCE(NULLIF(nick_name, ''), username) AS name FROM users WHERE id = $1`, [userId]),
  );
  const period = firstRow<AuthorisationPeriod>(
    await m.query(
      `SELECT to_char(authorised_from, 'YYYY-MM-DD') AS "from", to_char(authorised_until, 'YYYY-MM-DD') AS until
         FROM staff_authorizations WHERE organization_id = $1 AND user_id = $2 AND method_id = $3`,
      [organizationId, userId, methodId],
    ),
  );
  const refusal = authorisationRefusal(period ?? null, person?.name ?? String(userId), methodLabel(method), onDate);
  if (refusal) throw badRequest(refusal);
}

/** The organisation's enabled users authorised for the method on `onDate`, by id. */
export async function authorisedAnalysts(m: EntityManager, organizationId: number, methodId: number, onDate: string): Promise<number[]> {
  const rows: { user_id: number }[] = await m.query(
    `SELECT a.user_id FROM staff_authorizations a JOIN users u ON u.id = a.user_id AND u.organization_id = a.organization_id AND u.enabled
      WHERE a.organization_id = $1 AND a.method_id = $2 AND a.authorised_from <= $3::date AND a.authorised_until >= $3::date
      ORDER BY a.user_id`,
    [organizationId, methodId, onDate],
  );
  return rows.map((r) => Number(r.user_id));
}

/** 允许自校核/自审核: whether the organisation lets one person check or verify their own results (off unless set). */
export async function allowsSelfVerification(m: EntityManager, organizationId: number): Promise<boolean> {
  const row = firstRow<{ allowed: boolean }>(await m.query(`SELECT allow_self_verification AS allowed FROM organizations WHERE id = $1`, [organizationId]));
  return row?.allowed === true;
}
