import type { EntityManager } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';

/** A system message's title, abstract, HTML content (escaped by the caller) and priority. */
export interface SystemNotice {
  title: string;
  abstract: string;
  content: string;
  priority: number;
}

/**
 * A system announcement (msg_category 2, from no user: sender 0, 系统) of an organisation sent to
 * `recipients`, with its AnnouncementCreated and AnnouncementSent events (`targets` names what it
 * is about, `reason` why it was sent): what the worker's daily checks tell people. Returns its id.
 */
export async function sendSystemAnnouncement(
  m: EntityManager,
  events: DomainEventsService,
  input: { organizationId: number; notice: SystemNotice; recipients: number[]; targets: Record<string, unknown>; reason: string },
): Promise<number> {
  const { organizationId, notice, recipients, targets, reason } = input;
  const [{ id }] = await m.query(
    `INSERT INTO announcements (titile, msg_abstract, msg_content, msg_category, priority, sender_id, sender_name, organization_id, send_status, send_time)
     VALUES ($1, $2, $3, 2, $4, 0, '系统', $5, 1, now()) RETURNING id`,
    [notice.title, notice.abstract, notice.content, notice.priority, organizationId],
  );
  if (recipients.length) {
    await m.query(`INSERT INTO announcement_sends (announcement_id, user_id, read_flag, send_status, send_time) SELECT $1, u, 0, 1, now() FROM unnest($2::int[]) AS u`, [id, recipients]);
  }
  await events.append(m, [
    {
      type: EVENT_TYPES.AnnouncementCreated,
      aggregateType: 'announcement',
      aggregateId: id,
      payload: { old: null, new: { titile: notice.title, msgAbstract: notice.abstract, msgCategory: 2, priority: notice.priority, senderName: '系统', organizationId } },
      organizationId,
      reason,
    },
    { type: EVENT_TYPES.AnnouncementSent, aggregateType: 'announcement', aggregateId: id, payload: { targets, recipients }, organizationId, reason },
  ]);
  return id;
}
