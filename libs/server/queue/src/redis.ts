import Redis, { RedisOptions } from 'ioredis';

/**
 * One place that opens Redis connections. BullMQ needs maxRetriesPerRequest null on the
 * connections its workers block on; plain clients fail fast so a dead Redis gives a 503.
 */
export function createRedis(url: string, purpose: 'client' | 'bullmq' = 'client', extra: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: purpose === 'bullmq' ? null : 2,
    enableReadyCheck: true,
    connectTimeout: 5000,
    lazyConnect: false,
    ...extra,
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
