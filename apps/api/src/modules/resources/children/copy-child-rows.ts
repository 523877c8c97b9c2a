import type { ResourceRow } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import type { ExtensionContext, ResourceExtensions } from '../extensions/resource-extensions';
import { selectChildRows } from './child-rows';
import { childDeclaration } from './child-collection';
import { recordChildRow } from './record-child-row';

/**
 * A copy carries the rows of its source's `copyWithParent` collections (a template's preset rows):
 * each row's own values, hooked (beforeChildWrite) and recorded like an add, with its ChildAdded
 * event on the copy — inside the copy's transaction. Other collections start empty.
 */
export async function copyChildRows(
  deps: { events: DomainEventsService; extensions: ResourceExtensions },
  ctx: ExtensionContext,
  source: ResourceRow,
  copy: ResourceRow,
): Promise<void> {
  for (const child of (ctx.decl.children ?? []).filter((c) => c.copyWithParent)) {
    const own = child.fields.filter((f) => !f.readOnly && !f.computed);
    const rows = await selectChildRows((s, p) => ctx.m.query(s, p), childDeclaration(ctx.decl, child), child, source.id);
    for (const row of rows) {
      const values = Object.fromEntries(own.map((f) => [f.name, row[f.name] ?? null]));
      await deps.extensions.run(ctx.decl.name, 'beforeChildWrite', ctx, copy, { child: child.name, kind: 'add', before: null, values });
      await recordChildRow(deps.events, ctx, copy, child.name, values);
    }
  }
}
