import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { machineOf, permissionCodes, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { forbidden, hasAnyPermission, inTransaction } from '../../../../platform';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { badRequest, declarationFor, notFound, stale } from '../../shared/resource-access';
import { oneInWriteScope } from '../../shared/resource-write';
import { transitionRow } from '../../shared/transition-row';
import { TransitionResourceCommand } from './transition-resource.command';

/**
 * A workflow transition: the machine decides (its Chinese refusal is a 409, a missing required
 * reason a 400), the row moves under the optimistic lock (`WHERE id AND version`: of many
 * concurrent requests for one transition exactly one succeeds, the rest get 409), the stage's
 * date is stamped, the module's hooks run, and one event records from → to with the reason
 * (transitionRow, which modules use to move rows as a consequence of their own commands).
 */
@CommandHandler(TransitionResourceCommand)
export class TransitionResourceHandler implements ICommandHandler<TransitionResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
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
      return transitionRow(this, { m, actor, decl, reason }, before, event);
    });
  }
}
