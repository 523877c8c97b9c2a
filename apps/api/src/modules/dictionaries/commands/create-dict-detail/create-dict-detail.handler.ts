import { BadRequestException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { DICT_MESSAGES as M } from '../../dictionaries.messages';
import { checkEntryScope, valueFree } from '../../dictionary-rules';
import { CreateDictDetailCommand } from './create-dict-detail.command';

@CommandHandler(CreateDictDetailCommand)
export class CreateDictDetailHandler implements ICommandHandler<CreateDictDetailCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto, headerOrganizationId, reason }: CreateDictDetailCommand): Promise<{ id: number }> {
    const organizationId = dto.organizationId !== undefined ? dto.organizationId : (headerOrganizationId ?? actor.organizationId);
    checkEntryScope(actor, organizationId);
    return inTransaction(this.ds, async (m) => {
      const dictId = await this.dictOf(m, dto);
      await valueFree(m, dictId, organizationId, dto.value);
      const [{ id }] = await m.query(
        `INSERT INTO dictionary_details (dict_id, label, value, dict_sort, organization_id) VALUES ($1,$2,$3,$4,$5) RETURNING id`,
        [dictId, dto.label, dto.value, dto.dictSort ?? 999, organizationId],
      );
      await this.events.append(m, {
        type: EVENT_TYPES.DictionaryDetailCreated,
        aggregateType: 'dictionary-detail',
        aggregateId: id,
        payload: { old: null, new: { dictId, label: dto.label, value: dto.value, dictSort: dto.dictSort ?? 999, organizationId } },
        ...auditOf(actor),
        reason,
      });
      return { id };
    });
  }

  private async dictOf(m: EntityManager, dto: CreateDictDetailCommand['dto']): Promise<number> {
    const byId = dto.dict?.id ?? dto.dictId;
    if (byId === undefined && !dto.dictName) throw new BadRequestException(M.dictRequired);
    const [row] = byId !== undefined ? await m.query(`SELECT id FROM dictionaries WHERE id = $1`, [byId]) : await m.query(`SELECT id FROM dictionaries WHERE name = $1`, [dto.dictName]);
    if (!row) throw new NotFoundException(M.dictNotFound);
    return row.id;
  }
}
