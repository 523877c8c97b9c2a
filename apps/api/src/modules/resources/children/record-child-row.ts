import type { ResourceRow } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import type { ExtensionContext } from '../extensions/resource-extensions';
import { insertChildRow, selectChildRows } from './child-rows';
import { appendChildEvent, childTarget } from './child-write';

/**
 * A module's command records a child row itself — a stock item's movement in its read-only
 * collection: inserted in the command's transaction (the parent is already locked by the
 * command) with the same ChildAdded event on the parent's history as a user's add. The values
 * are the module's own, not a user's input, so they are written as given.
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
  const childId = await insertChildRow(run, target.view, target.child, values, { parentId: owner.id, organizationId: owner.organizationId, username: ctx.actor.username });
  const [row] = await selectChildRows(run, target.view, target.child, owner.id, childId);
  await appendChildEvent(events, ctx.m, target, 'ChildAdded', { actor: ctx.actor, parent: owner, before: null, after: row, reason: ctx.reason ?? null });
  return row;
}
