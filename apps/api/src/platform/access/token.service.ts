import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { DependencyUnavailableError } from '../outage/dependency-outage';

export interface TokenClaims {
  sub: number;
  jti: string;
  exp: number;
}

/** JWTs signed with the configured secret; logout puts the jti on a Redis deny-list until expiry. */
@Injectable()
export class TokenService {
  /**
   * The HMAC key as a KeyObject, made once: given a string, jsonwebtoken first tries (and fails)
   * to read it as a public key on every verify — about a millisecond of every request.
   */
  private readonly key: KeyObject;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.key = createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8'));
  }

  private revokedKey(jti: string): string {
    return `${this.config.redis.prefix}:auth:revoked:${jti}`;
  }

  issue(userId: number): string {
    const token = jwt.sign({ sub: String(userId) }, this.key, {
      algorithm: 'HS256',
      expiresIn: this.config.auth.tokenTtlSeconds,
      jwtid: randomUUID(),
    });
    return `Bearer ${token}`;
  }

  /** The claims of a well-formed, correctly signed token, or null. */
  decode(header: string | undefined, ignoreExpiration = false): TokenClaims | null {
    if (!header) return null;
    const raw = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
    if (!raw) return null;
    try {
      const p = jwt.verify(raw, this.key, { algorithms: ['HS256'], ignoreExpiration }) as jwt.JwtPayload;
      const sub = Number(p.sub);
      if (!Number.isInteger(sub) || sub <= 0 || typeof p.jti !== 'string' || typeof p.exp !== 'number') return null;
      return { sub, jti: p.jti, exp: p.exp };
    } catch {
      return null;
    }
  }

  /**
   * Fails closed: when Redis cannot answer, nobody passes (a revoked token must not slip through)
   * and the caller gets a DependencyUnavailableError, answered at once as 503.
   */
  async isRevoked(jti: string): Promise<boolean> {
    try {
      return (await this.redis.exists(this.revokedKey(jti))) === 1;
    } catch (e) {
      throw new DependencyUnavailableError('redis', e);
    }
  }

  async revoke(claims: TokenClaims): Promise<void> {
    const ttl = claims.exp - Math.floor(Date.now() / 1000);
    if (ttl <= 0) return; // already dead
    await this.redis.set(this.revokedKey(claims.jti), '1', 'EX', ttl);
  }
}
