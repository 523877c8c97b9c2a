import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { PLATFORM_MESSAGES as M } from '../../platforms.messages';
import { EditPlatformAddressCommand } from './edit-platform-address.command';

@CommandHandler(EditPlatformAddressCommand)
export class EditPlatformAddressHandler implements ICommandHandler<EditPlatformAddressCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto, reason }: EditPlatformAddressCommand): Promise<{ id: number }> {
    return inTransaction(this.ds, async (m) => {
      const [old] = await m.query(`SELECT id, type, name, ip, port, version FROM platform_addresses WHERE id = $1 FOR UPDATE`, [dto.id]);
      if (!old) throw new NotFoundException(M.notFound);
      if (dto.version !== undefined && dto.version !== old.version) throw new ConflictException(M.stale);
      const next = { name: dto.name ?? old.name, ip: dto.ip ?? old.ip, port: dto.port ?? old.port };
      await m.query(`UPDATE platform_addresses SET name=$2, ip=$3, port=$4, version=version+1, updated_at=now() WHERE id=$1`, [dto.id, next.name, next.ip, next.port]);
      await this.events.append(m, {
        type: EVENT_TYPES.PlatformAddressEdited,
        aggregateType: 'platform-address',
        aggregateId: dto.id,
        payload: { old: { name: old.name, ip: old.ip, port: old.port }, new: next },
        ...auditOf(actor),
        reason,
      });
      return { id: dto.id };
    });
  }
}
