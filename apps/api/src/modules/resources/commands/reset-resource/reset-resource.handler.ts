import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { columnOf, fieldOf, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { auditOf, inTransaction, returningRows } from '../../../../platform';
import { badRequest, declarationFor, eventType } from '../../shared/resource-access';
import { changedFields, oneInWriteScope } from '../../shared/resource-write';
import { ResetResourceCommand } from './reset-resource.command';

/** Reset by id: the declared resetFields go back to their default values. */
@CommandHandler(ResetResourceCommand)
export class ResetResourceHandler implements ICommandHandler<ResetResourceCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ resource, actor, id, reason }: ResetResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    const fields = (decl.resetFields ?? []).map((n) => fieldOf(decl, n)!);
    if (!fields.length) throw badRequest('该数据不支持重置');
    return inTransaction(this.ds, async (m) => {
      const before = await oneInWriteScope(m, decl, actor, id);
      const values = Object.fromEntries(fields.map((f) => [f.name, f.defaultValue ?? null]));
      const sets = fields.map((f, i) => `${columnOf(f)} = $${i + 3}`);
      const rows = returningRows(await m.query(
        `UPDATE ${decl.table} AS t SET ${sets.join(', ')}, version = t.version + 1, updated_at = now(), update_by = $2 WHERE t.id = $1 RETURNING ${selectColumns(decl)}`,
        [id, actor.username, ...fields.map((f) => values[f.name])],
      ));
      const after = toApiRow(decl, rows[0]);
      await this.events.append(m, {
        type: eventType(decl, 'Reset'),
        aggregateType: decl.name,
        aggregateId: id,
        payload: { ids: [id], ...changedFields(before, values) },
        ...auditOf(actor),
        reason,
        organizationId: after.organizationId as number,
      });
      return after;
    });
  }
}
