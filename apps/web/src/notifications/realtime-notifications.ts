import type { NotificationPush } from '@ohit/contracts';
import { notifications } from './notification-store';

/** Spec §4: a message whose cmd is topic or user makes the client reload its notifications. */
export function onNotificationPush(payload: unknown, reload: () => unknown = () => notifications.reload()): boolean {
  const cmd = (payload as Partial<NotificationPush> | null)?.cmd;
  if (cmd === 'user' || cmd === 'topic') {
    void reload();
    return true;
  }
  return false;
}
