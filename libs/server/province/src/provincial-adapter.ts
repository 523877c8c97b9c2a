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
}

/**
 * The port a provincial push goes through: one adapter per wire protocol (SOAP/XML, HTTP/JSON),
 * chosen by configuration. `send` never throws for a province's answer or a network fault: it
 * classifies it (accepted / refused / transient) and returns the exchange for the audit log.
 */
export interface ProvincialAdapter {
  readonly protocol: ProvincialProtocol;
  send(record: ProvincialRecord): Promise<{ outcome: ProvincialSendOutcome; exchange: ProvincialExchange }>;
  /** What the province holds for these keys (absent keys are not held). */
  holdings(idempotencyKeys: readonly string[]): Promise<ProvincialHolding[]>;
}
