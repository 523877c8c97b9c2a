import { machineOf, type ResourceRow, workflowContext } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { auditOf } from '../../../platform';
import type { ExtensionContext, ResourceExtensions } from '../extensions/resource-extensions';
import { localDate } from './local-date';
import { badRequest, eventType, stale } from './resource-access';
import { updateVersioned } from './resource-write';

/**
 * A row moved by a workflow event inside the caller's transaction, as the generic transition does
 * it: the machine decides (a missing required reason a 400, any other refusal the machine's 409),
 * the row moves under its version, the stage's date is stamped, the module's before/after hooks
 * run and one `<Name>Transitioned` event records from → to with the reason. The caller has read
 * (and checked, or locked) `before`; permissions are the caller's business — a module moving
 * another resource's row as a consequence of its own command (a report's 签发 issuing its
 * project) acts for the system.
 */
export async function transitionRow(
  deps: { events: DomainEventsService; extensions: ResourceExtensions },
  ctx: ExtensionContext,
  before: ResourceRow,
  event: string,
): Promise<ResourceRow> {
  const { m, actor, decl, reason } = ctx;
  const binding = decl.workflow;
  if (!binding) throw new Error(`${decl.name} has no workflow`);
  const machine = machineOf(binding);
  const from = String(before[binding.field]);
  const bare = machine.check(from, event, workflowContext(binding, before, reason));
  if (!bare.ok && machine.check(from, event, workflowContext(binding, before, '原因')).ok) throw badRequest(bare.reason);
  const to = machine.transition(from, event, workflowContext(binding, before, reason));
  const step = { event, from, to };
  const values: Record<string, unknown> = { [binding.field]: to };
  const stampField = binding.stamp?.[event];
  if (stampField && (before[stampField] === null || before[stampField] === undefined)) values[stampField] = localDate();
  Object.assign(values, await deps.extensions.run(decl.name, 'beforeTransition', ctx, before, step));
  const after = await updateVersioned(m, decl, before.id, before.version, values, actor.username);
  if (!after) throw stale();
  const old: Record<string, unknown> = {};
  for (const k of Object.keys(values)) old[k] = before[k] ?? null;
  await deps.events.append(m, {
    type: eventType(decl, 'Transitioned'),
    aggregateType: decl.name,
    aggregateId: before.id,
    payload: { ids: [before.id], version: after.version, event, from, to, old, new: values },
    ...auditOf(actor),
    reason,
    organizationId: after.organizationId as number,
  });
  await deps.extensions.run(decl.name, 'afterTransition', ctx, before, after, step);
  return after;
}
