import { BadRequestException, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, inTransaction } from '../../../platform';
import type { CreateDictDetailDto } from '../dictionaries.dto';
import { DICT_MESSAGES as M } from '../dictionaries.messages';
import { checkEntryScope, valueFree } from './dictionary-rules';

export class CreateDictDetailCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateDictDetailDto, readonly headerOrganizationId: number | undefined) {
    super();
  }
}

@CommandHandler(CreateDictDetailCommand)
export class CreateDictDetailHandler implements ICommandHandler<CreateDictDetailCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto, headerOrganizationId }: CreateDictDetailCommand): Promise<{ id: number }> {
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
        type: 'DictionaryDetailCreated',
        aggregateType: 'dictionary-detail',
        aggregateId: id,
        payload: { old: null, new: { dictId, label: dto.label, value: dto.value, dictSort: dto.dictSort ?? 999, organizationId } },
        ...auditOf(actor),
      });
      return { id };
    });
  }

  private async dictOf(m: EntityManager, dto: CreateDictDetailDto): Promise<number> {
    const byId = dto.dict?.id ?? dto.dictId;
    if (byId === undefined && !dto.dictName) throw new BadRequestException(M.dictRequired);
    const [row] = byId !== undefined ? await m.query(`SELECT id FROM dictionaries WHERE id = $1`, [byId]) : await m.query(`SELECT id FROM dictionaries WHERE name = $1`, [dto.dictName]);
    if (!row) throw new NotFoundException(M.dictNotFound);
    return row.id;
  }
}
