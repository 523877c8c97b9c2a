import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { serverValuesForNew } from '../../shared/new-row-values';
import { auditOf, inTransaction } from '../../../../platform';
import { declarationFor, eventType } from '../../shared/resource-access';
import { insertRow, organisationForNew, validateFor } from '../../shared/resource-write';
import { checkTreeWrite } from '../tree-rules';
import { CreateResourceCommand } from './create-resource.command';

@CommandHandler(CreateResourceCommand)
export class CreateResourceHandler implements ICommandHandler<CreateResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, body, reason }: CreateResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    return inTransaction(this.ds, async (m) => {
      const organizationId = organisationForNew(actor, body.organizationId);
      const values = await validateFor(m, decl, organizationId, body);
      await checkTreeWrite(m, decl, { organizationId }, values);
      const ctx = { m, actor, decl, reason };
      const server = await serverValuesForNew(ctx, this.extensions, organizationId, values);
      const row = await insertRow(m, decl, values, { organizationId, username: actor.username }, server);
      await this.events.append(m, {
        type: eventType(decl, 'Created'),
        aggregateType: decl.name,
        aggregateId: row.id,
        payload: { ids: [row.id], new: { ...values, ...server } },
        ...auditOf(actor),
        reason,
        organizationId: row.organizationId as number,
      });
      await this.extensions.run(decl.name, 'afterCreate', ctx, row);
      return row;
    });
  }
}
