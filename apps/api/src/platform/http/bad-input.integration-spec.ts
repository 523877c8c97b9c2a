import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { as, CAPTCHA, captcha, dataSourceOf, DEMO_PASSWORD, loginAs, randomIp, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { xlsxBuffer } from '../../testing/workers';

jest.setTimeout(60_000);

const CHINESE = /[\u4e00-\u9fff]/;
const NUL_IN_URL = '请求地址包含不允许的空字符（%00），请删除后重试';
const NUL_IN_BODY = '请求内容包含不允许的空字符（\\u0000），请删除后重试';
const BAD_DATE = '检定/校准日期的查询值不是有效的日期，应为YYYY-MM-DD';

interface Answer {
  status: number;
  body: { status?: unknown; timestamp?: unknown; message?: unknown };
}

/** The product's error shape: HTTP status = body.status, a timestamp, a Chinese message. */
function expectRefused(res: Answer, status: number, message?: string | RegExp): void {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { status } });
  expect(new Date(String(res.body.timestamp)).getTime()).not.toBeNaN();
  expect(String(res.body.message)).toMatch(CHINESE);
  if (message !== undefined) expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
}

/** A raw request (exact bytes and headers, which supertest would re-encode). */
async function raw(url: string, method: string, headers: Record<string, string>, body?: Buffer): Promise<Answer & { headers: Headers }> {
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

describe('bad input: 4xx in the product shape with a Chinese message, and nothing changed', () => {
  let t: TestApp;
  let token: string;
  let actorId: number;
  let startSeq: string;
  const marker = `bad${Date.now().toString(36)}`;
  const http = () => request(t.app.getHttpServer());
  const api = () => as(t.app, token);

  beforeAll(async () => {
    t = await createTestApp();
    const s = await seed(t.app);
    // An administrator of this suite alone: other suites act on the same database meanwhile, so
    // "nothing changed" is this actor's events (and rows carrying this suite's marker).
    const made = await as(t.app, await loginAs(t.app, 'admin'))
      .post('/api/users')
      .send({ username: marker, nickName: '坏输入检查', password: DEMO_PASSWORD, isAdmin: true, roleIds: [s.roles.admin] });
    expect(made.status).toBeLessThan(300);
    actorId = made.body.id;
    token = await loginAs(t.app, marker);
    [{ seq: startSeq }] = await dataSourceOf(t.app).query(`SELECT COALESCE(max(seq), 0)::text AS seq FROM domain_events`);
  });
  afterAll(() => t.close());

  describe('a NUL character anywhere is a 400, never a 500', () => {
    it('POST auth/login without a token', async () => {
      const uuid = await captcha(t.app);
      const res = await http().post('/auth/login').set('X-Forwarded-For', randomIp()).send({ username: `${marker}\u0000`, password: DEMO_PASSWORD, code: CAPTCHA, uuid });
      expectRefused(res, 400, NUL_IN_BODY);
      expect(res.body.token).toBeUndefined();
      const pw = await http().post('/auth/login').set('X-Forwarded-For', randomIp()).send({ username: marker, password: `${DEMO_PASSWORD}\u0000`, code: CAPTCHA, uuid: await captcha(t.app) });
      expectRefused(pw, 400, NUL_IN_BODY);
    });

    it.each([['/api/users?blurry=a%00b'], ['/api/equipment?name=%00'], ['/api/jobs/%00'], ['/api/equipment?name%00=1']])('in the URL: %s', async (url) => {
      expectRefused(await api().get(url), 400, NUL_IN_URL);
    });

    it('in a JSON body value or key, on create and edit', async () => {
      expectRefused(await api().post('/api/equipment/add').send({ code: `${marker}-nul`, name: `泵\u0000` }), 400, NUL_IN_BODY);
      expectRefused(await api().post('/api/equipment/add').send({ code: `${marker}-key`, name: '泵', ['remark\u0000']: 'x' }), 400, NUL_IN_BODY);
      expectRefused(await api().put('/api/users').send({ id: actorId, nickName: '\u0000' }), 400, NUL_IN_BODY);
      expectRefused(await api().post('/api/equipment').send({ page: 0, size: 10, name: ['\u0000'] }), 400, NUL_IN_BODY);
    });

    it('in a multipart field (past the JSON check): the database refusal is mapped to 400', async () => {
      const file = await xlsxBuffer([['设备编号', '设备名称'], [`${marker}-imp`, '泵']]);
      const res = await api().post('/api/equipment/import').field('belongGas', `${marker}\u0000`).attach('file', file, 'x.xlsx');
      expectRefused(res, 400, '内容包含无法保存的字符（如空字符），请删除后重试');
    });
  });

  describe('dates in list and export filters: the same strict check, before any job', () => {
    it.each([['1'], ['2024-02-30']])('calibrationDate %p: the list and the export both answer 400', async (value) => {
      expectRefused(await api().get(`/api/equipment?calibrationDate=${value},`), 400, BAD_DATE);
      expectRefused(await api().post('/api/equipment/export?wait=1').send({ calibrationDate: [value, ''] }), 400, BAD_DATE);
    });

    it('a time range that is not a date is a 400 too', async () => {
      expectRefused(await api().get('/api/equipment?timeSlot=1,2'), 400, /时间格式不正确/);
      expectRefused(await api().post('/api/equipment/export?wait=1').send({ timeSlot: ['2024-02-30 10:00:00', ''] }), 400, /时间格式不正确/);
    });
  });

  describe('request bodies that cannot be read', () => {
    const url = () => `${t.url}/api/equipment/add`;
    const auth = () => ({ Authorization: token });

    it('invalid UTF-8 in JSON is a 400, not text with U+FFFD stored', async () => {
      const body = Buffer.concat([Buffer.from(`{"code":"${marker}-utf8","name":"`), Buffer.from([0xe6, 0xb3, 0xff, 0xfe]), Buffer.from('"}')]);
      const res = await raw(url(), 'POST', { ...auth(), 'Content-Type': 'application/json' }, body);
      expectRefused(res, 400, '请求内容不是有效的UTF-8文本，请检查文字编码后重试');
    });

    it('another charset is a 415', async () => {
      const res = await raw(url(), 'POST', { ...auth(), 'Content-Type': 'application/json; charset=latin1' }, Buffer.from(`{"code":"${marker}-latin1","name":"x"}`));
      expectRefused(res, 415);
    });

    it('an unknown charset is a 415', async () => {
      expectRefused(await raw(url(), 'POST', { ...auth(), 'Content-Type': 'application/json; charset=klingon' }, Buffer.from('{}')), 415);
    });

    it('a body over 2 MB is a 413', async () => {
      const body = Buffer.from(JSON.stringify({ code: `${marker}-big`, name: 'x', remark: 'x'.repeat(2_200_000) }));
      expectRefused(await raw(url(), 'POST', { ...auth(), 'Content-Type': 'application/json' }, body), 413, '请求内容过大，不能超过2MB');
    });

    it('malformed JSON is a 400', async () => {
      expectRefused(await raw(url(), 'POST', { ...auth(), 'Content-Type': 'application/json' }, Buffer.from('{"code": ')), 400, '请求内容不是有效的JSON');
    });

    it("headers over Node's limit are a 431 in the product shape (Node's parser answers it, not Express)", async () => {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${t.url}/health`, { headers: { 'X-Padding': 'x'.repeat(20_000) } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      expectRefused({ status, body: JSON.parse(body) }, 431);
    });
  });

  describe('names and codes', () => {
    it('a decomposed and a composed Å are one name: the second is a duplicate', async () => {
      const first = await api().post('/api/equipment/add').send({ code: `A\u030A-${marker}`, name: 'A\u030Angstro\u0308m' });
      expect(first.status).toBe(201);
      expect(first.body.code).toBe(`\u00C5-${marker}`);
      expectRefused(await api().post('/api/equipment/add').send({ code: `\u00C5-${marker}`, name: '\u00C5ngstr\u00F6m' }), 409);
      const role = `角色\u00C5${marker}`;
      expect((await api().post('/api/roles').send({ name: role.normalize('NFD'), level: 3 })).status).toBeLessThan(300);
      expectRefused(await api().post('/api/roles').send({ name: role, level: 3 }), 409, '该机构下已存在同名角色');
    });

    it.each([
      ['/api/equipment/add', { code: `${marker}\u202E1`, name: '采样泵' }, '设备编号包含不可见的文字方向控制字符，请删除后重试'],
      ['/api/roles', { name: `角色\u2066${marker}`, level: 3 }, '名称包含不可见的文字方向控制字符，请删除后重试'],
      ['/api/menus/add', { type: 1, title: `菜单\u202B${marker}`, path: marker, component: 'x/index', componentName: marker }, '标题包含不可见的文字方向控制字符，请删除后重试'],
      ['/api/organization', { name: `机构${marker}`, code: `ORG\u2069${marker}` }, '编码包含不可见的文字方向控制字符，请删除后重试'],
      ['/api/dict', { name: `dict\u202D${marker}` }, '名称包含不可见的文字方向控制字符，请删除后重试'],
    ])('refuses bidirectional controls: POST %s', async (url, body, message) => {
      expectRefused(await api().post(url).send(body), 400, message);
    });
  });

  it('GET api/jobs refuses an unknown sort, like every other list', async () => {
    expectRefused(await api().get('/api/jobs?sort=nope,asc'), 400, /不支持的排序/);
    expect((await api().get('/api/jobs?sort=createTime,desc')).status).toBe(200);
  });

  it('JSON answers carry the security headers (HSTS only behind https)', async () => {
    for (const res of [await http().get('/health'), await api().get('/api/jobs?sort=nope')]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await http().get('/health').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('changed nothing: no event by this actor but the two accepted creates, no job, no refused row', async () => {
    const ds = dataSourceOf(t.app);
    const events: { type: string }[] = await ds.query(`SELECT type FROM domain_events WHERE seq > $1::bigint AND actor_id = $2 ORDER BY seq`, [startSeq, actorId]);
    expect(events.map((e) => e.type)).toEqual(['EquipmentCreated', 'RoleCreated']);
    expect(await ds.query(`SELECT id FROM jobs WHERE owner_id = $1`, [actorId])).toEqual([]);
    const rows = await ds.query(`SELECT code FROM equipment WHERE code LIKE $1 OR name LIKE '%' || chr(65533) || '%'`, [`%${marker}%`]);
    expect(rows).toEqual([{ code: `\u00C5-${marker}` }]);
  });
});
