import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessageCategory } from '@ohit/domain';
import { SEND_RECORD_COLUMNS, type SendRecordView } from '../../announcement-view';
import { type HeaderMessages, ListUnreadMessagesQuery } from './list-unread-messages.query';

/** How many of each kind the bell's dialog lists (the totals are always exact). */
export const HEADER_LIST_LIMIT = 50;

@QueryHandler(ListUnreadMessagesQuery)
export class ListUnreadMessagesHandler implements IQueryHandler<ListUnreadMessagesQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor }: ListUnreadMessagesQuery): Promise<HeaderMessages> {
    const list = (category: number): Promise<SendRecordView[]> =>
      this.ds.query(
        `SELECT ${SEND_RECORD_COLUMNS} FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id
         WHERE s.user_id = $1 AND s.read_flag = 0 AND s.send_status = 1 AND a.msg_category = $2
         ORDER BY s.send_time DESC, s.id DESC LIMIT ${HEADER_LIST_LIMIT}`,
        [actor.id, category],
      );
    const counts: { category: number; total: number }[] = await this.ds.query(
      `SELECT a.msg_category AS category, count(*)::int AS total FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id
       WHERE s.user_id = $1 AND s.read_flag = 0 AND s.send_status = 1 GROUP BY a.msg_category`,
      [actor.id],
    );
    const total = (c: number) => counts.find((r) => r.category === c)?.total ?? 0;
    const [anntMsgList, sysMsgList] = await Promise.all([list(MessageCategory.Notice), list(MessageCategory.System)]);
    return { anntMsgList, anntMsgTotal: total(MessageCategory.Notice), sysMsgList, sysMsgTotal: total(MessageCategory.System) };
  }
}
