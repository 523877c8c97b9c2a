import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { serverValuesForNew } from '../../shared/new-row-values';
import { auditOf, inTransaction } from '../../../../platform';
import { declarationFor, eventType } from '../../shared/resource-access';
import { insertRow, oneInWriteScope, validateFor } from '../../shared/resource-write';
import { checkTreeWrite } from '../tree-rules';
import { CopyResourceCommand } from './copy-resource.command';

/**
 * Copy / paste (spec §4): the buffered copy of the form is sent back as a new row. When it
 * names the row it came from (`id`), that row must be one the actor may read and change;
 * the copy lands in the same organisation.
 */
@CommandHandler(CopyResourceCommand)
export class CopyResourceHandler implements ICommandHandler<CopyResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, body, reason }: CopyResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    return inTransaction(this.ds, async (m) => {
      const sourceId = typeof body.id === 'number' ? body.id : typeof body.id === 'string' && /^\d+$/.test(body.id) ? Number(body.id) : null;
      const source = sourceId ? await oneInWriteScope(m, decl, actor, sourceId) : null;
      const organizationId = (source?.organizationId as number | undefined) ?? actor.organizationId;
      const values = await validateFor(m, decl, organizationId, body);
      await checkTreeWrite(m, decl, { organizationId }, values);
      // a copy is a new row: its own code, the initial state, hooks as on create
      const ctx = { m, actor, decl, reason };
      const server = await serverValuesForNew(ctx, this.extensions, organizationId, values);
      const row = await insertRow(m, decl, values, { organizationId, username: actor.username }, server);
      await this.events.append(m, {
        type: eventType(decl, 'Copied'),
        aggregateType: decl.name,
        aggregateId: row.id,
        payload: { ids: [row.id], sourceId, new: { ...values, ...server } },
        ...auditOf(actor),
        reason,
        organizationId,
      });
      await this.extensions.run(decl.name, 'afterCreate', ctx, row);
      return row;
    });
  }
}
