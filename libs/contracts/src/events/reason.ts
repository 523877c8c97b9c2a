/**
 * Why a change was made: every command that changes data may carry an optional `reason`, stored
 * in domain_events.reason (the audit trail). Trimmed; blank means none; at most 500 characters.
 */
export const REASON_MAX_LENGTH = 500;

export const REASON_MESSAGES = {
  notText: '操作原因必须是文本',
  tooLong: `操作原因不能超过${REASON_MAX_LENGTH}个字符`,
} as const;

export type ReasonResult = { ok: true; reason: string | null } | { ok: false; message: string };

/** The reason as stored (trimmed, blank → null), or the Chinese message refusing it. */
export function parseReason(raw: unknown): ReasonResult {
  if (raw === undefined || raw === null) return { ok: true, reason: null };
  if (typeof raw !== 'string') return { ok: false, message: REASON_MESSAGES.notText };
  const reason = raw.trim();
  if (reason.length > REASON_MAX_LENGTH) return { ok: false, message: REASON_MESSAGES.tooLong };
  return { ok: true, reason: reason || null };
}
