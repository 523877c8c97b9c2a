/** Toasts, inbox and the real-time notification connection (spec §2, §4, §9). */
export const NOTIFICATION_DURATION_MS = 2500;
export const ERROR_NOTIFICATION_DURATION_MS = 5000;
export const LOADING_DELAY_MS = 50;
/** Height of the unread/read notification tables, in px. */
export const NOTIFICATION_TABLE_HEIGHT = 500;
/** The inbox area's own request timeout. */
export const INBOX_REQUEST_TIMEOUT_MS = 3_000_000;

export const REALTIME_RECONNECT_DELAY_SECONDS = 20;
export const REALTIME_RECONNECT_DELAY_MS = REALTIME_RECONNECT_DELAY_SECONDS * 1000;
/** Reconnecting stops once the failure count exceeds this number. */
export const REALTIME_MAX_FAILURES = 5;

/** msgCategory of an announcement send record. */
export const MessageCategory = Object.freeze({ Notice: 1, System: 2 } as const);
export type MessageCategory = (typeof MessageCategory)[keyof typeof MessageCategory];
export const MESSAGE_CATEGORY_LABELS: Readonly<Record<MessageCategory, string>> = Object.freeze({
  1: '通知公告',
  2: '系统消息',
});

/** priority of an announcement send record. */
export const MessagePriority = Object.freeze({ General: 0, Important: 1, Urgent: 2 } as const);
export type MessagePriority = (typeof MessagePriority)[keyof typeof MessagePriority];
export const MESSAGE_PRIORITY_LABELS: Readonly<Record<MessagePriority, string>> = Object.freeze({
  0: '一般',
  1: '重要',
  2: '紧急',
});

/** readFlag of an announcement send record: 0 unread, 1 read. */
export const ReadFlag = Object.freeze({ Unread: 0, Read: 1 } as const);
export type ReadFlag = (typeof ReadFlag)[keyof typeof ReadFlag];
