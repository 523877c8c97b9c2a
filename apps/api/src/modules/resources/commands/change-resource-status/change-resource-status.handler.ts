import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { coerceField, columnOf, fieldOf } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { badRequest, declarationFor, eventType, notFound } from '../../shared/resource-access';
import { rowsInWriteScope } from '../../shared/resource-write';
import { ChangeResourceStatusCommand } from './change-resource-status.command';

/** Status change (spec §4): the status field of every listed row set to a value, default '2'. */
@CommandHandler(ChangeResourceStatusCommand)
export class ChangeResourceStatusHandler implements ICommandHandler<ChangeResourceStatusCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ resource, actor, ids, status, reason }: ChangeResourceStatusCommand): Promise<{ count: number }> {
    const decl = declarationFor(resource);
    if (!decl.status) throw badRequest('该数据不支持状态变更');
    const field = fieldOf(decl, decl.status.field)!;
    const [value, message] = coerceField({ ...field, required: true, defaultValue: undefined }, status ?? decl.status.defaultValue);
    if (message) throw badRequest(message);
    return inTransaction(this.ds, async (m) => {
      const rows = await rowsInWriteScope(m, decl, actor, ids, true);
      if (rows.length !== ids.length) throw notFound();
      await m.query(
        `UPDATE ${decl.table} SET ${columnOf(field)} = $2, version = version + 1, updated_at = now(), update_by = $3 WHERE id = ANY($1::int[])`,
        [ids, value, actor.username],
      );
      await this.events.append(
        m,
        rows.map((r) => ({
          type: eventType(decl, 'StatusChanged'),
          aggregateType: decl.name,
          aggregateId: r.id,
          payload: { ids: [r.id], old: { [field.name]: r[field.name] }, new: { [field.name]: value } },
          ...auditOf(actor),
          reason,
          organizationId: r.organizationId as number,
        })),
      );
      return { count: rows.length };
    });
  }
}
