import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { columnOf, type ResourceRow, writableFields } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { selectColumns, toApiRow, toDbValue } from '@ohit/server-resource-engine';
import { auditOf, inTransaction, returningRows } from '../../../../platform';
import { badRequest, declarationFor, eventType, stale } from '../../shared/resource-access';
import { changedFields, oneInWriteScope, validateFor } from '../../shared/resource-write';
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
  ) {}

  async execute({ resource, actor, body, reason }: EditResourceCommand): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    const id = Number(body.id);
    const version = Number(body.version);
    if (!Number.isSafeInteger(id) || id < 1) throw badRequest('id必须是正整数');
    if (body.version === undefined || body.version === null || !Number.isSafeInteger(version)) throw badRequest('version不能为空');
    return inTransaction(this.ds, async (m) => {
      const before = await oneInWriteScope(m, decl, actor, id);
      const values = await validateFor(m, decl, before.organizationId as number, body, true);
      await checkTreeWrite(m, decl, { organizationId: before.organizationId as number, before }, values);
      const fields = writableFields(decl).filter((f) => Object.prototype.hasOwnProperty.call(values, f.name));
      const params: unknown[] = [id, version, actor.username, ...fields.map((f) => toDbValue(f, values[f.name]))];
      const sets = [...fields.map((f, i) => `${columnOf(f)} = $${i + 4}`), 'version = t.version + 1', 'updated_at = now()', 'update_by = $3'];
      const rows = returningRows(await m.query(
        `UPDATE ${decl.table} AS t SET ${sets.join(', ')} WHERE t.id = $1 AND t.version = $2 RETURNING ${selectColumns(decl)}`,
        params,
      ));
      if (rows.length !== 1) throw stale();
      const after = toApiRow(decl, rows[0]);
      await this.events.append(m, {
        type: eventType(decl, 'Edited'),
        aggregateType: decl.name,
        aggregateId: id,
        payload: { ids: [id], version: after.version, ...changedFields(before, values) },
        ...auditOf(actor),
        reason,
        organizationId: after.organizationId as number,
      });
      return after;
    });
  }
}
