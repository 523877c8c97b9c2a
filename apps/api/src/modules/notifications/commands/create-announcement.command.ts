import { BadRequestException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, inTransaction } from '../../../platform';
import type { AnnouncementContentDto } from '../notifications.dto';
import { NOTIFICATION_MESSAGES as M } from '../notifications.messages';
import { plainText, sanitizeContent } from '../sanitize-content';

export interface CleanContent {
  titile: string;
  msgAbstract: string | null;
  msgContent: string;
  msgCategory: number;
  priority: number;
}

/** Title/abstract as plain text, content sanitised; all required for a new announcement. */
export function cleanContent(dto: AnnouncementContentDto): CleanContent {
  const titile = plainText(dto.titile);
  if (!titile || dto.msgCategory === undefined || dto.msgContent === undefined) throw new BadRequestException(M.contentRequired);
  return {
    titile,
    msgAbstract: dto.msgAbstract ? plainText(dto.msgAbstract) : null,
    msgContent: sanitizeContent(dto.msgContent),
    msgCategory: dto.msgCategory,
    priority: dto.priority ?? 0,
  };
}

/** Inserts a draft announcement and its AnnouncementCreated event (inside the caller's transaction). */
export async function insertAnnouncement(m: EntityManager, events: DomainEventsService, actor: Actor, content: CleanContent): Promise<number> {
  const [sender] = await m.query(`SELECT nick_name FROM users WHERE id = $1`, [actor.id]);
  const senderName: string = sender?.nick_name ?? actor.username;
  const [{ id }] = await m.query(
    `INSERT INTO announcements (titile, msg_abstract, msg_content, msg_category, priority, sender_id, sender_name, organization_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
    [content.titile, content.msgAbstract, content.msgContent, content.msgCategory, content.priority, actor.id, senderName, actor.organizationId],
  );
  await events.append(m, {
    type: 'AnnouncementCreated',
    aggregateType: 'announcement',
    aggregateId: id,
    payload: { old: null, new: { ...content, senderName, organizationId: actor.organizationId } },
    ...auditOf(actor),
  });
  return id as number;
}

export class CreateAnnouncementCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: AnnouncementContentDto) {
    super();
  }
}

@CommandHandler(CreateAnnouncementCommand)
export class CreateAnnouncementHandler implements ICommandHandler<CreateAnnouncementCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto }: CreateAnnouncementCommand): Promise<{ id: number }> {
    const content = cleanContent(dto);
    const id = await inTransaction(this.ds, (m) => insertAnnouncement(m, this.events, actor, content));
    return { id };
  }
}
