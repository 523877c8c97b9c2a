import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { ResourceExtensions } from '../../extensions/resource-extensions';
import { recomputed } from '../../shared/new-row-values';
import { badRequest, declarationFor, eventType, stale } from '../../shared/resource-access';
import { changedFields, oneInWriteScope, updateVersioned, validateFor, withLabels } from '../../shared/resource-write';
import { checkTreeWrite } from '../tree-rules';
import { EditResourceCommand } from './edit-resource.command';

/**
 * Edit with a hand-written optimistic lock: `UPDATE … WHERE id = $1 AND version = $2`; no row
 * updated means someone saved first, answered 409 — nothing of theirs is overwritten.
 */
@CommandHandler(EditResourceCommand)
export class EditResourceHandler implements ICommandHandler<EditResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, body, reason }: EditResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    const id = Number(body.id);
    const version = Number(body.version);
    if (!Number.isSafeInteger(id) || id < 1) throw badRequest('id必须是正整数');
    if (body.version === undefined || body.version === null || !Number.isSafeInteger(version)) throw badRequest('version不能为空');
    return inTransaction(this.ds, async (m) => {
      const before = await oneInWriteScope(m, decl, actor, id);
      const values = await validateFor(m, decl, before.organizationId as number, body, true, before);
      await checkTreeWrite(m, decl, { organizationId: before.organizationId as number, before }, values);
      const ctx = { m, actor, decl, reason };
      await this.extensions.run(decl.name, 'beforeEdit', ctx, before, values);
      const written = { ...values, ...recomputed(decl, before, values) };
      const after = await updateVersioned(m, decl, id, version, written, actor.username);
      if (!after) throw stale();
      await this.events.append(m, {
        type: eventType(decl, 'Edited'),
        aggregateType: decl.name,
        aggregateId: id,
        payload: { ids: [id], version: after.version, ...labelled(decl, changedFields(before, written), before, after) },
        ...auditOf(actor),
        reason,
        organizationId: after.organizationId as number,
      });
      await this.extensions.run(decl.name, 'afterEdit', ctx, before, after);
      return after;
    });
  }
}

/** old and new with the labels of reference and user values as they read before and after. */
function labelled(decl: Parameters<typeof withLabels>[0], change: { old: Record<string, unknown>; new: Record<string, unknown> }, before: ResourceRow, after: ResourceRow) {
  return { old: withLabels(decl, change.old, before), new: withLabels(decl, change.new, after) };
}
