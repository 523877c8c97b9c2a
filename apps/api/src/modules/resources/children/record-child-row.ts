import { NotFoundException } from '@nestjs/common';
import type { ResourceRow } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { stale } from '../../../platform';
import type { ExtensionContext } from '../extensions/resource-extensions';
import { insertChildRow, selectChildRows, updateChildRow } from './child-rows';
import { appendChildEvent, childTarget } from './child-write';
import { CHILD_MESSAGES as M } from './children.messages';

/**
 * A module's command writes child rows itself — a stock item's movement in its read-only
 * collection, the rows a sampling plan generates — in the command's transaction (the parent is
 * already locked by the command) with the same ChildAdded / ChildEdited / ChildRemoved events on
 * the parent's history as a user's change. The values are the module's own, not a user's input,
 * so they are written as given, read-only fields included (facts the module copies in).
 */
export async function recordChildRow(
  events: DomainEventsService,
  ctx: ExtensionContext,
  parent: ResourceRow,
  childName: string,
  values: Record<string, unknown>,
): Promise<ResourceRow> {
  const target = childTarget(ctx.decl.name, childName);
  const run = (sql: string, params?: unknown[]) => ctx.m.query(sql, params);
  const owner = { id: parent.id, organizationId: Number(parent.organizationId) };
  const childId = await insertChildRow(run, target.view, target.child, values, { parentId: owner.id, organizationId: owner.organizationId, username: ctx.actor.username }, true);
  const [row] = await selectChildRows(run, target.view, target.child, owner.id, childId);
  await appendChildEvent(events, ctx.m, target, 'ChildAdded', { actor: ctx.actor, parent: owner, before: null, after: row, reason: ctx.reason ?? null });
  return row;
}

/** A module's change of one of the parent's child rows (under the row's version), with its ChildEdited event. */
export async function recordChildEdit(
  events: DomainEventsService,
  ctx: ExtensionContext,
  parent: ResourceRow,
  childName: string,
  childId: number,
  values: Record<string, unknown>,
): Promise<ResourceRow> {
  const target = childTarget(ctx.decl.name, childName);
  const run = (sql: string, params?: unknown[]) => ctx.m.query(sql, params);
  const owner = { id: parent.id, organizationId: Number(parent.organizationId) };
  const [before] = await selectChildRows(run, target.view, target.child, owner.id, childId);
  if (!before) throw new NotFoundException(M.notFound);
  const meta = { parentId: owner.id, childId, version: Number(before.version), username: ctx.actor.username };
  if (!(await updateChildRow(run, target.view, target.child, values, meta, true))) throw stale();
  const [after] = await selectChildRows(run, target.view, target.child, owner.id, childId);
  await appendChildEvent(events, ctx.m, target, 'ChildEdited', { actor: ctx.actor, parent: owner, before, after, reason: ctx.reason ?? null });
  return after;
}

/** A module's removal of one of the parent's child rows, with its ChildRemoved event (its values as old). */
export async function recordChildRemoval(events: DomainEventsService, ctx: ExtensionContext, parent: ResourceRow, childName: string, childId: number): Promise<void> {
  const target = childTarget(ctx.decl.name, childName);
  const run = (sql: string, params?: unknown[]) => ctx.m.query(sql, params);
  const owner = { id: parent.id, organizationId: Number(parent.organizationId) };
  const [before] = await selectChildRows(run, target.view, target.child, owner.id, childId);
  if (!before) throw new NotFoundException(M.notFound);
  await ctx.m.query(`DELETE FROM ${target.view.table} WHERE id = $1 AND ${target.child.parentColumn} = $2`, [childId, owner.id]);
  await appendChildEvent(events, ctx.m, target, 'ChildRemoved', { actor: ctx.actor, parent: owner, before, after: null, reason: ctx.reason ?? null });
}
