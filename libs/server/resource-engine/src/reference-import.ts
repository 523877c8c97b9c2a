import { returningRows } from '@ohit/server-database';
import { normaliseText, validateNameText } from '@ohit/domain';
import type { ResourceField } from '@ohit/contracts';
import { referenceTarget } from './reference-sql';
import type { RunSql } from './resource-import';

/**
 * An import cell of a reference or user field: what the export wrote (the label) or an id, as
 * trimmed text; `[text, message]` like coerceField. Resolved to the id by resolveReferenceCells.
 */
export function referenceCellText(field: ResourceField, raw: unknown): [string | null, string | null] {
  const blank = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  if (blank) return [null, field.required ? `${field.label}不能为空` : null];
  if (typeof raw !== 'string' && typeof raw !== 'number') return [null, `${field.label}必须是名称或ID`];
  const text = normaliseText(String(raw).trim());
  const refused = validateNameText(text);
  if (refused) return [null, `${field.label}${refused}`];
  if (text.length > 200) return [null, `${field.label}不能超过200个字符`];
  return [text, null];
}

/**
 * Each cell text → the id of the one target row within the organisation it names (by label; a
 * user by username, then nick name), or else an all-digit text as an id; or the row error in
 * Chinese (missing, outside the organisation, a disabled user, the wrong role, or a label that
 * names several rows). One query per field and batch.
 */
export async function resolveReferenceCells(run: RunSql, field: ResourceField, organizationId: number, texts: string[]): Promise<Map<string, number | string>> {
  const target = referenceTarget(field);
  const ids = texts.filter((x) => /^\d{1,10}$/.test(x)).map(Number).filter((n) => n >= 1 && n <= 2_147_483_647);
  const where = [`(${target.matchColumns.map((c) => `r.${c}::text = ANY($1::text[])`).join(' OR ')} OR r.id = ANY($2::int[]))`];
  const params: unknown[] = [texts, ids];
  if (target.organisationScoped) where.push(`r.organization_id = $${params.push(organizationId)}`);
  if (target.enabledOnly) where.push('r.enabled');
  if (field.userRole) where.push(`EXISTS (SELECT 1 FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = r.id AND ro.name = $${params.push(field.userRole)})`);
  const keys = target.matchColumns.map((c, i) => `r.${c}::text AS k${i}`).join(', ');
  const rows = returningRows<Record<string, unknown>>(await run(`SELECT r.id, ${keys} FROM ${target.table} r WHERE ${where.join(' AND ')}`, params));

  const out = new Map<string, number | string>();
  for (const text of texts) {
    let hit: number | string | undefined;
    for (let k = 0; k < target.matchColumns.length && hit === undefined; k++) {
      const same = rows.filter((r) => r[`k${k}`] === text);
      if (same.length === 1) hit = Number(same[0].id);
      else if (same.length > 1) hit = `${field.label}“${text}”对应多条记录，请填写ID`;
    }
    if (hit === undefined) {
      const byId = /^\d+$/.test(text) ? rows.find((r) => Number(r.id) === Number(text)) : undefined;
      hit = byId ? Number(byId.id) : missing(field, text);
    }
    out.set(text, hit);
  }
  return out;
}

function missing(field: ResourceField, text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (field.type !== 'user') return `${field.label}“${shown}”不存在或不属于本机构`;
  return `${field.label}“${shown}”不是本机构的启用用户${field.userRole ? `，或没有“${field.userRole}”角色` : ''}`;
}
