import { useSyncExternalStore } from 'react';
import { notificationApi, unreadTotal, type ListByUser, type SendRecord } from './api';

/**
 * The current user's unread notices and system messages (the bell). Loaded when the header
 * mounts, on every real-time `notification` push, after a message is read, and by a polling
 * timer that stops for good once a load fails (spec §4).
 */
export interface NotificationState {
  notices: SendRecord[];
  systemMessages: SendRecord[];
  noticeTotal: number;
  systemTotal: number;
  /** The badge: notices + system messages. */
  total: number;
  loaded: boolean;
  polling: boolean;
}

const empty: NotificationState = { notices: [], systemMessages: [], noticeTotal: 0, systemTotal: 0, total: 0, loaded: false, polling: false };

/** Poll period of the bell (the spec only says a failed load stops it). */
export const NOTIFICATION_POLL_MS = 60_000;

let state: NotificationState = empty;
let timer: ReturnType<typeof setInterval> | null = null;
let seq = 0;
const listeners = new Set<() => void>();

function emit(patch: Partial<NotificationState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

function stopTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

export function applyListByUser(res: ListByUser | null | undefined): Partial<NotificationState> {
  return {
    notices: Array.isArray(res?.anntMsgList) ? res!.anntMsgList : [],
    systemMessages: Array.isArray(res?.sysMsgList) ? res!.sysMsgList : [],
    noticeTotal: Number(res?.anntMsgTotal) || 0,
    systemTotal: Number(res?.sysMsgTotal) || 0,
    total: unreadTotal(res),
    loaded: true,
  };
}

export const notifications = {
  get: (): NotificationState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** GET api/ohitAnnouncement/listByUser; a failure stops the polling timer. */
  async reload(): Promise<boolean> {
    const mine = ++seq;
    try {
      const res = await notificationApi.listByUser(true);
      if (mine === seq) emit(applyListByUser(res));
      return true;
    } catch {
      stopTimer();
      emit({ polling: false });
      return false;
    }
  },
  /** First load and the polling timer. */
  start(pollMs = NOTIFICATION_POLL_MS): void {
    stopTimer();
    timer = setInterval(() => void notifications.reload(), pollMs);
    emit({ polling: true });
    void notifications.reload();
  },
  stop(): void {
    stopTimer();
    seq++;
    state = empty;
    listeners.forEach((l) => l());
  },
};

export function useNotifications(): NotificationState {
  return useSyncExternalStore(notifications.subscribe, notifications.get, notifications.get);
}
