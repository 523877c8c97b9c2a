import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { inTransaction } from '../../../../platform';
import { copyChildRows } from '../../children/copy-child-rows';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { createRow } from '../../shared/create-row';
import { declarationFor } from '../../shared/resource-access';
import { oneInWriteScope } from '../../shared/resource-write';
import { CopyResourceCommand } from './copy-resource.command';

/**
 * Copy / paste (spec §4): the buffered copy of the form is sent back as a new row. When it
 * names the row it came from (`id`), that row must be one the actor may read and change;
 * the copy lands in the same organisation and is new in every other way (its own code, the
 * initial state, hooks as on create); it carries the source's rows of the collections declared
 * `copyWithParent`.
 */
@CommandHandler(CopyResourceCommand)
export class CopyResourceHandler implements ICommandHandler<CopyResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, body, reason }: CopyResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    return inTransaction(this.ds, async (m) => {
      const sourceId = typeof body.id === 'number' ? body.id : typeof body.id === 'string' && /^\d+$/.test(body.id) ? Number(body.id) : null;
      const source = sourceId ? await oneInWriteScope(m, decl, actor, sourceId) : null;
      const organizationId = (source?.organizationId as number | undefined) ?? actor.organizationId;
      const ctx = { m, actor, decl, reason };
      const copy = await createRow(this, ctx, organizationId, body, { verb: 'Copied', payload: { sourceId } });
      if (source) await copyChildRows(this, ctx, source, copy);
      return copy;
    });
  }
}
