import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { commandDeclaration, commandRefusal, type CommandResultRow, permissionCodes } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, conflict, forbidden, hasAnyPermission, inTransaction } from '../../../../platform';
import { CommandOutcome, ResourceExtensions } from '../../extensions/resource-extensions';
import { badRequest, declarationFor, eventType, notFound, stale } from '../../shared/resource-access';
import { recomputed } from '../../shared/new-row-values';
import { changedFields, rowsInWriteScope, updateVersioned, validateFor } from '../../shared/resource-write';
import { RunResourceCommandCommand } from './run-resource-command.command';

/**
 * A module's own command (registered with ResourceExtensions.addCommand, declared in
 * `decl.commands`): needs `<prefix>:<name>`; declared inputs are validated here, the module checks
 * its own rules and says what to write; the kernel writes it (with the computed fields it moves)
 * under the optimistic lock — or, for a `rowLock` command, under a lock on the row taken before
 * the module reads it — with one event (old → new, the command's facts, reason). A command declaring
 * `states` runs only in those workflow states (409 otherwise); one returning a CommandOutcome with a
 * message answers it beside the row.
 */
@CommandHandler(RunResourceCommandCommand)
export class RunResourceCommandHandler implements ICommandHandler<RunResourceCommandCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, id, name, body, reason }: RunResourceCommandCommand): Promise<CommandResultRow> {
    const decl = declarationFor(resource);
    const declared = decl.commands?.find((c) => c.name === name);
    const command = this.extensions.command(decl.name, name);
    if (!declared || !command) throw badRequest(`未知的操作：${name.slice(0, 40)}`);
    if (!hasAnyPermission(actor, permissionCodes(decl, name))) throw forbidden();
    if (declared.reason === 'required' && !reason) throw badRequest(`${declared.label}必须填写原因`);
    const version = Number(body.version);
    // a row-lock command changes the row relative to what it holds when its turn comes: no version
    if (!declared.rowLock && (body.version === undefined || body.version === null || !Number.isSafeInteger(version))) throw badRequest('version不能为空');
    return inTransaction(this.ds, async (m) => {
      const [before] = await rowsInWriteScope(m, decl, actor, [id], declared.rowLock === true);
      if (!before) throw notFound();
      if (!declared.rowLock && before.version !== version) throw stale();
      const refusal = commandRefusal(decl, declared, before);
      if (refusal) throw conflict(refusal);
      // a command with declared inputs gets them validated like a partial edit (its DTO), its required ones present
      const input = declared.fields ? await validateFor(m, commandDeclaration(decl, declared), before.organizationId as number, body, true, before) : body;
      const missing = (declared.fields ?? []).find((f) => f.required && (input[f.name] === undefined || input[f.name] === null));
      if (missing) throw badRequest(`${missing.label}不能为空`);
      const ran = await command.run({ m, actor, decl, reason }, before, input);
      const { values, facts, message } = ran instanceof CommandOutcome ? ran : new CommandOutcome(ran);
      const written = { ...values, ...recomputed(decl, before, values) };
      const after = await updateVersioned(m, decl, id, before.version, written, actor.username);
      if (!after) throw stale();
      await this.events.append(m, {
        type: eventType(decl, 'CommandRun'),
        aggregateType: decl.name,
        aggregateId: id,
        payload: { ids: [id], version: after.version, command: name, ...facts, ...changedFields(before, written) },
        ...auditOf(actor),
        reason,
        organizationId: after.organizationId as number,
      });
      return message ? { ...after, message } : after;
    });
  }
}
