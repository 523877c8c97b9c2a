import type { ProvincialSendOutcome } from '@ohit/contracts';
import { RETURN_OK, type ProvinceReply } from './protocol';

/**
 * How a province's answer or a network fault becomes an outcome. Only the province's own refusal
 * (a returnCode other than 0 in a well-formed answer, or a 4xx other than 408/429) is `refused`:
 * everything else may succeed later and is retried, which is safe because the province stores a
 * record once per idempotency key.
 */
export function outcomeOfReply(reply: ProvinceReply): ProvincialSendOutcome {
  if (reply.returnCode === RETURN_OK) {
    return { kind: 'accepted', provinceRecordId: reply.recordId ?? '', duplicate: reply.duplicate === true, message: reply.returnMsg || '接收成功' };
  }
  return { kind: 'refused', code: reply.returnCode || 'UNKNOWN', message: reply.returnMsg || `省级平台拒绝接收（返回码 ${reply.returnCode || '空'}）` };
}

/** Whether an HTTP status means "try again later". */
export const isTransientStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/** A status without a usable answer in its body. */
export function outcomeOfStatus(status: number, detail = ''): ProvincialSendOutcome {
  if (status === 429) return { kind: 'transient', status, message: '省级平台限流（HTTP 429），稍后重试' };
  if (isTransientStatus(status)) return { kind: 'transient', status, message: `省级平台暂时不可用（HTTP ${status}）${detail ? `：${detail}` : ''}` };
  return { kind: 'refused', code: `HTTP_${status}`, message: `省级平台拒绝请求（HTTP ${status}）${detail ? `：${detail}` : ''}` };
}

/** A request that got no answer: a timeout, a refused or reset connection, an unreachable host. */
export function outcomeOfNetworkError(error: unknown, timeoutMs: number): ProvincialSendOutcome {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e?.cause?.code ?? e?.code;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError' || code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout/i.test(e?.message ?? '')) {
    return { kind: 'transient', status: null, message: `省级平台响应超时（${timeoutMs}毫秒）` };
  }
  return { kind: 'transient', status: null, message: `无法连接省级平台：${code ?? e?.cause?.message ?? e?.message ?? String(error)}` };
}
