import { type ChildCollection, columnOf, type ResourceDeclaration, type ResourceRow, writableFields } from '@ohit/contracts';
import { selectColumns, toApiRow, toDbValue } from '@ohit/server-resource-engine';
import { returningRows } from '../../../platform';

/** Runs SQL on a DataSource or an EntityManager. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<unknown>;

const rowsOf = (result: unknown) => returningRows<Record<string, unknown>>(result);

/** The children of one parent (or the given ones of it), in the collection's order (else oldest first), in API form with labels. */
export async function selectChildRows(run: RunSql, view: ResourceDeclaration, child: ChildCollection, parentId: number, childId?: number): Promise<ResourceRow[]> {
  const params: unknown[] = [parentId];
  let where = `t.${child.parentColumn} = $1`;
  if (childId !== undefined) {
    params.push(childId);
    where += ' AND t.id = $2';
  }
  const order = child.fields.find((f) => f.name === child.orderBy);
  const rows = rowsOf(await run(`SELECT ${selectColumns(view)} FROM ${view.table} t WHERE ${where} ORDER BY ${order ? `t.${columnOf(order)}, ` : ''}t.id`, params));
  return rows.map((r) => toApiRow(view, r));
}

/**
 * The fields a write sets: those a user may write — or, for a module's own values (`trusted`),
 * its read-only ones too (facts it copies in) — present in the values.
 */
function fieldsToWrite(view: ResourceDeclaration, values: Record<string, unknown>, trusted: boolean) {
  const writable = trusted ? view.fields.filter((f) => !f.computed) : writableFields(view);
  return writable.filter((f) => Object.prototype.hasOwnProperty.call(values, f.name));
}

/** INSERT of validated values under the parent (its organisation); returns the new row's id. */
export async function insertChildRow(
  run: RunSql,
  view: ResourceDeclaration,
  child: ChildCollection,
  values: Record<string, unknown>,
  meta: { parentId: number; organizationId: number; username: string },
  trusted = false,
): Promise<number> {
  const fields = fieldsToWrite(view, values, trusted);
  const cols = [...fields.map(columnOf), child.parentColumn, 'organization_id', 'create_by', 'update_by'];
  const params = [...fields.map((f) => toDbValue(f, values[f.name])), meta.parentId, meta.organizationId, meta.username, meta.username];
  const rows = rowsOf(await run(`INSERT INTO ${view.table} (${cols.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, params));
  return Number(rows[0].id);
}

/** Conditional UPDATE (optimistic lock on the child's version); false when the version was stale. */
export async function updateChildRow(
  run: RunSql,
  view: ResourceDeclaration,
  child: ChildCollection,
  values: Record<string, unknown>,
  meta: { parentId: number; childId: number; version: number; username: string },
  trusted = false,
): Promise<boolean> {
  const fields = fieldsToWrite(view, values, trusted);
  const params: unknown[] = [meta.childId, meta.parentId, meta.version, meta.username, ...fields.map((f) => toDbValue(f, values[f.name]))];
  const sets = [...fields.map((f, i) => `${columnOf(f)} = $${i + 5}`), 'version = t.version + 1', 'updated_at = now()', 'update_by = $4'];
  const rows = rowsOf(await run(`UPDATE ${view.table} AS t SET ${sets.join(', ')} WHERE t.id = $1 AND t.${child.parentColumn} = $2 AND t.version = $3 RETURNING t.id`, params));
  return rows.length === 1;
}
