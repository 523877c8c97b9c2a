import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BusinessCodeResponse } from '@ohit/contracts';
import { SUCCESS_MESSAGES } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { checkVersion, inTransaction } from '../../../../../platform';
import { ResourceExtensions } from '../../../extensions/resource-extensions';
import { beforeChildWrite } from '../../../extensions/parent-hooks';
import { lockParentForWrite } from '../../../shared/parent-scope';
import { selectChildRows } from '../../child-rows';
import { appendChildEvent, childTarget } from '../../child-write';
import { CHILD_MESSAGES as M } from '../../children.messages';
import { RemoveChildCommand } from './remove-child.command';

/** Removes a child row in the parent's transaction with a ChildRemoved event (its values as old) on the parent. */
@CommandHandler(RemoveChildCommand)
export class RemoveChildHandler implements ICommandHandler<RemoveChildCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  execute({ resource, child, actor, parentId, childId, version, reason }: RemoveChildCommand): Promise<BusinessCodeResponse> {
    const target = childTarget(resource, child);
    return inTransaction(this.ds, async (m) => {
      const parent = await lockParentForWrite(m, target.decl, actor, parentId);
      const [before] = await selectChildRows((s, p) => m.query(s, p), target.view, target.child, parentId, childId);
      if (!before) throw new NotFoundException(M.notFound);
      checkVersion(version, before.version);
      await beforeChildWrite(this.extensions, { m, actor, decl: target.decl, parentId, reason }, { child, kind: 'remove', before, values: null });
      await m.query(`DELETE FROM ${target.view.table} WHERE id = $1 AND ${target.child.parentColumn} = $2`, [childId, parentId]);
      await appendChildEvent(this.events, m, target, 'ChildRemoved', { actor, parent, before, after: null, reason });
      return { code: '200', message: SUCCESS_MESSAGES.delete };
    });
  }
}
