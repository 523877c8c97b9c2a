import type { ProvinceCredentials } from './demo-credentials';

/** What either adapter needs: where the province is, who we are there, and how long to wait. */
export interface ProvincialAdapterOptions {
  /** The province's base URL, no trailing slash. */
  url: string;
  credentials: ProvinceCredentials;
  timeoutMs: number;
  /** Keys per reconciliation query (default HOLDINGS_KEYS_PER_REQUEST). */
  holdingsPerRequest?: number;
}

/** Start time and a stopwatch for an exchange. */
export function stopwatch(): { startedAt: string; elapsed: () => number } {
  const t = performance.now();
  return { startedAt: new Date().toISOString(), elapsed: () => Math.round(performance.now() - t) };
}
