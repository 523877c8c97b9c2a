import type { EntityManager } from 'typeorm';
import type { ResourceField } from '@ohit/contracts';
import { isLabelled, referenceTarget } from '@ohit/server-resource-engine';
import { badRequest } from '../../../platform';

/**
 * The write rule of reference and user fields (rows and child rows alike): every present,
 * non-null value must point into `organizationId` — a reference at a row of its target there, a
 * user at an enabled user there who, when the field names a `userRole`, holds a role of that
 * name. Refused with a 400 naming the field; nothing is written (the caller's transaction).
 */
export async function checkReferenceFields(m: EntityManager, fields: ResourceField[], organizationId: number, values: Record<string, unknown>): Promise<void> {
  for (const field of fields) {
    if (!isLabelled(field)) continue;
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1) throw badRequest(`${field.label}必须是正整数ID`);
    if (field.type === 'user') await checkUser(m, field, organizationId, id);
    else await checkReference(m, field, organizationId, id);
  }
}

async function checkReference(m: EntityManager, field: ResourceField, organizationId: number, id: number): Promise<void> {
  const target = referenceTarget(field);
  const rows: unknown[] = target.organisationScoped
    ? await m.query(`SELECT 1 FROM ${target.table} WHERE id = $1 AND organization_id = $2`, [id, organizationId])
    : await m.query(`SELECT 1 FROM ${target.table} WHERE id = $1`, [id]);
  if (!rows.length) throw badRequest(`${field.label}不存在或不属于本机构`);
}

async function checkUser(m: EntityManager, field: ResourceField, organizationId: number, id: number): Promise<void> {
  const rows: { enabled: boolean; has_role: boolean }[] = await m.query(
    `SELECT u.enabled,
            ($3::text IS NULL OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = u.id AND ro.name = $3)) AS has_role
       FROM users u WHERE u.id = $1 AND u.organization_id = $2`,
    [id, organizationId, field.userRole ?? null],
  );
  const [user] = rows;
  if (!user) throw badRequest(`${field.label}不存在或不属于本机构`);
  if (!user.enabled) throw badRequest(`${field.label}已停用，请选择其他用户`);
  if (!user.has_role) throw badRequest(`${field.label}必须是拥有“${field.userRole}”角色的用户`);
}
