import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { DICT_MESSAGES as M } from '../../dictionaries.messages';
import { adminOnly } from '../../dictionary-rules';
import { DeleteDictsCommand } from './delete-dicts.command';

@CommandHandler(DeleteDictsCommand)
export class DeleteDictsHandler implements ICommandHandler<DeleteDictsCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, ids, reason }: DeleteDictsCommand): Promise<void> {
    adminOnly(actor);
    const unique = [...new Set(ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; name: string }[] = await m.query(`SELECT id, name FROM dictionaries WHERE id = ANY($1::int[]) FOR UPDATE`, [unique]);
      if (rows.length !== unique.length) throw new NotFoundException(M.dictNotFound);
      await m.query(`DELETE FROM dictionaries WHERE id = ANY($1::int[])`, [unique]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.DictionaryDeleted, aggregateType: 'dictionary', aggregateId: r.id, payload: { old: { name: r.name }, new: null }, ...auditOf(actor), reason })),
      );
    });
  }
}
