import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf } from '../../platform';
import type { AnnouncementContentDto } from './notifications.dto';
import { NOTIFICATION_MESSAGES as M } from './notifications.messages';
import { plainText, sanitizeContent } from './sanitize-content';

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

/**
 * Inserts a draft announcement and its AnnouncementCreated event (inside the caller's
 * transaction): used by the create command and by send when it sends new content.
 */
export async function insertAnnouncement(m: EntityManager, events: DomainEventsService, actor: Actor, content: CleanContent, reason: string | null | undefined): Promise<number> {
  const [sender] = await m.query(`SELECT nick_name FROM users WHERE id = $1`, [actor.id]);
  const senderName: string = sender?.nick_name ?? actor.username;
  const [{ id }] = await m.query(
    `INSERT INTO announcements (titile, msg_abstract, msg_content, msg_category, priority, sender_id, sender_name, organization_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
    [content.titile, content.msgAbstract, content.msgContent, content.msgCategory, content.priority, actor.id, senderName, actor.organizationId],
  );
  await events.append(m, {
    type: EVENT_TYPES.AnnouncementCreated,
    aggregateType: 'announcement',
    aggregateId: id,
    payload: { old: null, new: { ...content, senderName, organizationId: actor.organizationId } },
    ...auditOf(actor),
    reason,
  });
  return id as number;
}
