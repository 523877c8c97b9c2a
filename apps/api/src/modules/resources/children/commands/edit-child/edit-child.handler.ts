import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, inTransaction, stale } from '../../../../../platform';
import { ResourceExtensions } from '../../../extensions/resource-extensions';
import { beforeChildWrite } from '../../../extensions/parent-hooks';
import { lockParentForWrite } from '../../../shared/parent-scope';
import { selectChildRows, updateChildRow } from '../../child-rows';
import { appendChildEvent, childTarget, refusingDuplicates, validateChild } from '../../child-write';
import { CHILD_MESSAGES as M } from '../../children.messages';
import { EditChildCommand } from './edit-child.command';

/**
 * Edits a child row under its own optimistic lock (`version` in the body; stale → 409), in the
 * parent's transaction with a ChildEdited event (old → new of the fields changed) on the parent.
 */
@CommandHandler(EditChildCommand)
export class EditChildHandler implements ICommandHandler<EditChildCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  execute({ resource, child, actor, parentId, childId, body, reason }: EditChildCommand): Promise<ResourceRow> {
    const target = childTarget(resource, child);
    const version = Number(body.version);
    if (body.version === undefined || body.version === null || body.version === '' || !Number.isSafeInteger(version)) throw badRequest(M.versionMissing);
    return refusingDuplicates(target, () =>
      inTransaction(this.ds, async (m) => {
        const run = (s: string, p?: unknown[]) => m.query(s, p);
        const parent = await lockParentForWrite(m, target.decl, actor, parentId);
        const [before] = await selectChildRows(run, target.view, target.child, parentId, childId);
        if (!before) throw new NotFoundException(M.notFound);
        const values = await validateChild(m, target, parent, body, before);
        await beforeChildWrite(this.extensions, { m, actor, decl: target.decl, parentId, reason }, { child, kind: 'edit', before, values });
        if (!(await updateChildRow(run, target.view, target.child, values, { parentId, childId, version, username: actor.username }))) throw stale();
        const [after] = await selectChildRows(run, target.view, target.child, parentId, childId);
        await appendChildEvent(this.events, m, target, 'ChildEdited', { actor, parent, before, after, reason });
        return after;
      }),
    );
  }
}
