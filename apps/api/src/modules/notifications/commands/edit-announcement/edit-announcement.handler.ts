import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inScope, writeScope, inTransaction } from '../../../../platform';
import { NOTIFICATION_MESSAGES as M } from '../../notifications.messages';
import { plainText, sanitizeContent } from '../../sanitize-content';
import { EditAnnouncementCommand } from './edit-announcement.command';

@CommandHandler(EditAnnouncementCommand)
export class EditAnnouncementHandler implements ICommandHandler<EditAnnouncementCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto, reason }: EditAnnouncementCommand): Promise<{ id: number }> {
    return inTransaction(this.ds, async (m) => {
      const [old] = await m.query(
        `SELECT id, titile, msg_abstract, msg_content, msg_category, priority, organization_id, version FROM announcements WHERE id = $1 FOR UPDATE`,
        [dto.id],
      );
      if (!old || !inScope(writeScope(actor), old.organization_id)) throw new NotFoundException(M.announcementNotFound);
      if (dto.version !== undefined && dto.version !== old.version) throw new ConflictException(M.stale);
      const next = {
        titile: dto.titile !== undefined ? plainText(dto.titile) || old.titile : old.titile,
        msg_abstract: dto.msgAbstract !== undefined ? (dto.msgAbstract ? plainText(dto.msgAbstract) : null) : old.msg_abstract,
        msg_content: dto.msgContent !== undefined ? sanitizeContent(dto.msgContent) : old.msg_content,
        msg_category: dto.msgCategory ?? old.msg_category,
        priority: dto.priority ?? old.priority,
      };
      await m.query(
        `UPDATE announcements SET titile=$2, msg_abstract=$3, msg_content=$4, msg_category=$5, priority=$6, version=version+1, updated_at=now() WHERE id=$1`,
        [dto.id, next.titile, next.msg_abstract, next.msg_content, next.msg_category, next.priority],
      );
      const { id: _id, organization_id: _o, version: _v, ...before } = old;
      await this.events.append(m, { type: EVENT_TYPES.AnnouncementEdited, aggregateType: 'announcement', aggregateId: dto.id, payload: { old: before, new: next }, ...auditOf(actor), reason });
      return { id: dto.id };
    });
  }
}
