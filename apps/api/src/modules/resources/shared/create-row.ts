import type { ResourceRow } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { auditOf } from '../../../platform';
import { checkTreeWrite } from '../commands/tree-rules';
import type { ExtensionContext, ResourceExtensions } from '../extensions/resource-extensions';
import { serverValuesForNew } from './new-row-values';
import { eventType } from './resource-access';
import { insertRow, validateFor, withLabels } from './resource-write';

/**
 * A new row (create, copy/paste) inside the caller's transaction: the body validated for the
 * organisation, tree rules, the server's values (auto code, initial state, computed fields,
 * beforeCreate hooks), the INSERT, one event with everything written, then afterCreate hooks.
 */
export async function createRow(
  deps: { events: DomainEventsService; extensions: ResourceExtensions },
  ctx: ExtensionContext,
  organizationId: number,
  body: Record<string, unknown>,
  event: { verb: 'Created' | 'Copied'; payload?: Record<string, unknown> },
): Promise<ResourceRow> {
  const { m, actor, decl, reason } = ctx;
  const values = await validateFor(m, decl, organizationId, body);
  await checkTreeWrite(m, decl, { organizationId }, values);
  const server = await serverValuesForNew(ctx, deps.extensions, organizationId, values);
  const row = await insertRow(m, decl, values, { organizationId, username: actor.username }, server);
  await deps.events.append(m, {
    type: eventType(decl, event.verb),
    aggregateType: decl.name,
    aggregateId: row.id,
    payload: { ids: [row.id], ...event.payload, new: withLabels(decl, { ...values, ...server }, row) },
    ...auditOf(actor),
    reason,
    organizationId,
  });
  await deps.extensions.run(decl.name, 'afterCreate', ctx, row);
  return row;
}
