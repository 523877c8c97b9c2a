import { NEVER_EXPIRING_USER_ID } from '@ohit/domain';
import { PLATFORM_MESSAGES as IDENTITY_MESSAGES } from '../errors/platform-messages';

/** Spec §4: a user other than id 1 with no expiry date or a past one is expired. */
export function isExpired(user: { id: number; expiry_date: Date | null }, now = new Date()): boolean {
  if (user.id === NEVER_EXPIRING_USER_ID) return false;
  return !user.expiry_date || new Date(user.expiry_date).getTime() < now.getTime();
}

/** Why an account may not be used, or null. */
export function accountProblem(user: { id: number; enabled: boolean; expiry_date: Date | null }, now = new Date()): string | null {
  if (!user.enabled) return IDENTITY_MESSAGES.disabled;
  if (isExpired(user, now)) return IDENTITY_MESSAGES.expired;
  return null;
}
