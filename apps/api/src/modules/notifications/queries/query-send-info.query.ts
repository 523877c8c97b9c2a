import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Actor, paging } from '../../../platform';
import { SEND_RECORD_COLUMNS, type SendRecordView } from '../announcement-view';
import type { QuerySendInfoDto } from '../notifications.dto';

export interface SendInfoPage {
  records: SendRecordView[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export const SEND_SORTS: Record<string, string> = { id: 's.id', sendTime: 's.send_time', priority: 'a.priority', readFlag: 's.read_flag', msgCategory: 'a.msg_category', titile: 'a.titile' };

/** The caller's own send records (administrators may name another userId). */
export class QuerySendInfoQuery extends Query<SendInfoPage> {
  constructor(readonly actor: Actor, readonly q: QuerySendInfoDto) {
    super();
  }
}

@QueryHandler(QuerySendInfoQuery)
export class QuerySendInfoHandler implements IQueryHandler<QuerySendInfoQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: QuerySendInfoQuery): Promise<SendInfoPage> {
    const pageNumber = q.pageNumber ?? 1;
    const pageSize = q.pageSize ?? 10;
    const p = paging({ page: pageNumber - 1, size: pageSize, sort: q.sort?.length ? q.sort : ['sendTime,desc'] }, SEND_SORTS, 's.id');
    const userId = actor.isAdmin && q.userId !== undefined ? q.userId : actor.id;
    const params: unknown[] = [userId, q.sendStatus ?? 1];
    let where = `s.user_id = $1 AND s.send_status = $2`;
    if (q.readFlag !== undefined) {
      params.push(q.readFlag);
      where += ` AND s.read_flag = $${params.length}`;
    }
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM announcement_sends s WHERE ${where}`, params);
    const records: SendRecordView[] = await this.ds.query(
      `SELECT ${SEND_RECORD_COLUMNS} FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id
       WHERE ${where} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      params,
    );
    return { records, total, pageNumber, pageSize };
  }
}
