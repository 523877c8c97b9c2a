import { INBOX_REQUEST_TIMEOUT_MS, type MessageCategory, type MessagePriority, type ReadFlag } from '@ohit/domain';
import { http } from '../http/request';
import { readPage } from '../providers/data-provider';

/** An announcement send record (spec §3; the API keeps the field name `titile`). */
export interface SendRecord {
  id: number;
  titile: string;
  msgAbstract: string | null;
  senderName: string | null;
  msgContent: string | null;
  msgCategory: MessageCategory;
  priority: MessagePriority;
  sendTime: string | null;
  readFlag: ReadFlag;
  sendStatus: number;
  userId: number;
  updateBy?: string | null;
  [field: string]: unknown;
}

/** GET api/ohitAnnouncement/listByUser (spec §3 "Header notification response"). */
export interface ListByUser {
  anntMsgList: SendRecord[];
  anntMsgTotal: number;
  sysMsgList: SendRecord[];
  sysMsgTotal: number;
}

export interface SendInfoQuery {
  userId: number | undefined;
  readFlag: ReadFlag;
  pageNumber: number;
  pageSize: number;
  sort?: string;
}

export const notificationApi = {
  listByUser: (silent = false) =>
    http.get<ListByUser>('api/ohitAnnouncement/listByUser', undefined, { timeoutMs: INBOX_REQUEST_TIMEOUT_MS, silent }),

  /** GET api/ohitAnnouncementSend/querySendInfo: userId, readFlag, sendStatus=1, pageNumber (1-based), pageSize, sort. */
  async querySendInfo(q: SendInfoQuery): Promise<{ data: SendRecord[]; total: number }> {
    const raw = await http.get<unknown>(
      'api/ohitAnnouncementSend/querySendInfo',
      { userId: q.userId, readFlag: q.readFlag, sendStatus: 1, pageNumber: q.pageNumber, pageSize: q.pageSize, sort: q.sort ?? 'sendTime,desc' },
      { timeoutMs: INBOX_REQUEST_TIMEOUT_MS },
    );
    return readPage<SendRecord>(raw);
  },

  /** PUT api/ohitAnnouncementSend/edit: the record with readFlag 1 and updateBy. */
  markRead: (record: SendRecord, updateBy: string) =>
    http.put('api/ohitAnnouncementSend/edit', markReadBody(record, updateBy), { timeoutMs: INBOX_REQUEST_TIMEOUT_MS }),
};

/** Counts of the bell: notices plus system messages (spec §3). */
export function unreadTotal(res: Pick<ListByUser, 'anntMsgTotal' | 'sysMsgTotal'> | null | undefined): number {
  if (!res) return 0;
  return (Number(res.anntMsgTotal) || 0) + (Number(res.sysMsgTotal) || 0);
}

/** The record's spec §3 fields (the server refuses unknown ones) with readFlag 1 and updateBy. */
export const SEND_RECORD_FIELDS = ['id', 'titile', 'msgAbstract', 'senderName', 'msgContent', 'msgCategory', 'priority', 'sendTime', 'sendStatus', 'userId'] as const;

export function markReadBody(record: SendRecord, updateBy: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of SEND_RECORD_FIELDS) if (record[key] !== undefined && record[key] !== null) body[key] = record[key];
  return { ...body, readFlag: 1, updateBy };
}
