import { NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, inTransaction } from '../../../platform';
import { DICT_MESSAGES as M } from '../dictionaries.messages';
import { adminOnly } from './dictionary-rules';

export class DeleteDictsCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly ids: number[]) {
    super();
  }
}

@CommandHandler(DeleteDictsCommand)
export class DeleteDictsHandler implements ICommandHandler<DeleteDictsCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, ids }: DeleteDictsCommand): Promise<void> {
    adminOnly(actor);
    const unique = [...new Set(ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; name: string }[] = await m.query(`SELECT id, name FROM dictionaries WHERE id = ANY($1::int[]) FOR UPDATE`, [unique]);
      if (rows.length !== unique.length) throw new NotFoundException(M.dictNotFound);
      await m.query(`DELETE FROM dictionaries WHERE id = ANY($1::int[])`, [unique]);
      await this.events.append(m, rows.map((r) => ({ type: 'DictionaryDeleted', aggregateType: 'dictionary', aggregateId: r.id, payload: { old: { name: r.name }, new: null }, ...auditOf(actor) })));
    });
  }
}
