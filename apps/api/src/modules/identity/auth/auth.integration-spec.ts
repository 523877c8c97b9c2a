import request from 'supertest';
import { createTestApp, TestApp } from '../../../testing/test-app';
import { as, CAPTCHA, captcha, dataSourceOf, DEMO_PASSWORD, eventsOf, loginAs, randomIp, seed } from '../../../testing/identity';

jest.setTimeout(60_000);

function expectStatus<T extends { status: number; body: unknown }>(res: T, status: number): T {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

describe('auth: captcha, login, info, logout (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  const login = async (username: string, password: string, extra: Record<string, string> = {}, ip = randomIp()) => {
    const uuid = await captcha(t.app);
    return http().post('/auth/login').set('X-Forwarded-For', ip).send({ username, password, code: CAPTCHA, uuid, ...extra });
  };

  it('issues an SVG captcha as a data URL with a uuid, stored for 2 minutes', async () => {
    const res = await http().get('/auth/code').expect(200);
    expect(res.body.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const svg = Buffer.from(res.body.img.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text/);
  });

  it('logs in with {token: "Bearer …", user: AuthInfo} and answers auth/info', async () => {
    const res = expectStatus(await login('admin', DEMO_PASSWORD), 200);
    expect(res.body.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user.user).toMatchObject({ id: 1, username: 'admin', userName: 'admin', isAdmin: true, isQy: 0 });
    expect(res.body.user.user.organization).toMatchObject({ code: 'ORG-A' });
    expect(res.body.user.roles).toContain('admin');
    expect(res.body.user.authorities).toContainEqual({ authority: 'admin' });
    const info = await as(t.app, res.body.token).get('/auth/info').expect(200);
    expect(info.body.user.username).toBe('admin');
    expect(JSON.stringify(res.body) + JSON.stringify(info.body)).not.toContain('$argon2');
    const ev = await eventsOf(t.app, 'UserLoggedIn', 1);
    expect(ev[0]).toMatchObject({ actor_id: 1 });
  });

  it('refuses a wrong, unknown (expired) or reused captcha with 400 and a Chinese message', async () => {
    const wrong = expectStatus(await login('admin', DEMO_PASSWORD, { code: 'nope' }), 400);
    expect(wrong.body.message).toBe('验证码错误，请刷新验证码后重试');
    const expired = await http().post('/auth/login').send({ username: 'admin', password: DEMO_PASSWORD, code: CAPTCHA, uuid: '00000000-0000-0000-0000-000000000000' }).expect(400);
    expect(expired.body.message).toBe('验证码不存在或已过期，请刷新验证码');
    // An expired captcha is one whose Redis key is gone: expire it by hand.
    const uuid = await captcha(t.app);
    const first = await http().post('/auth/login').set('X-Forwarded-For', randomIp()).send({ username: 'admin', password: DEMO_PASSWORD, code: CAPTCHA, uuid }).expect(200);
    expect(first.body.token).toBeDefined();
    const reused = await http().post('/auth/login').set('X-Forwarded-For', randomIp()).send({ username: 'admin', password: DEMO_PASSWORD, code: CAPTCHA, uuid }).expect(400);
    expect(reused.body.message).toBe('验证码不存在或已过期，请刷新验证码');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const res = expectStatus(await login('surveyor', 'Wrong@2026!'), 400);
    expect(res.body).toMatchObject({ status: 400, message: '用户名或密码错误' });
    const unknown = expectStatus(await login('nobody', 'Wrong@2026!'), 400);
    expect(unknown.body.message).toBe('用户名或密码错误');
  });

  it('logout revokes the token (401 afterwards) and succeeds for dead or missing tokens', async () => {
    const token = await loginAs(t.app, 'analyst');
    await as(t.app, token).get('/auth/info').expect(200);
    await as(t.app, token).delete('/auth/logout').expect(200);
    const after = await as(t.app, token).get('/auth/info').expect(401);
    expect(after.body.message).toBe('登录已失效，请重新登录');
    await as(t.app, token).delete('/auth/logout').expect(200);
    await http().delete('/auth/logout').expect(200);
    await http().delete('/auth/logout').set('Authorization', 'Bearer garbage').expect(200);
    await http().get('/api/users').expect(401);
  });

  it('keeps /health public', async () => {
    await http().get('/health').expect(200);
  });

  it('has the data source', () => {
    expect(dataSourceOf(t.app).isInitialized).toBe(true);
  });
});
