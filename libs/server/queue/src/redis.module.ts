import { Global, Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@ohit/server-config';
import { checkEvictionPolicy, createRedis, redisReady } from './redis';

export const REDIS = Symbol('REDIS');

/** How long boot waits for Redis before carrying on (requests answer 503 until it is up). */
const BOOT_WAIT_MS = 5000;

/** The process's fail-fast Redis client (see createRedis 'client'). */
@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createRedis(c.redis.url) }],
  exports: [REDIS],
})
export class RedisModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private lost = false;

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    // One line when the connection drops and one when it returns, not one per reconnect attempt.
    redis.on('error', () => undefined);
    redis.on('close', () => {
      if (!this.lost && redis.status !== 'end') this.logger.warn('Redis connection lost; requests needing it answer 503 until it returns');
      this.lost = true;
    });
    redis.on('ready', () => {
      if (this.lost) this.logger.log('Redis connection restored');
      this.lost = false;
    });
  }

  async onModuleInit(): Promise<void> {
    if (!(await redisReady(this.redis, BOOT_WAIT_MS))) {
      this.logger.warn(`Redis is not reachable after ${BOOT_WAIT_MS} ms; starting anyway`);
      return;
    }
    const { ok, policy } = await checkEvictionPolicy(this.redis);
    if (!ok) this.logger.warn(`Redis maxmemory-policy is "${policy}"; queues need "noeviction" or jobs can be lost.`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
    this.redis.disconnect(); // a client still reconnecting would otherwise keep the process alive
  }
}
