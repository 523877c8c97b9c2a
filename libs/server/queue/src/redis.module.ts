import { Global, Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@ohit/server-config';
import { checkEvictionPolicy, createRedis } from './redis';

export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createRedis(c.redis.url) }],
  exports: [REDIS],
})
export class RedisModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onModuleInit(): Promise<void> {
    const { ok, policy } = await checkEvictionPolicy(this.redis);
    if (!ok) this.logger.warn(`Redis maxmemory-policy is "${policy}"; queues need "noeviction" or jobs can be lost.`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
