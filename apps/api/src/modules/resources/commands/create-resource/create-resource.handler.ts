import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
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
  ) {}

  async execute({ resource, actor, body, reason }: CreateResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    return inTransaction(this.ds, async (m) => {
      const organizationId = organisationForNew(actor, body.organizationId);
      const values = await validateFor(m, decl, organizationId, body);
      await checkTreeWrite(m, decl, { organizationId }, values);
      const row = await insertRow(m, decl, values, { organizationId, username: actor.username });
      await this.events.append(m, {
        type: eventType(decl, 'Created'),
        aggregateType: decl.name,
        aggregateId: row.id,
        payload: { ids: [row.id], new: values },
        ...auditOf(actor),
        reason,
        organizationId: row.organizationId as number,
      });
      return row;
    });
  }
}
