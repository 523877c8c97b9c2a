import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { inTransaction } from '../../../../platform';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { createRow } from '../../shared/create-row';
import { declarationFor } from '../../shared/resource-access';
import { organisationForNew } from '../../shared/resource-write';
import { CreateResourceCommand } from './create-resource.command';

/** Add (spec §4): a new row in the actor's organisation, or one of its write scope named by `organizationId`. */
@CommandHandler(CreateResourceCommand)
export class CreateResourceHandler implements ICommandHandler<CreateResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, body, reason }: CreateResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    return inTransaction(this.ds, (m) => createRow(this, { m, actor, decl, reason }, organisationForNew(actor, body.organizationId), body, { verb: 'Created' }));
  }
}
