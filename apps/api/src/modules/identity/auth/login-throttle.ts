import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { IDENTITY_MESSAGES as M } from '../shared/identity-messages';

export const LOGIN_THROTTLE = { accountFailures: 5, ipFailures: 20, windowSeconds: 15 * 60 } as const;

/** Failed logins counted per account and per client IP in Redis; over the limit → 429 until the window ends. */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private keys(username: string, ip: string) {
    const p = `${this.config.redis.prefix}:login:fail`;
    return { account: `${p}:acct:${username.trim().toLowerCase()}`, ip: `${p}:ip:${ip}` };
  }

  async check(username: string, ip: string): Promise<void> {
    const k = this.keys(username, ip);
    const [account, perIp] = (await this.redis.mget(k.account, k.ip)).map((v) => Number(v ?? 0));
    if (account >= LOGIN_THROTTLE.accountFailures) throw this.tooMany(await this.redis.ttl(k.account), M.tooManyAccount);
    if (perIp >= LOGIN_THROTTLE.ipFailures) throw this.tooMany(await this.redis.ttl(k.ip), M.tooManyIp);
  }

  async fail(username: string, ip: string): Promise<void> {
    const k = this.keys(username, ip);
    await this.redis
      .multi()
      .incr(k.account)
      .expire(k.account, LOGIN_THROTTLE.windowSeconds, 'NX')
      .incr(k.ip)
      .expire(k.ip, LOGIN_THROTTLE.windowSeconds, 'NX')
      .exec();
  }

  async succeed(username: string): Promise<void> {
    await this.redis.del(this.keys(username, '').account);
  }

  private tooMany(ttl: number, message: (minutes: number) => string): HttpException {
    const minutes = Math.max(1, Math.ceil((ttl > 0 ? ttl : LOGIN_THROTTLE.windowSeconds) / 60));
    return new HttpException(message(minutes), HttpStatus.TOO_MANY_REQUESTS);
  }
}
