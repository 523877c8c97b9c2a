import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { PLATFORM_MESSAGES as M } from '../../platforms.messages';
import { DeletePlatformAddressesCommand } from './delete-platform-addresses.command';

@CommandHandler(DeletePlatformAddressesCommand)
export class DeletePlatformAddressesHandler implements ICommandHandler<DeletePlatformAddressesCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, ids, reason }: DeletePlatformAddressesCommand): Promise<void> {
    const unique = [...new Set(ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; type: number; ip: string; port: number }[] = await m.query(
        `SELECT id, type, ip, port FROM platform_addresses WHERE id = ANY($1::int[]) FOR UPDATE`,
        [unique],
      );
      if (rows.length !== unique.length) throw new NotFoundException(M.notFound);
      await m.query(`DELETE FROM platform_addresses WHERE id = ANY($1::int[])`, [unique]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.PlatformAddressDeleted, aggregateType: 'platform-address', aggregateId: r.id, payload: { old: r, new: null }, ...auditOf(actor), reason })),
      );
    });
  }
}
