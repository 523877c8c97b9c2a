import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ListCommandResult, permissionCodes } from '@ohit/contracts';
import { forbidden, hasAnyPermission, inTransaction } from '../../../../platform';
import { ResourceListCommands } from '../../extensions/list-commands';
import { badRequest, declarationFor } from '../../shared/resource-access';
import { organisationForNew } from '../../shared/resource-write';
import { RunListCommandCommand } from './run-list-command.command';

/**
 * A module's own list command (declared in `decl.listCommands`, registered with
 * ResourceListCommands.add): needs `<prefix>:<name>`; acts on the caller's organisation or one
 * of its write scope named by `organizationId`, in one transaction.
 */
@CommandHandler(RunListCommandCommand)
export class RunListCommandHandler implements ICommandHandler<RunListCommandCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly listCommands: ResourceListCommands,
  ) {}

  async execute({ resource, actor, name, body, reason }: RunListCommandCommand): Promise<ListCommandResult> {
    const decl = declarationFor(resource);
    const declared = decl.listCommands?.find((c) => c.name === name);
    if (!declared || !this.listCommands.has(decl.name, name)) throw badRequest(`未知的操作：${name.slice(0, 40)}`);
    if (!hasAnyPermission(actor, permissionCodes(decl, name))) throw forbidden();
    const organizationId = organisationForNew(actor, body.organizationId);
    return inTransaction(this.ds, (m) => this.listCommands.runIn(m, actor, decl.name, name, organizationId, reason, body));
  }
}
