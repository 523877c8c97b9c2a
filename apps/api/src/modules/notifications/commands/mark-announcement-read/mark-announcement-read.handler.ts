import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { SEND_RECORD_COLUMNS, type SendRecordView } from '../../announcement-view';
import { NOTIFICATION_MESSAGES as M } from '../../notifications.messages';
import { MarkAnnouncementReadCommand } from './mark-announcement-read.command';

@CommandHandler(MarkAnnouncementReadCommand)
export class MarkAnnouncementReadHandler implements ICommandHandler<MarkAnnouncementReadCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, sendId, reason }: MarkAnnouncementReadCommand): Promise<SendRecordView> {
    return inTransaction(this.ds, async (m) => {
      const [row] = await m.query(`SELECT id, user_id, read_flag FROM announcement_sends WHERE id = $1 FOR UPDATE`, [sendId]);
      if (!row) throw new NotFoundException(M.notFound);
      if (row.user_id !== actor.id) throw new ForbiddenException(M.notOwnMessage);
      if (row.read_flag !== 1) {
        await m.query(`UPDATE announcement_sends SET read_flag = 1, read_time = now(), update_by = $2, updated_at = now() WHERE id = $1`, [sendId, actor.username]);
        await this.events.append(m, {
          type: EVENT_TYPES.AnnouncementRead,
          aggregateType: 'announcement-send',
          aggregateId: sendId,
          payload: { old: { readFlag: row.read_flag }, new: { readFlag: 1, updateBy: actor.username } },
          ...auditOf(actor),
          reason,
        });
      }
      const [view] = await m.query(`SELECT ${SEND_RECORD_COLUMNS} FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id WHERE s.id = $1`, [sendId]);
      return view as SendRecordView;
    });
  }
}
