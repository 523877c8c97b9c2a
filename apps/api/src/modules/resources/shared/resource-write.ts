import { type EntityManager } from 'typeorm';
import { allFields, columnOf, fieldOf, labelFieldOf, type ResourceDeclaration, type ResourceField, type ResourceRow, validateRecord, writableFields } from '@ohit/contracts';
import { selectColumns, toApiRow, toDbValue, vocabularyRefusal, vocabularyValue, withDictionaryOptions } from '@ohit/server-resource-engine';
import { type Actor, inScope, returningRows, writeScope } from '../../../platform';
import { fieldErrors, notFound } from './resource-access';
import { checkReferenceFields } from './reference-rules';
import { rowScopeSql } from './row-scope';

/** Reads rows by id inside the actor's write scope (optionally locking them). */
export async function rowsInWriteScope(m: EntityManager, decl: ResourceDeclaration, actor: Actor, ids: number[], lock = false): Promise<ResourceRow[]> {
  const params: unknown[] = [ids];
  const where = `t.id = ANY($1::int[])${await rowScopeSql(m, decl, actor, 'write', params)}`;
  const rows: Record<string, unknown>[] = await m.query(
    `SELECT ${selectColumns(decl)} FROM ${decl.table} t WHERE ${where} ORDER BY t.id${lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  return rows.map((r) => toApiRow(decl, r));
}

export async function oneInWriteScope(m: EntityManager, decl: ResourceDeclaration, actor: Actor, id: number): Promise<ResourceRow> {
  const [row] = await rowsInWriteScope(m, decl, actor, [id]);
  if (!row) throw notFound();
  return row;
}

/** The organisation a new row goes to: the actor's, or a given one inside the write scope. */
export function organisationForNew(actor: Actor, requested: unknown): number {
  if (requested === undefined || requested === null || requested === '') return actor.organizationId;
  const org = Number(requested);
  if (!Number.isInteger(org) || !inScope(writeScope(actor), org)) return actor.organizationId;
  return org;
}

/** INSERT of validated values; returns the new row in API form. */
export async function insertRow(
  m: EntityManager,
  decl: ResourceDeclaration,
  values: Record<string, unknown>,
  meta: { organizationId: number; username: string },
  /** Values of fields the user may not write (an auto code, the initial state, computed values), set by the server. */
  serverValues: Record<string, unknown> = {},
): Promise<ResourceRow> {
  const all = { ...values, ...serverValues };
  const fields = [
    ...writableFields(decl).filter((f) => Object.prototype.hasOwnProperty.call(values, f.name) && !Object.prototype.hasOwnProperty.call(serverValues, f.name)),
    ...Object.keys(serverValues).map((name) => declaredField(decl, name)),
  ];
  const cols = [...fields.map(columnOf), 'organization_id', 'create_by', 'update_by'];
  const params = [...fields.map((f) => toDbValue(f, all[f.name])), meta.organizationId, meta.username, meta.username];
  const rows: Record<string, unknown>[] = await m.query(
    `INSERT INTO ${decl.table} AS t (${cols.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${selectColumns(decl)}`,
    params,
  );
  return toApiRow(decl, rows[0]);
}

/** The values of a row that differ from `values` (for the audit payload: old and new). */
export function changedFields(before: ResourceRow, values: Record<string, unknown>): { old: Record<string, unknown>; new: Record<string, unknown> } {
  const old: Record<string, unknown> = {};
  const next: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(v ?? null)) {
      old[k] = before[k] ?? null;
      next[k] = v ?? null;
    }
  }
  return { old, new: next };
}

export function fieldNames(decl: ResourceDeclaration): string[] {
  return allFields(decl).map((f) => f.name);
}

/**
 * What a write validates against: the declaration with its dictionary fields' options as
 * 字典管理 holds them for the row's organisation (the same view exports and imports use), so a
 * value an organisation added to its dictionary is accepted and a deleted one refused.
 * Reference and user values must point into that organisation (reference-rules.ts); on an edit
 * (`before`), a value the row already holds is not re-checked, so a user disabled since stays
 * on the rows they had.
 */
export async function validateFor(
  m: EntityManager,
  decl: ResourceDeclaration,
  organizationId: number,
  body: Record<string, unknown>,
  partial = false,
  before?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const view = await withDictionaryOptions((s, p) => m.query(s, p), decl, organizationId);
  const { values, errors } = validateRecord(view, body, { partial });
  // vocabulary fields (hazard names): every name in the domain's vocabulary, stored in one form
  for (const field of writableFields(view).filter((f) => f.vocabulary && f.name in values)) {
    const refused = vocabularyRefusal(field, values[field.name]);
    if (refused) errors.push({ field: field.name, label: field.label, message: refused });
    else values[field.name] = vocabularyValue(field, values[field.name]);
  }
  if (errors.length) throw fieldErrors(errors);
  const changed = before ? Object.fromEntries(Object.entries(values).filter(([k, v]) => before[k] !== v)) : values;
  await checkReferenceFields(m, writableFields(view), organizationId, changed);
  return values;
}

function declaredField(decl: ResourceDeclaration, name: string): ResourceField {
  const field = fieldOf(decl, name);
  if (!field) throw new Error(`${decl.name} declares no field "${name}"`);
  return field;
}

/**
 * UPDATE of the given values (API field names, any declared field — the caller has validated
 * them or set them itself) under the optimistic lock: `WHERE id AND version`; null when someone
 * saved first (the caller answers 409).
 */
export async function updateVersioned(
  m: EntityManager,
  decl: ResourceDeclaration,
  id: number,
  version: number,
  values: Record<string, unknown>,
  username: string,
): Promise<ResourceRow | null> {
  const fields = Object.keys(values).map((name) => declaredField(decl, name));
  const params: unknown[] = [id, version, username, ...fields.map((f) => toDbValue(f, values[f.name]))];
  const sets = [...fields.map((f, i) => `${columnOf(f)} = $${i + 4}`), 'version = t.version + 1', 'updated_at = now()', 'update_by = $3'];
  const rows = returningRows(
    await m.query(`UPDATE ${decl.table} AS t SET ${sets.join(', ')} WHERE t.id = $1 AND t.version = $2 RETURNING ${selectColumns(decl)}`, params),
  );
  return rows.length === 1 ? toApiRow(decl, rows[0]) : null;
}

/**
 * Values for an event payload with the label of every reference or user value beside it, as the
 * row read it (`belongInspect` → `belongInspectName`): the audit trail keeps the name as it was.
 */
export function withLabels(decl: ResourceDeclaration, values: Record<string, unknown>, row: ResourceRow): Record<string, unknown> {
  const out = { ...values };
  for (const f of allFields(decl)) {
    if ((f.type === 'reference' || f.type === 'user') && Object.prototype.hasOwnProperty.call(values, f.name)) out[labelFieldOf(f)] = row[labelFieldOf(f)] ?? null;
  }
  return out;
}
