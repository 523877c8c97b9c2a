import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { RealtimeEnvelope } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { realtimeRedisChannel } from './realtime-channel';

/**
 * Sends an event to browsers from any process (api or worker): it is published on Redis and
 * every api replica's gateway emits it to its own sockets in the named rooms.
 */
@Injectable()
export class RealtimePublisher {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async publish<T>(envelope: RealtimeEnvelope<T>): Promise<void> {
    if (envelope.rooms.length === 0) return;
    await this.redis.publish(realtimeRedisChannel(this.config.redis.prefix), JSON.stringify(envelope));
  }
}
