import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inScope, writeScope, inTransaction } from '../../../../platform';
import { NOTIFICATION_MESSAGES as M } from '../../notifications.messages';
import { DeleteAnnouncementsCommand } from './delete-announcements.command';

@CommandHandler(DeleteAnnouncementsCommand)
export class DeleteAnnouncementsHandler implements ICommandHandler<DeleteAnnouncementsCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, ids, reason }: DeleteAnnouncementsCommand): Promise<void> {
    const unique = [...new Set(ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; titile: string; organization_id: number }[] = await m.query(
        `SELECT id, titile, organization_id FROM announcements WHERE id = ANY($1::int[]) FOR UPDATE`,
        [unique],
      );
      const scope = writeScope(actor);
      if (rows.length !== unique.length || rows.some((r) => !inScope(scope, r.organization_id))) throw new NotFoundException(M.announcementNotFound);
      await m.query(`DELETE FROM announcements WHERE id = ANY($1::int[])`, [unique]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.AnnouncementDeleted, aggregateType: 'announcement', aggregateId: r.id, payload: { old: { titile: r.titile }, new: null }, ...auditOf(actor), reason })),
      );
    });
  }
}
