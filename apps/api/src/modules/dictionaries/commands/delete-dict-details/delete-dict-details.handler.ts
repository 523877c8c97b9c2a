import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { DICT_MESSAGES as M } from '../../dictionaries.messages';
import { checkEntryScope } from '../../dictionary-rules';
import { DeleteDictDetailsCommand } from './delete-dict-details.command';

@CommandHandler(DeleteDictDetailsCommand)
export class DeleteDictDetailsHandler implements ICommandHandler<DeleteDictDetailsCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, ids, reason }: DeleteDictDetailsCommand): Promise<void> {
    const unique = [...new Set(ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; label: string; value: string; organization_id: number | null }[] = await m.query(
        `SELECT id, label, value, organization_id FROM dictionary_details WHERE id = ANY($1::int[]) FOR UPDATE`,
        [unique],
      );
      if (rows.length !== unique.length) throw new NotFoundException(M.detailNotFound);
      rows.forEach((r) => checkEntryScope(actor, r.organization_id));
      await m.query(`DELETE FROM dictionary_details WHERE id = ANY($1::int[])`, [unique]);
      await this.events.append(
        m,
        rows.map((r) => ({
          type: EVENT_TYPES.DictionaryDetailDeleted,
          aggregateType: 'dictionary-detail',
          aggregateId: r.id,
          payload: { old: { label: r.label, value: r.value, organizationId: r.organization_id }, new: null },
          ...auditOf(actor),
          reason,
        })),
      );
    });
  }
}
