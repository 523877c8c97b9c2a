import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { columnOf, fieldOf, type ResourceDeclaration, type ResourceRow } from '@ohit/contracts';
import { toDbValue } from '@ohit/server-resource-engine';
import { badRequest } from '../shared/resource-access';

/** Refusals of the tree rules (declarations with `tree`). */
export const TREE_MESSAGES = {
  cycle: '上级不能是自身或其下级',
  parentNotFound: '上级不存在或不属于同一机构',
  hasChildren: '所选数据存在下级，请先删除下级',
  siblingTaken: (label: string, value: unknown) => `同一上级下已存在${label}“${String(value)}”`,
} as const;

function parentColumnOf(decl: ResourceDeclaration, parentField: string): string {
  const field = fieldOf(decl, parentField);
  if (!field) throw new Error(`${decl.name}: tree parentField is not a declared field`);
  return columnOf(field);
}

/**
 * The rules of a tree row about to be written (create, copy, edit), run inside the command's
 * transaction before the write:
 * - the parent exists in the row's own organisation (the database backs this with a
 *   (organization_id, parent) → (organization_id, id) reference);
 * - an existing row is never moved under itself or one of its descendants — checked by walking
 *   up from the new parent (UNION stops on a cycle already in the data), with parent changes of
 *   an organisation serialised by an advisory lock so two crossing moves cannot both pass;
 * - `unique` fields are unique among siblings (same parent), answered 409 with the field named
 *   (the unique index answers the same race with its generic 409).
 *
 * `values` are the validated values being written; `before` the row as it was (edit only).
 */
export async function checkTreeWrite(
  m: EntityManager,
  decl: ResourceDeclaration,
  target: { organizationId: number; before?: ResourceRow },
  values: Record<string, unknown>,
): Promise<void> {
  if (!decl.tree) return;
  const { parentField } = decl.tree;
  const parentCol = parentColumnOf(decl, parentField);
  const { before, organizationId } = target;
  const moving = Object.prototype.hasOwnProperty.call(values, parentField);
  const parentId = (moving ? values[parentField] : before?.[parentField]) as number | null | undefined;

  if (moving && parentId !== null && parentId !== undefined) {
    if (before && parentId === before.id) throw badRequest(TREE_MESSAGES.cycle);
    if (before) await m.query(`SELECT pg_advisory_xact_lock(hashtext($1), $2)`, [`tree:${decl.table}`, organizationId]);
    const [parent] = await m.query(
      `SELECT id FROM ${decl.table} WHERE id = $1${decl.organisationScoped ? ' AND organization_id = $2' : ''}`,
      decl.organisationScoped ? [parentId, organizationId] : [parentId],
    );
    if (!parent) throw badRequest(TREE_MESSAGES.parentNotFound);
    if (before) {
      const [loop] = await m.query(
        `WITH RECURSIVE up AS (
           SELECT id, ${parentCol} AS parent FROM ${decl.table} WHERE id = $1
           UNION
           SELECT t.id, t.${parentCol} FROM ${decl.table} t JOIN up ON t.id = up.parent
         )
         SELECT 1 FROM up WHERE id = $2 LIMIT 1`,
        [parentId, before.id],
      );
      if (loop) throw badRequest(TREE_MESSAGES.cycle);
    }
  }

  for (const field of decl.fields.filter((f) => f.unique)) {
    const changed = Object.prototype.hasOwnProperty.call(values, field.name);
    if (!changed && !moving) continue;
    const value = changed ? values[field.name] : before?.[field.name];
    if (value === null || value === undefined) continue;
    const params: unknown[] = [toDbValue(field, value), parentId ?? null];
    let sql = `SELECT 1 FROM ${decl.table} WHERE ${columnOf(field)} = $1 AND ${parentCol} IS NOT DISTINCT FROM $2`;
    if (decl.organisationScoped) sql += ` AND organization_id = $${params.push(organizationId)}`;
    if (before) sql += ` AND id <> $${params.push(before.id)}`;
    const [taken] = await m.query(`${sql} LIMIT 1`, params);
    if (taken) throw new ConflictException(TREE_MESSAGES.siblingTaken(field.label, value));
  }
}

/** A tree delete leaves no orphan: rows with children outside the deleted set are refused (null = allowed). */
export async function treeDeleteRefusal(m: EntityManager, decl: ResourceDeclaration, ids: number[]): Promise<string | null> {
  if (!decl.tree) return null;
  const [child] = await m.query(`SELECT 1 FROM ${decl.table} WHERE ${parentColumnOf(decl, decl.tree.parentField)} = ANY($1::int[]) AND NOT (id = ANY($1::int[])) LIMIT 1`, [ids]);
  return child ? TREE_MESSAGES.hasChildren : null;
}
