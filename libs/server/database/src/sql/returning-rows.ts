/**
 * The rows of a raw query's answer. TypeORM's postgres driver answers SELECT, INSERT and DELETE
 * with the rows, but UPDATE with `[rows, affectedCount]`; every RETURNING read goes through here
 * so no caller has to remember which.
 */
export function returningRows<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (result ?? []) as T[];
}

/** The first returned row, or undefined when the statement touched none. */
export function firstRow<T = Record<string, unknown>>(result: unknown): T | undefined {
  return returningRows<T>(result)[0];
}
