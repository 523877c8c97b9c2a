import type { ProvincialRecord } from '@ohit/contracts';
import { HOLDINGS_KEYS_PER_REQUEST, type ProvincialHolding, RETURN_BAD_BODY_SIGN, RETURN_BAD_HEAD_SIGN, RETURN_INVALID, RETURN_OK, SERVICE_QUERY_REPORT, verifyBodySign, verifyHeadSign, type ProvinceReply } from '@ohit/server-province';
import { Faults } from './faults';
import { RecordStore } from './record-store';
import { validateRecord } from './validate-record';

/** A user registered with the province: its password and the public key of its body signatures. */
export interface RegisteredUser {
  password: string;
  publicKeyPem: string;
}

/** A signed request as either wire delivers it. */
export interface SignedRequest {
  service: string;
  userId: string;
  requestTime: string;
  headSign: string;
  bodySign: string;
  /** The canonical body the body signature must cover. */
  canonicalBody: string;
}

/** What a push answers: the province's reply, or a transport-level fault to act out. */
export type PushResult = { kind: 'reply'; reply: ProvinceReply; hang?: boolean } | { kind: 'status'; status: number; message: string } | { kind: 'hang' };

/**
 * The reference province's rules, the same behind SOAP and JSON: the caller proves who it is
 * (headSign with its password, bodySign with its registered key), the record passes minimal
 * checks, and it is stored once per idempotency key (a resend is answered as accepted with
 * duplicate=true and the first record's id).
 */
export class Province {
  readonly users = new Map<string, RegisteredUser>();
  readonly faults = new Faults();
  received = 0;
  /** Reconciliation queries answered (either wire), and the most keys one named. */
  queries = 0;
  mostKeysInOneQuery = 0;

  constructor(readonly store: RecordStore) {}

  /** A refusal for a bad caller, or null when both signatures verify. */
  authenticate(req: SignedRequest, service: string): ProvinceReply | null {
    const user = this.users.get(req.userId);
    if (req.service !== service) return { returnCode: RETURN_INVALID, returnMsg: `服务名称不正确：${req.service}（应为${service}）` };
    if (!user || !verifyHeadSign(req.headSign, req.service, req.requestTime, req.userId, user.password)) {
      return { returnCode: RETURN_BAD_HEAD_SIGN, returnMsg: '身份验证失败：用户不存在或头部签名（headSign）校验不通过' };
    }
    if (!verifyBodySign(req.canonicalBody, req.bodySign, user.publicKeyPem)) {
      return { returnCode: RETURN_BAD_BODY_SIGN, returnMsg: '报文签名（bodySign）验证失败：报文被篡改或签名私钥与登记的公钥不匹配' };
    }
    return null;
  }

  /** A reconciliation query: what is held of these keys, or a refusal (a bad caller, more keys than one query takes). */
  query(req: SignedRequest, keys: readonly string[]): { reply: ProvinceReply; holdings: ProvincialHolding[] } {
    const refusal = this.authenticate(req, SERVICE_QUERY_REPORT);
    if (refusal) return { reply: refusal, holdings: [] };
    this.queries++;
    this.mostKeysInOneQuery = Math.max(this.mostKeysInOneQuery, keys.length);
    if (keys.length > HOLDINGS_KEYS_PER_REQUEST) {
      return { reply: { returnCode: RETURN_INVALID, returnMsg: `每次查询最多${HOLDINGS_KEYS_PER_REQUEST}个幂等键，收到${keys.length}个` }, holdings: [] };
    }
    return { reply: { returnCode: RETURN_OK, returnMsg: '查询成功' }, holdings: this.store.holdings(keys) };
  }

  push(req: SignedRequest, records: ProvincialRecord[]): PushResult {
    const fault = this.faults.beforePush();
    if (fault.kind === 'status') return fault;
    if (fault.kind === 'hang' && fault.stage === 'before') return { kind: 'hang' };
    this.received++;
    const reply = this.receive(req, records);
    return { kind: 'reply', reply, hang: fault.kind === 'hang' };
  }

  private receive(req: SignedRequest, records: ProvincialRecord[]): ProvinceReply {
    const refusal = this.authenticate(req, 'CHECK_REPORT');
    if (refusal) return refusal;
    if (records.length !== 1) return { returnCode: RETURN_INVALID, returnMsg: `每次请求应包含且仅包含一份报告，收到${records.length}份` };
    const [record] = records;
    const invalid = validateRecord(record);
    if (invalid) return { returnCode: RETURN_INVALID, returnMsg: invalid };
    const held = this.store.get(record.idempotencyKey);
    if (!held) {
      const refused = this.faults.refusal(record.idempotencyKey);
      if (refused.kind === 'refuse') return { returnCode: refused.code, returnMsg: refused.message };
    }
    const { stored, duplicate } = this.store.putOnce(req.userId, record);
    return { returnCode: RETURN_OK, returnMsg: duplicate ? '重复上报，已接收过该报告' : '接收成功', recordId: stored.provinceRecordId, duplicate };
  }

  /** Counts for tests and the bench (GET /admin/records). */
  stats(): Record<string, unknown> {
    const lines = this.store.linesPerKey();
    const perSecond = [...this.faults.admittedPerSecond.values()];
    const span = this.store.receivedSpan();
    return {
      count: this.store.size,
      received: this.received,
      queries: this.queries,
      mostKeysInOneQuery: this.mostKeysInOneQuery,
      duplicates: [...this.store.duplicatesByKey.values()].reduce((a, b) => a + b, 0),
      storedMoreThanOnce: [...lines.entries()].filter(([, n]) => n > 1).map(([k]) => k),
      perKey: Object.fromEntries(lines),
      duplicatesPerKey: Object.fromEntries(this.store.duplicatesByKey),
      maxAdmittedInOneSecond: perSecond.length ? Math.max(...perSecond) : 0,
      firstReceivedAt: span.first,
      lastReceivedAt: span.last,
      faults: this.faults.describe(),
    };
  }

  reset(): void {
    this.store.reset();
    this.faults.reset();
    this.received = 0;
    this.queries = 0;
    this.mostKeysInOneQuery = 0;
  }
}
