import { badRequest } from '../../../platform';

/** A positive integer id from a URL segment (a PostgreSQL integer), else a 400 with `message`. */
export function pathId(raw: string, message = 'id必须是正整数'): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(message);
  return id;
}
