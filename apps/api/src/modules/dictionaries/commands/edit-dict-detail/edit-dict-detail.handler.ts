import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { DICT_MESSAGES as M } from '../../dictionaries.messages';
import { checkEntryScope, valueFree } from '../../dictionary-rules';
import { EditDictDetailCommand } from './edit-dict-detail.command';

@CommandHandler(EditDictDetailCommand)
export class EditDictDetailHandler implements ICommandHandler<EditDictDetailCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto, reason }: EditDictDetailCommand): Promise<{ id: number }> {
    return inTransaction(this.ds, async (m) => {
      const [old] = await m.query(`SELECT id, dict_id, label, value, dict_sort, organization_id, version FROM dictionary_details WHERE id = $1 FOR UPDATE`, [dto.id]);
      if (!old) throw new NotFoundException(M.detailNotFound);
      checkEntryScope(actor, old.organization_id);
      if (dto.version !== undefined && dto.version !== old.version) throw new ConflictException(M.stale);
      const next = { label: dto.label ?? old.label, value: dto.value ?? old.value, dictSort: dto.dictSort ?? old.dict_sort };
      if (next.value !== old.value) await valueFree(m, old.dict_id, old.organization_id, next.value, old.id);
      await m.query(`UPDATE dictionary_details SET label = $2, value = $3, dict_sort = $4, version = version + 1, updated_at = now() WHERE id = $1`, [dto.id, next.label, next.value, next.dictSort]);
      await this.events.append(m, {
        type: EVENT_TYPES.DictionaryDetailEdited,
        aggregateType: 'dictionary-detail',
        aggregateId: dto.id,
        payload: { old: { label: old.label, value: old.value, dictSort: old.dict_sort }, new: next },
        ...auditOf(actor),
        reason,
      });
      return { id: dto.id };
    });
  }
}
