/** Raised by `within` when the work did not settle in time. */
export class TimedOutError extends Error {
  constructor(readonly what: string, readonly ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'TimedOutError';
  }
}

/**
 * The work's result, or a TimedOutError after `ms`. The work itself is not cancelled (a
 * queued Redis command still runs when the connection returns), so it must be idempotent;
 * its late failure is swallowed here rather than left unhandled.
 */
export function within<T>(work: Promise<T>, ms: number, what = 'operation'): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOutError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
