import { ConflictException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { DICT_MESSAGES as M } from '../../dictionaries.messages';
import { adminOnly } from '../../dictionary-rules';
import { CreateDictCommand } from './create-dict.command';

@CommandHandler(CreateDictCommand)
export class CreateDictHandler implements ICommandHandler<CreateDictCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto, reason }: CreateDictCommand): Promise<{ id: number }> {
    adminOnly(actor);
    return inTransaction(this.ds, async (m) => {
      if ((await m.query(`SELECT 1 FROM dictionaries WHERE name = $1`, [dto.name])).length) throw new ConflictException(M.dictNameTaken);
      const [{ id }] = await m.query(`INSERT INTO dictionaries (name, description) VALUES ($1, $2) RETURNING id`, [dto.name, dto.description ?? null]);
      await this.events.append(m, {
        type: EVENT_TYPES.DictionaryCreated,
        aggregateType: 'dictionary',
        aggregateId: id,
        payload: { old: null, new: { name: dto.name, description: dto.description ?? null } },
        ...auditOf(actor),
        reason,
      });
      return { id };
    });
  }
}
