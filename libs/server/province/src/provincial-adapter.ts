import type { ProvincialProtocol, ProvincialRecord, ProvincialSendOutcome } from '@ohit/contracts';

/** One request and its answer as they went over the wire, kept for audit (the push's request log). */
export interface ProvincialExchange {
  protocol: ProvincialProtocol;
  /** The endpoint called (no credentials in it). */
  url: string;
  /** The request body as sent (credentials masked, signatures kept). */
  request: string;
  /** The response body as received; '' when none arrived (timeout, connection refused). */
  response: string;
  /** HTTP status; null when no response arrived. */
  status: number | null;
  startedAt: string;
  durationMs: number;
}

/** What the province holds for one of our idempotency keys (the reconciliation view). */
export interface ProvincialHolding {
  idempotencyKey: string;
  provinceRecordId: string;
  reportCode: string;
  pointCount: number;
  receivedAt: string;
  /** recordDigest of the record held, where the province answers one (the reference platform does). */
  digest?: string;
}

/**
 * The port a provincial push goes through: one adapter per wire protocol (SOAP/XML, HTTP/JSON),
 * chosen by configuration. `send` never throws for a province's answer or a network fault: it
 * classifies it (accepted / refused / transient) and returns the exchange for the audit log.
 */
export interface ProvincialAdapter {
  readonly protocol: ProvincialProtocol;
  send(record: ProvincialRecord): Promise<{ outcome: ProvincialSendOutcome; exchange: ProvincialExchange }>;
  /** What the province holds for these keys (absent keys are not held), asked in pages of at most HOLDINGS_KEYS_PER_REQUEST keys. */
  holdings(idempotencyKeys: readonly string[]): Promise<ProvincialHolding[]>;
}

/**
 * Asks for the holdings of many keys one page at a time (each key once, pages in order, one
 * request in flight), so no query names more keys than the province takes at once.
 */
export async function holdingsInPages(keys: readonly string[], perPage: number, page: (keys: string[]) => Promise<ProvincialHolding[]>): Promise<ProvincialHolding[]> {
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw new Error(`每页查询键数应为正整数：${perPage}`);
  const unique = [...new Set(keys)];
  const held: ProvincialHolding[] = [];
  for (let i = 0; i < unique.length; i += perPage) held.push(...(await page(unique.slice(i, i + perPage))));
  return held;
}
