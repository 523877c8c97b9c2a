import { ConflictException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, inTransaction } from '../../../platform';
import type { CreateDictDto } from '../dictionaries.dto';
import { DICT_MESSAGES as M } from '../dictionaries.messages';
import { adminOnly } from './dictionary-rules';

export class CreateDictCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateDictDto) {
    super();
  }
}

@CommandHandler(CreateDictCommand)
export class CreateDictHandler implements ICommandHandler<CreateDictCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto }: CreateDictCommand): Promise<{ id: number }> {
    adminOnly(actor);
    return inTransaction(this.ds, async (m) => {
      if ((await m.query(`SELECT 1 FROM dictionaries WHERE name = $1`, [dto.name])).length) throw new ConflictException(M.dictNameTaken);
      const [{ id }] = await m.query(`INSERT INTO dictionaries (name, description) VALUES ($1, $2) RETURNING id`, [dto.name, dto.description ?? null]);
      await this.events.append(m, { type: 'DictionaryCreated', aggregateType: 'dictionary', aggregateId: id, payload: { old: null, new: { name: dto.name, description: dto.description ?? null } }, ...auditOf(actor) });
      return { id };
    });
  }
}
