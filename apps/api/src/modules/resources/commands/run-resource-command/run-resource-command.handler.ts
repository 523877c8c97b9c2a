import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { commandDeclaration, permissionCodes, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, forbidden, hasAnyPermission, inTransaction } from '../../../../platform';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { badRequest, declarationFor, eventType, stale } from '../../shared/resource-access';
import { changedFields, oneInWriteScope, updateVersioned, validateFor } from '../../shared/resource-write';
import { RunResourceCommandCommand } from './run-resource-command.command';

/**
 * A module's own command (registered with ResourceExtensions.addCommand, declared in
 * `decl.commands`): needs `<prefix>:<name>`; declared inputs are validated here, the module checks
 * its own rules and says what to write; the kernel writes it under the optimistic lock with one
 * event (old → new, reason).
 */
@CommandHandler(RunResourceCommandCommand)
export class RunResourceCommandHandler implements ICommandHandler<RunResourceCommandCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, id, name, body, reason }: RunResourceCommandCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    const declared = decl.commands?.find((c) => c.name === name);
    const command = this.extensions.command(decl.name, name);
    if (!declared || !command) throw badRequest(`未知的操作：${name.slice(0, 40)}`);
    if (!hasAnyPermission(actor, permissionCodes(decl, name))) throw forbidden();
    if (declared.reason === 'required' && !reason) throw badRequest(`${declared.label}必须填写原因`);
    const version = Number(body.version);
    if (body.version === undefined || body.version === null || !Number.isSafeInteger(version)) throw badRequest('version不能为空');
    return inTransaction(this.ds, async (m) => {
      const before = await oneInWriteScope(m, decl, actor, id);
      if (before.version !== version) throw stale();
      // a command with declared inputs gets them validated like a partial edit (its DTO)
      const input = declared.fields ? await validateFor(m, commandDeclaration(decl, declared), before.organizationId as number, body, true, before) : body;
      const values = await command.run({ m, actor, decl, reason }, before, input);
      const after = await updateVersioned(m, decl, id, version, values, actor.username);
      if (!after) throw stale();
      await this.events.append(m, {
        type: eventType(decl, 'CommandRun'),
        aggregateType: decl.name,
        aggregateId: id,
        payload: { ids: [id], version: after.version, command: name, ...changedFields(before, values) },
        ...auditOf(actor),
        reason,
        organizationId: after.organizationId as number,
      });
      return after;
    });
  }
}
