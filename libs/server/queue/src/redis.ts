import Redis, { RedisOptions } from 'ioredis';

/**
 * What a connection is for:
 * - `client`: request-path commands (deny-list, captcha, throttle, health, realtime publish).
 *   It fails fast while Redis is unreachable — no offline queue, one retry, a command timeout —
 *   so a dead Redis answers 503 at once instead of hanging requests until it returns.
 * - `subscriber`: pub/sub (the realtime gateway, the socket.io adapter). Commands wait for the
 *   connection and subscriptions are restored on reconnect.
 * - `bullmq`: BullMQ blocks on its connections and needs maxRetriesPerRequest null.
 */
export type RedisPurpose = 'client' | 'subscriber' | 'bullmq';

/** A request-path command waits at most this long for its reply (a partitioned Redis). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Reconnect quickly (capped at 1 s) so service resumes soon after Redis returns. */
export function redisReconnectDelay(times: number): number {
  return Math.min(times * 100, 1000);
}

const PURPOSE_OPTIONS: Record<RedisPurpose, RedisOptions> = {
  client: { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS },
  subscriber: { enableOfflineQueue: true, maxRetriesPerRequest: null },
  bullmq: { maxRetriesPerRequest: null },
};

/** One place that opens Redis connections (see RedisPurpose). */
export function createRedis(url: string, purpose: RedisPurpose = 'client', extra: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableReadyCheck: true,
    connectTimeout: 5000,
    lazyConnect: false,
    retryStrategy: redisReconnectDelay,
    ...PURPOSE_OPTIONS[purpose],
    ...extra,
  });
}

/**
 * Resolves true once the connection is ready (at once if it is), false after `ms`. A fail-fast
 * client refuses commands until then, so callers that may wait a little (boot, a publisher
 * around a reconnect) wait here first.
 */
export function redisReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  if (redis.status === 'end') return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.once('ready', onReady);
  });
}

/** BullMQ loses jobs if Redis may evict keys: warn loudly unless the policy is noeviction. */
export async function checkEvictionPolicy(redis: Redis): Promise<{ ok: boolean; policy: string }> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const policy = reply?.[1] ?? 'unknown';
    return { ok: policy === 'noeviction', policy };
  } catch {
    // Managed Redis often forbids CONFIG; we cannot tell, so we do not claim it is wrong.
    return { ok: true, policy: 'unknown (CONFIG not permitted)' };
  }
}
