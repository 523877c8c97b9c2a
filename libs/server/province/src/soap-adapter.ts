import { createPrivateKey, type KeyObject, randomUUID } from 'node:crypto';
import type { ProvincialRecord, ProvincialSendOutcome } from '@ohit/contracts';
import { createClientAsync, type Client } from 'soap';
import { isTransientStatus, outcomeOfNetworkError, outcomeOfReply, outcomeOfStatus } from './classify';
import { canonicalXmlBody } from './canonical';
import { stopwatch, type ProvincialAdapterOptions } from './adapter-options';
import { HOLDINGS_KEYS_PER_REQUEST, SERVICE_CHECK_REPORT, SERVICE_QUERY_REPORT, SOAP_PATH } from './protocol';
import { holdingsInPages, type ProvincialAdapter, type ProvincialExchange, type ProvincialHolding } from './provincial-adapter';
import { parseHoldingsReplyXml, parseReplyXml, pushBodyXml, queryBodyXml, requestXml } from './report-xml';
import { headSign, requestTime, signBody } from './signatures';
import { XmlParseError } from './xml';

interface Captured {
  request?: string;
  response?: string;
  status?: number;
}
interface HttpError {
  response?: { status?: number; data?: unknown };
  body?: unknown;
  root?: { Envelope?: { Body?: { Fault?: { faultstring?: string } } } };
}
type TransportResult = [{ return?: string } | null, string, unknown, string];
type SoapOperation = (args: { arg0: string }, options: { timeout: number; exchangeId: string }) => Promise<TransportResult>;

/**
 * The SOAP/XML adapter (node-soap): the province's WSDL is read once from `<url>/ws/transport?wsdl`
 * and the client reused; each call takes the whole `<data>` request as the string `arg0` and
 * answers the `<data>` result as a string, as the provincial interface does. What went over the
 * wire is taken from the client's request/response events by exchange id, for the audit log.
 */
export class SoapProvincialAdapter implements ProvincialAdapter {
  readonly protocol = 'soap' as const;
  private client: Promise<Client> | null = null;
  private readonly wire = new Map<string, Captured>();

  /** Parsed once: parsing the PEM on every send would triple the signing cost. */
  private readonly signingKey: KeyObject;

  constructor(private readonly options: ProvincialAdapterOptions) {
    this.signingKey = createPrivateKey(options.credentials.privateKeyPem);
  }

  private get endpoint(): string {
    return `${this.options.url}${SOAP_PATH}`;
  }

  private getClient(): Promise<Client> {
    if (!this.client) {
      this.client = createClientAsync(`${this.endpoint}?wsdl`, { endpoint: this.endpoint, wsdl_options: { timeout: this.options.timeoutMs } }).then(
        (client) => {
          client.on('request', (xml: string, eid: string) => this.capture(eid).request = xml);
          client.on('response', (body: string | null, response: { status?: number } | null, eid: string) => {
            const c = this.capture(eid);
            c.response = body ?? '';
            if (response?.status) c.status = response.status;
          });
          return client;
        },
        (e: unknown) => {
          this.client = null; // the province may come back: fetch the WSDL again next time
          throw e;
        },
      );
    }
    return this.client;
  }

  private capture(eid: string): Captured {
    let c = this.wire.get(eid);
    if (!c) this.wire.set(eid, (c = {}));
    return c;
  }

  /** Builds and signs a request: MD5 header signature, SHA256withRSA over the canonical body. */
  private signed(service: string, bodyXml: string): string {
    const { userId, password } = this.options.credentials;
    const time = requestTime();
    return requestXml({ service, userId, requestTime: time, headSign: headSign(service, time, userId, password), bodySign: signBody(canonicalXmlBody(bodyXml), this.signingKey) }, bodyXml);
  }

  private async call(operation: 'transportAsync' | 'queryAsync', arg0: string): Promise<{ answer: string | null; error: unknown; wire: Captured }> {
    const eid = randomUUID();
    try {
      const client = await this.getClient();
      const [result] = await (client[operation] as SoapOperation)({ arg0 }, { timeout: this.options.timeoutMs, exchangeId: eid });
      return { answer: result?.return ?? '', error: null, wire: this.wire.get(eid) ?? {} };
    } catch (error) {
      const wire = this.wire.get(eid) ?? {};
      const status = (error as HttpError)?.response?.status;
      if (status && !wire.status) wire.status = status;
      return { answer: null, error, wire };
    } finally {
      this.wire.delete(eid);
    }
  }

  async send(record: ProvincialRecord): Promise<{ outcome: ProvincialSendOutcome; exchange: ProvincialExchange }> {
    const arg0 = this.signed(SERVICE_CHECK_REPORT, pushBodyXml(record));
    const clock = stopwatch();
    const { answer, error, wire } = await this.call('transportAsync', arg0);
    let outcome: ProvincialSendOutcome;
    if (answer !== null) {
      try {
        outcome = outcomeOfReply(parseReplyXml(answer));
      } catch (e) {
        outcome = { kind: 'transient', status: wire.status ?? null, message: `省级平台应答无法解析：${e instanceof XmlParseError ? e.message : String(e)}` };
      }
    } else if (wire.status) {
      const fault = (error as HttpError)?.root?.Envelope?.Body?.Fault?.faultstring;
      outcome = isTransientStatus(wire.status) || wire.status < 400 ? outcomeOfStatus(wire.status >= 400 ? wire.status : 502, fault ?? '') : outcomeOfStatus(wire.status, fault ?? '');
    } else {
      outcome = outcomeOfNetworkError(error, this.options.timeoutMs);
    }
    return {
      outcome,
      exchange: { protocol: 'soap', url: this.endpoint, request: wire.request ?? arg0, response: wire.response ?? '', status: wire.status ?? null, startedAt: clock.startedAt, durationMs: clock.elapsed() },
    };
  }

  holdings(idempotencyKeys: readonly string[]): Promise<ProvincialHolding[]> {
    return holdingsInPages(idempotencyKeys, this.options.holdingsPerRequest ?? HOLDINGS_KEYS_PER_REQUEST, (keys) => this.holdingsPage(keys));
  }

  private async holdingsPage(idempotencyKeys: readonly string[]): Promise<ProvincialHolding[]> {
    const { answer, error, wire } = await this.call('queryAsync', this.signed(SERVICE_QUERY_REPORT, queryBodyXml(idempotencyKeys)));
    if (answer === null) throw new Error(`省级平台查询失败（${wire.status ? `HTTP ${wire.status}` : (error as Error)?.message}）`);
    const { reply, holdings } = parseHoldingsReplyXml(answer);
    if (reply.returnCode !== '0') throw new Error(`省级平台查询失败：${reply.returnMsg}`);
    return holdings;
  }
}
