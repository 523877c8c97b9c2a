import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

/** The backing services whose loss makes the api answer 503 instead of 500. */
export type Dependency = 'redis' | 'database';

/** What a caller reads while a dependency is down (the filter answers them with 503). */
export const OUTAGE_MESSAGES: Record<Dependency, string> = {
  redis: '服务暂时不可用（缓存服务连接中断），请稍后重试',
  database: '服务暂时不可用（数据库连接中断），请稍后重试',
};

/** Thrown where code knows which dependency failed (e.g. the token deny-list on Redis). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause?: unknown,
  ) {
    super(`${dependency} unavailable: ${(cause as Error | undefined)?.message ?? 'no connection'}`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

/**
 * ioredis's own words for "no connection": the fail-fast client refusing a command while
 * reconnecting, a connection closed under a command, retries exhausted, no reply in time.
 */
const REDIS_MESSAGES = [/enableOfflineQueue options is false/, /^Connection is closed\.?$/, /max retries per request/i, /^Command timed out$/];

/** SQLSTATE classes and codes of a lost or refused PostgreSQL connection (not a user's mistake). */
const PG_CONNECTION_CODES = /^(08...|57P01|57P02|57P03|53300)$/;

/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and pg-pool's words for a dead or unobtainable connection. */
const PG_MESSAGES = [/Connection terminated/, /not queryable/, /timeout exceeded when trying to connect/, /Client was closed/];

function isRedisOutage(e: { name?: string; message?: string }): boolean {
  return e.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.some((re) => re.test(e.message ?? ''));
}

function isDatabaseOutage(e: { code?: unknown; message?: string }): boolean {
  if (typeof e.code === 'string' && (PG_CONNECTION_CODES.test(e.code) || SOCKET_CODES.has(e.code))) return true;
  return PG_MESSAGES.some((re) => re.test(e.message ?? ''));
}

/** Which dependency an error says is unreachable, or null for any other error. */
export function dependencyOutageOf(exception: unknown): Dependency | null {
  if (exception instanceof DependencyUnavailableError) return exception.dependency;
  if (!exception || typeof exception !== 'object') return null;
  const e = exception as { name?: string; message?: string; code?: unknown };
  // TypeORM wraps driver errors; the connection error is the driver's.
  const driver = exception instanceof QueryFailedError ? ((exception as QueryFailedError & { driverError?: object }).driverError ?? e) : e;
  if (isRedisOutage(driver as typeof e)) return 'redis';
  if (isDatabaseOutage(driver as typeof e)) return 'database';
  return null;
}

/** `[503, message]` for a dependency outage, else null: the exception filter's first question. */
export function describeOutage(exception: unknown): [number, string] | null {
  const dependency = dependencyOutageOf(exception);
  return dependency ? [HttpStatus.SERVICE_UNAVAILABLE, OUTAGE_MESSAGES[dependency]] : null;
}
