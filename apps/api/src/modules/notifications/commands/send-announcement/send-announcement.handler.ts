import { BadRequestException, ForbiddenException, Logger, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EVENT_TYPES, type NotificationPush, userRoom } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { RealtimePublisher } from '@ohit/server-realtime';
import { auditOf, inScope, writeScope, inTransaction } from '../../../../platform';
import { cleanContent, insertAnnouncement } from '../../announcement-rules';
import { NOTIFICATION_MESSAGES as M } from '../../notifications.messages';
import { SendAnnouncementCommand, type SendAnnouncementResult } from './send-announcement.command';

/** Socket.io event name of notification pushes (spec §4). */
export const NOTIFICATION_EVENT = 'notification';

const uniq = (xs: number[] | undefined) => [...new Set(xs ?? [])];

/**
 * Writes (or takes) the announcement and one send record per recipient — named users, members
 * of roles, every user of organisations — with an AnnouncementSent event, all in one
 * transaction; then pushes `notification` {cmd} to each recipient's user room.
 */
@CommandHandler(SendAnnouncementCommand)
export class SendAnnouncementHandler implements ICommandHandler<SendAnnouncementCommand> {
  private readonly logger = new Logger('Notifications');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly realtime: RealtimePublisher,
  ) {}

  async execute({ actor, dto, reason }: SendAnnouncementCommand): Promise<SendAnnouncementResult> {
    const userIds = uniq(dto.userIds);
    const roleIds = uniq(dto.roleIds);
    const organizationIds = uniq(dto.organizationIds);
    if (!userIds.length && !roleIds.length && !organizationIds.length) throw new BadRequestException(M.noRecipients);
    const scope = writeScope(actor);

    const result = await inTransaction(this.ds, async (m) => {
      const id = dto.id !== undefined ? await this.existing(m, dto.id, scope) : await insertAnnouncement(m, this.events, actor, cleanContent(dto), reason);
      const direct = await this.directUsers(m, userIds, scope);
      const viaRoles = await this.roleUsers(m, roleIds, scope);
      const viaOrgs = await this.organizationUsers(m, organizationIds, scope);
      const all = [...new Set([...direct, ...viaRoles, ...viaOrgs])];
      if (!all.length) throw new BadRequestException(M.nobodyToSend);
      const inserted: { user_id: number }[] = await m.query(
        `INSERT INTO announcement_sends (announcement_id, user_id, read_flag, send_status, send_time)
         SELECT $1, u, 0, 1, now() FROM unnest($2::int[]) AS u
         ON CONFLICT (announcement_id, user_id) DO NOTHING RETURNING user_id`,
        [id, all],
      );
      await m.query(`UPDATE announcements SET send_status = 1, send_time = now(), version = version + 1, updated_at = now() WHERE id = $1`, [id]);
      const recipients = inserted.map((r) => r.user_id).sort((a, b) => a - b);
      await this.events.append(m, {
        type: EVENT_TYPES.AnnouncementSent,
        aggregateType: 'announcement',
        aggregateId: id,
        payload: { targets: { userIds, roleIds, organizationIds }, recipients },
        ...auditOf(actor),
        reason,
      });
      const orgWide = new Set(viaOrgs);
      return { id, recipients, orgWide };
    });

    await this.push(result.id, result.recipients, result.orgWide);
    return { id: result.id, recipients: result.recipients.length, userIds: result.recipients };
  }

  private async existing(m: EntityManager, id: number, scope: number[] | null): Promise<number> {
    const [row] = await m.query(`SELECT id, organization_id FROM announcements WHERE id = $1 FOR UPDATE`, [id]);
    if (!row || !inScope(scope, row.organization_id)) throw new NotFoundException(M.announcementNotFound);
    return row.id;
  }

  private async directUsers(m: EntityManager, ids: number[], scope: number[] | null): Promise<number[]> {
    if (!ids.length) return [];
    const rows: { id: number; organization_id: number }[] = await m.query(`SELECT id, organization_id FROM users WHERE id = ANY($1::int[]) AND enabled`, [ids]);
    if (rows.length !== ids.length) throw new BadRequestException(M.usersMissing);
    if (rows.some((r) => !inScope(scope, r.organization_id))) throw new ForbiddenException(M.outOfScope);
    return rows.map((r) => r.id);
  }

  private async roleUsers(m: EntityManager, ids: number[], scope: number[] | null): Promise<number[]> {
    if (!ids.length) return [];
    const roles: { id: number; organization_id: number }[] = await m.query(`SELECT id, organization_id FROM roles WHERE id = ANY($1::int[])`, [ids]);
    if (roles.length !== ids.length) throw new BadRequestException(M.rolesMissing);
    if (roles.some((r) => !inScope(scope, r.organization_id))) throw new ForbiddenException(M.outOfScope);
    const users: { id: number }[] = await m.query(
      `SELECT DISTINCT u.id FROM user_roles ur JOIN users u ON u.id = ur.user_id
       WHERE ur.role_id = ANY($1::int[]) AND u.enabled AND ($2::int[] IS NULL OR u.organization_id = ANY($2::int[]))`,
      [ids, scope],
    );
    return users.map((u) => u.id);
  }

  private async organizationUsers(m: EntityManager, ids: number[], scope: number[] | null): Promise<number[]> {
    if (!ids.length) return [];
    const orgs: { id: number }[] = await m.query(`SELECT id FROM organizations WHERE id = ANY($1::int[])`, [ids]);
    if (orgs.length !== ids.length) throw new BadRequestException(M.organizationsMissing);
    if (ids.some((id) => !inScope(scope, id))) throw new ForbiddenException(M.outOfScope);
    const users: { id: number }[] = await m.query(`SELECT id FROM users WHERE organization_id = ANY($1::int[]) AND enabled`, [ids]);
    return users.map((u) => u.id);
  }

  /** After commit: `topic` for organisation-wide recipients, `user` for the rest. Best effort. */
  private async push(msgId: number, recipients: number[], orgWide: Set<number>): Promise<void> {
    const topic = recipients.filter((u) => orgWide.has(u));
    const user = recipients.filter((u) => !orgWide.has(u));
    try {
      if (topic.length) await this.realtime.publish<NotificationPush>({ event: NOTIFICATION_EVENT, rooms: topic.map(userRoom), payload: { cmd: 'topic', msgId } });
      if (user.length) await this.realtime.publish<NotificationPush>({ event: NOTIFICATION_EVENT, rooms: user.map(userRoom), payload: { cmd: 'user', msgId } });
    } catch (e) {
      // The records are committed; clients still see them at their next load.
      this.logger.warn(`notification push failed for announcement ${msgId}: ${(e as Error).message}`);
    }
  }
}
