import { ReadFlag } from '@ohit/domain';
import { session } from '../session/session-store';
import { notificationApi, type SendRecord } from './api';
import { notifications } from './notification-store';

/** Who marks the record read (the `updateBy` of spec §7). */
export function currentUpdateBy(): string {
  const user = session.get().user;
  return user?.username || user?.userName || String(user?.id ?? '');
}

/**
 * Opening an unread message marks it read (spec §4): PUT the record with readFlag 1 and updateBy,
 * then — whether the update worked or not — reload the bell and the caller's list.
 */
export async function markReadThenRefresh(record: SendRecord, refreshList?: () => unknown): Promise<boolean> {
  if (Number(record.readFlag) !== ReadFlag.Unread) return false;
  let ok = false;
  try {
    await notificationApi.markRead(record, currentUpdateBy());
    ok = true;
  } catch {
    /* the HTTP layer has shown the error; the lists refresh anyway */
  }
  await Promise.all([notifications.reload(), Promise.resolve(refreshList?.())]);
  return ok;
}
