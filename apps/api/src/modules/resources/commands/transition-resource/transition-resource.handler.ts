import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { machineOf, permissionCodes, type ResourceRow, workflowContext } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, forbidden, hasAnyPermission, inTransaction } from '../../../../platform';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { localDate } from '../../shared/local-date';
import { badRequest, declarationFor, eventType, notFound, stale } from '../../shared/resource-access';
import { oneInWriteScope, updateVersioned } from '../../shared/resource-write';
import { TransitionResourceCommand } from './transition-resource.command';

/**
 * A workflow transition: the machine decides (its Chinese refusal is a 409, a missing required
 * reason a 400), the row moves under the optimistic lock (`WHERE id AND version`: of many
 * concurrent requests for one transition exactly one succeeds, the rest get 409), the stage's
 * date is stamped, the module's hooks run, and one event records from → to with the reason.
 */
@CommandHandler(TransitionResourceCommand)
export class TransitionResourceHandler implements ICommandHandler<TransitionResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, id, event, version, reason }: TransitionResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    const binding = decl.workflow;
    if (!binding) throw notFound();
    const machine = machineOf(binding);
    if (!machine.events.includes(event)) throw badRequest(`未知的${machine.definition.name}操作：${event.slice(0, 40)}`);
    if (!hasAnyPermission(actor, permissionCodes(decl, event))) throw forbidden();
    // an event the module takes with its own inputs (a receipt's count, a distribution's analyst) is not a bare transition
    if (binding.moduleEvents?.includes(event)) throw badRequest(`“${machine.eventLabel(event)}”须在其业务页面办理，不能直接执行`);
    return inTransaction(this.ds, async (m) => {
      const before = await oneInWriteScope(m, decl, actor, id);
      if (before.version !== version) throw stale();
      const from = String(before[binding.field]);
      const bare = machine.check(from, event, workflowContext(binding, before, reason));
      if (!bare.ok && machine.check(from, event, workflowContext(binding, before, '原因')).ok) throw badRequest(bare.reason);
      const to = machine.transition(from, event, workflowContext(binding, before, reason));
      const step = { event, from, to };
      const ctx = { m, actor, decl, reason };
      const values: Record<string, unknown> = { [binding.field]: to };
      const stampField = binding.stamp?.[event];
      if (stampField && (before[stampField] === null || before[stampField] === undefined)) values[stampField] = localDate();
      Object.assign(values, await this.extensions.run(decl.name, 'beforeTransition', ctx, before, step));
      const after = await updateVersioned(m, decl, id, version, values, actor.username);
      if (!after) throw stale();
      const old: Record<string, unknown> = {};
      for (const k of Object.keys(values)) old[k] = before[k] ?? null;
      await this.events.append(m, {
        type: eventType(decl, 'Transitioned'),
        aggregateType: decl.name,
        aggregateId: id,
        payload: { ids: [id], version: after.version, event, from, to, old, new: values },
        ...auditOf(actor),
        reason,
        organizationId: after.organizationId as number,
      });
      await this.extensions.run(decl.name, 'afterTransition', ctx, before, after, step);
      return after;
    });
  }
}
