import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { DICT_MESSAGES as M } from '../../dictionaries.messages';
import { adminOnly } from '../../dictionary-rules';
import { EditDictCommand } from './edit-dict.command';

@CommandHandler(EditDictCommand)
export class EditDictHandler implements ICommandHandler<EditDictCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto, reason }: EditDictCommand): Promise<{ id: number }> {
    adminOnly(actor);
    return inTransaction(this.ds, async (m) => {
      const [old] = await m.query(`SELECT id, name, description, version FROM dictionaries WHERE id = $1 FOR UPDATE`, [dto.id]);
      if (!old) throw new NotFoundException(M.dictNotFound);
      if (dto.version !== undefined && dto.version !== old.version) throw new ConflictException(M.stale);
      const next = { name: dto.name ?? old.name, description: dto.description !== undefined ? dto.description : old.description };
      if (next.name !== old.name && (await m.query(`SELECT 1 FROM dictionaries WHERE name = $1`, [next.name])).length) throw new ConflictException(M.dictNameTaken);
      await m.query(`UPDATE dictionaries SET name = $2, description = $3, version = version + 1, updated_at = now() WHERE id = $1`, [dto.id, next.name, next.description]);
      await this.events.append(m, {
        type: EVENT_TYPES.DictionaryEdited,
        aggregateType: 'dictionary',
        aggregateId: dto.id,
        payload: { old: { name: old.name, description: old.description }, new: next },
        ...auditOf(actor),
        reason,
      });
      return { id: dto.id };
    });
  }
}
