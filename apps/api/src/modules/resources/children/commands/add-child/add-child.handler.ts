import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { inTransaction } from '../../../../../platform';
import { ResourceExtensions } from '../../../extensions/resource-extensions';
import { beforeChildWrite } from '../../../extensions/parent-hooks';
import { lockParentForWrite } from '../../../shared/parent-scope';
import { insertChildRow, selectChildRows } from '../../child-rows';
import { appendChildEvent, childTarget, refusingDuplicates, validateChild } from '../../child-write';
import { AddChildCommand } from './add-child.command';

/** Adds a child row in the parent's transaction (parent locked, in the write scope) with a ChildAdded event on the parent. */
@CommandHandler(AddChildCommand)
export class AddChildHandler implements ICommandHandler<AddChildCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  execute({ resource, child, actor, parentId, body, reason }: AddChildCommand): Promise<ResourceRow> {
    const target = childTarget(resource, child);
    return refusingDuplicates(target, () =>
      inTransaction(this.ds, async (m) => {
        const parent = await lockParentForWrite(m, target.decl, actor, parentId);
        const values = await validateChild(m, target, parent, body);
        await beforeChildWrite(this.extensions, { m, actor, decl: target.decl, parentId, reason }, { child, kind: 'add', before: null, values });
        const childId = await insertChildRow((s, p) => m.query(s, p), target.view, target.child, values, { parentId, organizationId: parent.organizationId, username: actor.username });
        const [row] = await selectChildRows((s, p) => m.query(s, p), target.view, target.child, parentId, childId);
        await appendChildEvent(this.events, m, target, 'ChildAdded', { actor, parent, before: null, after: row, reason });
        return row;
      }),
    );
  }
}
