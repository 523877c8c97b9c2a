import { ConflictException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { PLATFORM_MESSAGES as M } from '../../platforms.messages';
import { CreatePlatformAddressCommand } from './create-platform-address.command';

@CommandHandler(CreatePlatformAddressCommand)
export class CreatePlatformAddressHandler implements ICommandHandler<CreatePlatformAddressCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto, reason }: CreatePlatformAddressCommand): Promise<{ id: number }> {
    const { type, name, ip, port } = dto;
    return inTransaction(this.ds, async (m) => {
      if ((await m.query(`SELECT 1 FROM platform_addresses WHERE type = $1`, [type])).length) throw new ConflictException(M.typeTaken);
      const [{ id }] = await m.query(`INSERT INTO platform_addresses (type, name, ip, port) VALUES ($1,$2,$3,$4) RETURNING id`, [type, name, ip, port]);
      await this.events.append(m, {
        type: EVENT_TYPES.PlatformAddressCreated,
        aggregateType: 'platform-address',
        aggregateId: id,
        payload: { old: null, new: { type, name, ip, port } },
        ...auditOf(actor),
        reason,
      });
      return { id };
    });
  }
}
