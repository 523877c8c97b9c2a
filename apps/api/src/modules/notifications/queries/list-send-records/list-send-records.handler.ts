import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paging } from '../../../../platform';
import { SEND_RECORD_COLUMNS, type SendRecordView } from '../../announcement-view';
import { ListSendRecordsQuery, type SendInfoPage } from './list-send-records.query';

export const SEND_SORTS: Record<string, string> = { id: 's.id', sendTime: 's.send_time', priority: 'a.priority', readFlag: 's.read_flag', msgCategory: 'a.msg_category', titile: 'a.titile' };

@QueryHandler(ListSendRecordsQuery)
export class ListSendRecordsHandler implements IQueryHandler<ListSendRecordsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListSendRecordsQuery): Promise<SendInfoPage> {
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
