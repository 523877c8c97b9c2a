import request from 'supertest';
import { createTestApp, TestApp } from '../testing/test-app';

describe('api skeleton (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    await request(t.app.getHttpServer()).get('/health').expect(200, { status: 'ok' });
    const ready = await request(t.app.getHttpServer()).get('/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers unknown routes as {status, timestamp, message} with a Chinese message', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/does-not-exist').expect(404);
    expect(res.body.status).toBe(404);
    expect(res.body.message).toBe('请求的接口不存在');
    expect(new Date(res.body.timestamp).getTime()).not.toBeNaN();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: '请求内容不是有效的JSON' });
  });

  it('tags every response with a request id, echoing a sane one', async () => {
    const res = await request(t.app.getHttpServer()).get('/health').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await request(t.app.getHttpServer()).get('/health').set('x-request-id', '<script>');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI page', async () => {
    const res = await request(t.app.getHttpServer()).get('/api-docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
