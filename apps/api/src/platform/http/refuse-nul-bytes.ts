import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const NUL_MESSAGES = {
  url: '请求地址包含不允许的空字符（%00），请删除后重试',
  body: '请求内容包含不允许的空字符（\\u0000），请删除后重试',
} as const;

/** `%00` (any case) in the raw URL: query values and path parameters both decode from it. */
const ENCODED_NUL = /%00/i;
/** Deep enough for any body we accept; deeper nesting is not walked (and not stored as text). */
const MAX_DEPTH = 32;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * PostgreSQL cannot hold a NUL character in text (22021) or jsonb (22P05); one sent in a query,
 * a path parameter or a JSON body used to become a 500 — even on `POST auth/login`, so anyone
 * could fill the error log. It is refused here with a 400 before any handler or the database
 * sees it. Runs after the body parsers (JSON and urlencoded bodies are checked); multipart
 * fields are covered by the exception filter's 22021/22P05 mapping.
 */
export function refuseNulBytes(req: Request, _res: Response, next: NextFunction): void {
  if (ENCODED_NUL.test(req.originalUrl) || req.originalUrl.includes('\u0000')) return next(new BadRequestException(NUL_MESSAGES.url));
  if (holdsNul(req.body)) return next(new BadRequestException(NUL_MESSAGES.body));
  next();
}
