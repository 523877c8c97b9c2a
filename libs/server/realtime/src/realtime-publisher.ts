import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { RealtimeEnvelope } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS, redisReady } from '@ohit/server-queue';
import { realtimeRedisChannel } from './realtime-channel';

/**
 * Around a Redis reconnect the fail-fast client refuses commands for up to a second; a publish
 * waits this long for it rather than failing an event that could have gone out.
 */
const READY_WAIT_MS = 2000;

/**
 * Sends an event to browsers from any process (api or worker): it is published on Redis and
 * every api replica's gateway emits it to its own sockets in the named rooms. Pub/sub is
 * fire-and-forget: a gateway that is reconnecting misses it, and tells its sockets to resync
 * once it is subscribed again (RESYNC_EVENT).
 */
@Injectable()
export class RealtimePublisher {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async publish<T>(envelope: RealtimeEnvelope<T>): Promise<void> {
    if (envelope.rooms.length === 0) return;
    await redisReady(this.redis, READY_WAIT_MS);
    await this.redis.publish(realtimeRedisChannel(this.config.redis.prefix), JSON.stringify(envelope));
  }
}
