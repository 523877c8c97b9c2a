import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { badRequest } from '../../../platform';
import { IDENTITY_MESSAGES as M } from '../shared/identity-messages';

export const CAPTCHA_TTL_SECONDS = 120;

/** Captcha answers in Redis: single-use (GETDEL) and expiring after two minutes. */
@Injectable()
export class CaptchaStore {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  key(uuid: string): string {
    return `${this.config.redis.prefix}:captcha:${uuid}`;
  }

  async save(answer: string): Promise<string> {
    const uuid = randomUUID();
    await this.redis.set(this.key(uuid), answer, 'EX', CAPTCHA_TTL_SECONDS);
    return uuid;
  }

  /**
   * Consumes the captcha whatever the outcome, so every attempt needs a new one. With
   * CAPTCHA_FIXED set (never in production) that answer is accepted too — the captcha must
   * still exist, so expiry and reuse behave as in production.
   */
  async consume(uuid: string, code: string): Promise<void> {
    const answer = /^[0-9a-f-]{36}$/i.test(uuid) ? await this.redis.getdel(this.key(uuid)) : null;
    if (answer === null) throw badRequest(M.captchaMissing);
    const given = code.trim().toLowerCase();
    const fixed = this.config.auth.captchaFixed;
    if (given !== answer.toLowerCase() && !(fixed !== undefined && given === fixed.toLowerCase())) {
      throw badRequest(M.captchaWrong);
    }
  }
}
