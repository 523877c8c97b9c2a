import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { readScope, paging, likePattern } from '../../../../platform';
import { ANNOUNCEMENT_COLUMNS, type AnnouncementView } from '../../announcement-view';
import { ListAnnouncementsQuery } from './list-announcements.query';

export const ANNOUNCEMENT_SORTS: Record<string, string> = { id: 'a.id', createTime: 'a.created_at', sendTime: 'a.send_time', priority: 'a.priority', titile: 'a.titile' };

@QueryHandler(ListAnnouncementsQuery)
export class ListAnnouncementsHandler implements IQueryHandler<ListAnnouncementsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListAnnouncementsQuery): Promise<PageResult<AnnouncementView>> {
    const p = paging(q, ANNOUNCEMENT_SORTS, 'a.id');
    const params: unknown[] = [];
    const where: string[] = [];
    const scope = readScope(actor);
    if (scope) {
      params.push(scope);
      where.push(`a.organization_id = ANY($${params.length}::int[])`);
    }
    if (q.msgCategory !== undefined) {
      params.push(q.msgCategory);
      where.push(`a.msg_category = $${params.length}`);
    }
    if (q.sendStatus !== undefined) {
      params.push(q.sendStatus);
      where.push(`a.send_status = $${params.length}`);
    }
    if (q.blurry?.trim()) {
      params.push(likePattern(q.blurry.trim()));
      where.push(`(a.titile ILIKE $${params.length} OR a.msg_abstract ILIKE $${params.length})`);
    }
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM announcements a ${sql}`, params);
    const content: AnnouncementView[] = await this.ds.query(
      `SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements a ${sql} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      params,
    );
    return { content, totalElements: total };
  }
}
