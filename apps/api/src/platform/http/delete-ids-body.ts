import type { NextFunction, Request, Response } from 'express';

/**
 * The admin framework the spec follows sends delete ids as a bare JSON array (`DELETE api/users`
 * with body `[1, 2]`); our DTOs take `{ids}`. Both shapes are accepted by wrapping the array
 * before validation, so every delete endpoint has one DTO and one contract.
 */
export function deleteIdsBody(req: Request, _res: Response, next: NextFunction): void {
  if (req.method === 'DELETE' && Array.isArray(req.body)) req.body = { ids: req.body };
  next();
}
