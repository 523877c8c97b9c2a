import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProvincialAdapter, HOLDINGS_KEYS_PER_REQUEST, JsonProvincialAdapter, recordDigest, sampleProvincialRecord, SoapProvincialAdapter, type ProvincialAdapter } from '@ohit/server-province';
import { startTestProvinceRef, type TestProvinceRef } from './testing';

// Both wires against the reference platform: what a push sees from a province that verifies
// signatures, stores once per idempotency key, and misbehaves when told to.
describe.each(['soap', 'json'] as const)('provincial push over %s to the reference platform', (protocol) => {
  let province: TestProvinceRef;
  let adapter: ProvincialAdapter;
  let n = 0;
  const key = () => `${protocol}-${++n}-${Date.now()}`;

  beforeAll(async () => {
    province = await startTestProvinceRef();
    adapter = await createProvincialAdapter(province.provinceConfig(protocol, { timeoutMs: 700 }));
  });
  afterAll(() => province.stop());
  afterEach(() => province.faults({ throttle: { next: 0 }, fail: { next: 0 }, timeout: { next: 0 }, refuse: { next: 0 }, rateLimit: null }));

  it('a record is accepted with the province record id; the exchange keeps the signed request without the password', async () => {
    const k = key();
    const { outcome, exchange } = await adapter.send(sampleProvincialRecord(k));
    expect(outcome).toMatchObject({ kind: 'accepted', duplicate: false, message: '接收成功' });
    expect((outcome as { provinceRecordId: string }).provinceRecordId).toMatch(/^ZJ\d{16}$/);
    expect(exchange).toMatchObject({ protocol, status: 200 });
    expect(exchange.url.startsWith(province.url)).toBe(true);
    expect(exchange.request).toContain(k);
    expect(exchange.request).toMatch(protocol === 'soap' ? /&lt;headSign&gt;[0-9a-f]{32}&lt;\/headSign&gt;/ : /X-Head-Sign: [0-9a-f]{32}/);
    expect(exchange.request).not.toContain(province.credentials.password);
    expect(exchange.response).toContain('接收成功');
    expect(exchange.durationMs).toBeGreaterThanOrEqual(0);
    expect((await adapter.holdings([k]))[0]).toMatchObject({ idempotencyKey: k, reportCode: 'OHIT-JC-2026-0001', pointCount: 2 });
  });

  it('the holding carries the digest of the record as the province keeps it: the same as the one sent, another for a changed value', async () => {
    const k = key();
    const sent = sampleProvincialRecord(k);
    await adapter.send(sent);
    const [held] = await adapter.holdings([k]);
    expect(held.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(held.digest).toBe(recordDigest(sent));
    const changed = structuredClone(sent);
    changed.points[0].results[0].value = `${changed.points[0].results[0].value}1`;
    expect(recordDigest(changed)).not.toBe(held.digest);
  });

  it('a resend of the same record is answered as a duplicate with the first id, and the province holds it once', async () => {
    const k = key();
    const first = await adapter.send(sampleProvincialRecord(k));
    const again = await adapter.send(sampleProvincialRecord(k));
    expect(again.outcome).toMatchObject({ kind: 'accepted', duplicate: true, provinceRecordId: (first.outcome as { provinceRecordId: string }).provinceRecordId });
    const records = await province.records();
    expect(records.perKey[k]).toBe(1);
    expect(records.duplicatesPerKey[k]).toBe(1);
    expect(records.storedMoreThanOnce).toEqual([]);
  });

  it('a wrong password or a key the province does not know is refused with its message, and nothing is stored', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'province-bad-'));
    const keyFile = join(dir, 'key.pem');
    await writeFile(keyFile, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const goodKey = join(dir, 'good.pem');
    await writeFile(goodKey, province.credentials.privateKeyPem);
    const base = { userId: province.credentials.userId, password: province.credentials.password, privateKeyFile: goodKey };
    const wrongPassword = await createProvincialAdapter(province.provinceConfig(protocol, { ...base, password: 'wrong' }));
    const wrongKey = await createProvincialAdapter(province.provinceConfig(protocol, { ...base, privateKeyFile: keyFile }));
    const [k1, k2] = [key(), key()];
    expect((await wrongPassword.send(sampleProvincialRecord(k1))).outcome).toEqual({ kind: 'refused', code: '1001', message: expect.stringContaining('头部签名') });
    expect((await wrongKey.send(sampleProvincialRecord(k2))).outcome).toEqual({ kind: 'refused', code: '1002', message: expect.stringContaining('报文签名') });
    expect(await adapter.holdings([k1, k2])).toEqual([]);
  });

  it('an invalid record and a refuse fault come back refused with the province message (never retried)', async () => {
    const bad = sampleProvincialRecord(key());
    bad.employer.creditCode = '123';
    expect((await adapter.send(bad)).outcome).toEqual({ kind: 'refused', code: '2001', message: expect.stringContaining('统一社会信用代码应为18位') });
    expect((await adapter.send(sampleProvincialRecord(key(), { points: [] }))).outcome).toMatchObject({ kind: 'refused', message: '至少需要一个检测点' });
    const k = key();
    await province.faults({ refuse: { key: k, message: '该报告检测点数量与备案不符' } });
    expect((await adapter.send(sampleProvincialRecord(k))).outcome).toEqual({ kind: 'refused', code: '2002', message: '该报告检测点数量与备案不符' });
    expect(await adapter.holdings([k])).toEqual([]);
  });

  it('a result below the detection limit travels as "<" + the limit and is held as sent; a value that is no number is refused', async () => {
    const k = key();
    const record = sampleProvincialRecord(k);
    record.points[0].results[0].value = '<0.010';
    expect((await adapter.send(record)).outcome).toMatchObject({ kind: 'accepted', duplicate: false });
    expect(province.running.province.store.get(k)?.record.points[0].results[0].value).toBe('<0.010');
    const bad = sampleProvincialRecord(key());
    bad.points[0].results[0].value = '<LOD';
    expect((await adapter.send(bad)).outcome).toEqual({ kind: 'refused', code: '2001', message: expect.stringContaining('低于检出限写作“<检出限”') });
  });

  it('429, 5xx and a province that never answers are transient; after them a resend is stored exactly once', async () => {
    const k = key();
    await province.faults({ throttle: { next: 1 } });
    expect((await adapter.send(sampleProvincialRecord(k))).outcome).toMatchObject({ kind: 'transient', status: 429 });
    await province.faults({ fail: { next: 1, status: 503 } });
    const failed = await adapter.send(sampleProvincialRecord(k));
    expect(failed.outcome).toMatchObject({ kind: 'transient', status: 503 });
    expect(failed.exchange.status).toBe(503);
    // the answer is lost after the province stored the record: the retry must not store it again
    await province.faults({ timeout: { next: 1, stage: 'after' } });
    const timedOut = await adapter.send(sampleProvincialRecord(k));
    expect(timedOut.outcome).toMatchObject({ kind: 'transient', status: null, message: expect.stringContaining('超时') });
    expect(timedOut.exchange.response).toBe('');
    const retried = await adapter.send(sampleProvincialRecord(k));
    expect(retried.outcome).toMatchObject({ kind: 'accepted', duplicate: true });
    expect((await province.records()).perKey[k]).toBe(1);
  });

  it('a rate limit answers 429 beyond R pushes a second', async () => {
    await province.faults({ rateLimit: 2 });
    const outcomes = await Promise.all([0, 1, 2, 3, 4].map(() => adapter.send(sampleProvincialRecord(key())).then((r) => r.outcome.kind)));
    // 2 a second: at least one of five sent at once is turned away even if a second ticks over meanwhile
    expect(outcomes.filter((k) => k === 'transient').length).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((k) => k === 'accepted').length).toBeGreaterThanOrEqual(2);
  });

  it('an unreachable province is transient, never a refusal', async () => {
    const down = await createProvincialAdapter(province.provinceConfig(protocol, { url: 'http://127.0.0.1:1' }));
    expect((await down.send(sampleProvincialRecord(key()))).outcome).toMatchObject({ kind: 'transient', status: null, message: expect.stringContaining('无法连接省级平台') });
  });

  it('concurrent resends of the same records are each held exactly once', async () => {
    const keys = Array.from({ length: 25 }, () => key());
    // 75 signed requests at once: on a busy machine some take longer than the 700 ms that keeps the hang tests short
    const patient = await createProvincialAdapter(province.provinceConfig(protocol, { timeoutMs: 15_000 }));
    const outcomes = await Promise.all([...keys, ...keys, ...keys].map((k) => patient.send(sampleProvincialRecord(k)).then((r) => r.outcome)));
    expect(outcomes.every((o) => o.kind === 'accepted')).toBe(true);
    expect(outcomes.filter((o) => o.kind === 'accepted' && !o.duplicate)).toHaveLength(25);
    const records = await province.records();
    expect(keys.map((k) => records.perKey[k])).toEqual(keys.map(() => 1));
    expect(await adapter.holdings(keys)).toHaveLength(25);
  });

  it('holdings answer only the keys the province holds', async () => {
    const k = key();
    await adapter.send(sampleProvincialRecord(k));
    const held = await adapter.holdings([k, 'never-sent']);
    expect(held.map((h) => h.idempotencyKey)).toEqual([k]);
  });

  it('holdings of 450 keys are asked in pages of 200 (the province takes no more at once) and answer every held key', async () => {
    const keys = Array.from({ length: 450 }, () => key());
    for (const i of [0, 250, 449]) await province.plant(sampleProvincialRecord(keys[i]));
    const before = await province.records();
    const held = await adapter.holdings([...keys, keys[0]]);
    expect(held.map((h) => h.idempotencyKey).sort()).toEqual([keys[0], keys[250], keys[449]].sort());
    const after = await province.records();
    expect(after.queries - before.queries).toBe(3);
    expect(after.mostKeysInOneQuery).toBeLessThanOrEqual(HOLDINGS_KEYS_PER_REQUEST);
    // one query naming more than the province takes is refused with its message
    const options = { url: province.url, credentials: province.credentials, timeoutMs: 2000, holdingsPerRequest: 450 };
    const unpaged = protocol === 'json' ? new JsonProvincialAdapter(options) : new SoapProvincialAdapter(options);
    await expect(unpaged.holdings(keys)).rejects.toThrow('每次查询最多200个幂等键，收到450个');
  });
});
