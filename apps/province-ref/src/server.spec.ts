import { JSON_HOLDINGS_PATH, sampleProvincialRecord } from '@ohit/server-province';
import { startTestProvinceRef, type TestProvinceRef } from './testing';

// What a caller that sends a body the platform cannot read gets back: a 400 in the platform's
// own shape (returnCode, returnMsg) saying what is wrong, never a 500.
describe('the reference platform refuses a body it cannot read', () => {
  let province: TestProvinceRef;
  beforeAll(async () => {
    province = await startTestProvinceRef();
  });
  afterAll(() => province.stop());

  const post = async (path: string, body: string) => {
    const res = await fetch(`${province.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    return { status: res.status, body: (await res.json()) as { returnCode: string; returnMsg: string } };
  };

  it.each(['/admin/faults', '/admin/users', JSON_HOLDINGS_PATH])('malformed JSON on %s is a 400 naming the problem', async (path) => {
    const res = await post(path, '{"keys": [');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ returnCode: '400', returnMsg: expect.stringContaining('请求体不是有效的JSON') });
  });

  it('a JSON body that is not an object, or holdings keys that are not strings, is a 400 too', async () => {
    expect(await post('/admin/faults', '[1, 2]')).toEqual({ status: 400, body: { returnCode: '400', returnMsg: '请求体应为JSON对象' } });
    expect(await post(JSON_HOLDINGS_PATH, '{"keys": "K1"}')).toEqual({ status: 400, body: { returnCode: '400', returnMsg: 'keys应为字符串数组' } });
    expect(await post('/admin/users', '{"userId": "u"}')).toEqual({ status: 400, body: { returnCode: '400', returnMsg: '需要 userId、password 和 publicKey（PEM）' } });
  });

  it('a readable body still works after a bad one (the platform keeps serving)', async () => {
    expect((await post('/admin/faults', '{oops')).status).toBe(400);
    expect(await post('/admin/faults', '{"rateLimit": null}')).toMatchObject({ status: 200 });
    expect((await province.records()).count).toBe(0);
  });

  it('test-only POST /admin/records plants a record the province then holds (once per key); a body without a record is a 400', async () => {
    const planted = await post('/admin/records', JSON.stringify({ record: sampleProvincialRecord('PLANTED-1') }));
    expect(planted).toMatchObject({ status: 200, body: { duplicate: false, holding: { idempotencyKey: 'PLANTED-1', reportCode: 'OHIT-JC-2026-0001', pointCount: 2 } } });
    expect((await post('/admin/records', JSON.stringify({ record: sampleProvincialRecord('PLANTED-1', { points: [] }) }))).body).toMatchObject({ duplicate: true, holding: { pointCount: 2 } });
    expect(await post('/admin/records', JSON.stringify({ record: { points: [] } }))).toEqual({ status: 400, body: { returnCode: '400', returnMsg: '需要 record（含 idempotencyKey、report.code 和 points）' } });
    expect((await province.records()).perKey['PLANTED-1']).toBe(1);
  });
});
