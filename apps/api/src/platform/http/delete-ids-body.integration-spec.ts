import request from 'supertest';
import { dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

describe('delete bodies: a bare id array (the spec framework) and {ids} both work', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    token = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const addMenu = async (name: string) =>
    (await request(t.app.getHttpServer()).post('/api/menus/add').set('Authorization', token).send({ type: 1, title: name, path: name, component: 'x/index', componentName: name }))
      .body.id as number;
  const exists = async (id: number) => (await dataSourceOf(t.app).query('SELECT 1 FROM menus WHERE id = $1', [id])).length === 1;

  it('deletes with a bare array body', async () => {
    const id = await addMenu(`BareArray${Date.now()}`);
    const res = await request(t.app.getHttpServer()).delete('/api/menus/delete').set('Authorization', token).send([id]);
    expect(res.status).toBe(200);
    expect(await exists(id)).toBe(false);
  });

  it('deletes with {ids}', async () => {
    const id = await addMenu(`IdsObject${Date.now()}`);
    const res = await request(t.app.getHttpServer()).delete('/api/menus/delete').set('Authorization', token).send({ ids: [id] });
    expect(res.status).toBe(200);
    expect(await exists(id)).toBe(false);
  });

  it('refuses an array of non-ids with a Chinese 400 and deletes nothing', async () => {
    const id = await addMenu(`BadIds${Date.now()}`);
    const res = await request(t.app.getHttpServer()).delete('/api/menus/delete').set('Authorization', token).send(['drop table menus']);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await exists(id)).toBe(true);
  });
});
