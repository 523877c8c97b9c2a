import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { ProvincialRecord, ProvincialSendOutcome } from '@ohit/contracts';
import { outcomeOfNetworkError, outcomeOfReply, outcomeOfStatus } from './classify';
import { canonicalJson } from './canonical';
import { stopwatch, type ProvincialAdapterOptions } from './adapter-options';
import {
  HEADER_BODY_SIGN,
  HEADER_HEAD_SIGN,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_REQUEST_TIME,
  HEADER_SERVICE,
  HEADER_USER_ID,
  HOLDINGS_KEYS_PER_REQUEST,
  JSON_HOLDINGS_PATH,
  JSON_REPORTS_PATH,
  SERVICE_CHECK_REPORT,
  SERVICE_QUERY_REPORT,
  type ProvinceReply,
} from './protocol';
import { holdingsInPages, type ProvincialAdapter, type ProvincialExchange, type ProvincialHolding } from './provincial-adapter';
import { headSign, requestTime, signBody } from './signatures';

/**
 * The HTTP/JSON adapter: one record per POST, the canonical JSON body signed like the SOAP body,
 * the header signature and an Idempotency-Key in HTTP headers. The password never leaves: only
 * its MD5 header signature does.
 */
export class JsonProvincialAdapter implements ProvincialAdapter {
  readonly protocol = 'json' as const;

  /** Parsed once: parsing the PEM on every send would triple the signing cost. */
  private readonly signingKey: KeyObject;

  constructor(private readonly options: ProvincialAdapterOptions) {
    this.signingKey = createPrivateKey(options.credentials.privateKeyPem);
  }

  private signedHeaders(service: string, body: string): Record<string, string> {
    const { userId, password } = this.options.credentials;
    const time = requestTime();
    return {
      'Content-Type': 'application/json; charset=utf-8',
      [HEADER_SERVICE]: service,
      [HEADER_USER_ID]: userId,
      [HEADER_REQUEST_TIME]: time,
      [HEADER_HEAD_SIGN]: headSign(service, time, userId, password),
      [HEADER_BODY_SIGN]: signBody(body, this.signingKey),
    };
  }

  async send(record: ProvincialRecord): Promise<{ outcome: ProvincialSendOutcome; exchange: ProvincialExchange }> {
    const url = `${this.options.url}${JSON_REPORTS_PATH}`;
    const body = canonicalJson(record);
    const headers = { ...this.signedHeaders(SERVICE_CHECK_REPORT, body), [HEADER_IDEMPOTENCY_KEY]: record.idempotencyKey };
    const clock = stopwatch();
    let status: number | null = null;
    let response = '';
    let outcome: ProvincialSendOutcome;
    try {
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(this.options.timeoutMs) });
      status = res.status;
      response = await res.text();
      const reply = parseJsonReply(response);
      outcome = reply && !(status === 429 || status >= 500) ? outcomeOfReply(reply) : outcomeOfStatus(status, reply?.returnMsg ?? '');
    } catch (e) {
      outcome = outcomeOfNetworkError(e, this.options.timeoutMs);
    }
    const request = `POST ${url}\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${body}`;
    return { outcome, exchange: { protocol: 'json', url, request, response, status, startedAt: clock.startedAt, durationMs: clock.elapsed() } };
  }

  holdings(idempotencyKeys: readonly string[]): Promise<ProvincialHolding[]> {
    return holdingsInPages(idempotencyKeys, this.options.holdingsPerRequest ?? HOLDINGS_KEYS_PER_REQUEST, (keys) => this.holdingsPage(keys));
  }

  private async holdingsPage(idempotencyKeys: readonly string[]): Promise<ProvincialHolding[]> {
    const url = `${this.options.url}${JSON_HOLDINGS_PATH}`;
    const body = canonicalJson({ keys: [...idempotencyKeys] });
    const res = await fetch(url, { method: 'POST', headers: this.signedHeaders(SERVICE_QUERY_REPORT, body), body, signal: AbortSignal.timeout(this.options.timeoutMs) });
    const text = await res.text();
    const reply = parseJsonReply(text) as (ProvinceReply & { holdings?: ProvincialHolding[] }) | null;
    if (!res.ok || !reply || reply.returnCode !== '0') throw new Error(`省级平台查询失败（HTTP ${res.status}）：${reply?.returnMsg ?? text.slice(0, 200)}`);
    return reply.holdings ?? [];
  }
}

function parseJsonReply(text: string): (ProvinceReply & Record<string, unknown>) | null {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return parsed && typeof parsed.returnCode === 'string' ? (parsed as ProvinceReply & Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
