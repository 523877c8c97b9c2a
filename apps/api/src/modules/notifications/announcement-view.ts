/** Send record as the inbox, the bell and querySendInfo return it (spec §3 field names). */
export interface SendRecordView {
  id: number;
  announcementId: number;
  titile: string;
  msgAbstract: string | null;
  msgContent: string;
  senderName: string;
  msgCategory: number;
  priority: number;
  sendTime: string;
  readFlag: number;
  sendStatus: number;
  userId: number;
  updateBy: string | null;
  readTime: string | null;
}

export const SEND_RECORD_COLUMNS = `
  s.id, s.announcement_id AS "announcementId", a.titile, a.msg_abstract AS "msgAbstract", a.msg_content AS "msgContent",
  a.sender_name AS "senderName", a.msg_category AS "msgCategory", a.priority, s.send_time AS "sendTime",
  s.read_flag AS "readFlag", s.send_status AS "sendStatus", s.user_id AS "userId", s.update_by AS "updateBy", s.read_time AS "readTime"`;

export interface AnnouncementView {
  id: number;
  titile: string;
  msgAbstract: string | null;
  msgContent: string;
  msgCategory: number;
  priority: number;
  senderId: number;
  senderName: string;
  organizationId: number;
  sendStatus: number;
  sendTime: string | null;
  recipients: number;
  readCount: number;
  version: number;
  createTime: string;
  updateTime: string;
}

export const ANNOUNCEMENT_COLUMNS = `
  a.id, a.titile, a.msg_abstract AS "msgAbstract", a.msg_content AS "msgContent", a.msg_category AS "msgCategory", a.priority,
  a.sender_id AS "senderId", a.sender_name AS "senderName", a.organization_id AS "organizationId", a.send_status AS "sendStatus",
  a.send_time AS "sendTime", a.version, a.created_at AS "createTime", a.updated_at AS "updateTime",
  (SELECT count(*)::int FROM announcement_sends x WHERE x.announcement_id = a.id) AS recipients,
  (SELECT count(*)::int FROM announcement_sends x WHERE x.announcement_id = a.id AND x.read_flag = 1) AS "readCount"`;
