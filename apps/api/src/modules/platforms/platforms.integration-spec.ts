import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

describe('linked-platform addresses', () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    [admin, analyst] = await Promise.all([loginAs(t.app, 'admin'), loginAs(t.app, 'analyst')]);
  });
  afterAll(() => t.close());

  it('administrators manage addresses; the navbar reads {type, ip, port}', async () => {
    const a = await as(t.app, admin).post('/api/platformAddress').send({ type: 3, name: '医疗企业职业健康平台', ip: '10.0.0.3', port: 8080 }).expect(201);
    await as(t.app, admin).post('/api/platformAddress').send({ type: 7, name: '工具箱', ip: 'tools.example.cn', port: 443 }).expect(201);
    await as(t.app, admin).post('/api/platformAddress').send({ type: 3, name: '重复', ip: '10.0.0.4', port: 1 }).expect(409);
    expect((await as(t.app, admin).post('/api/platformAddress').send({ type: 4, name: 'x', ip: '10.0.0.4', port: 1 }).expect(400)).body.message).toBe('平台类型只能是3、5、6或7');
    expect((await as(t.app, admin).post('/api/platformAddress').send({ type: 5, name: 'x', ip: '999.1.1.1', port: 1 }).expect(400)).body.message).toBe('请输入正确的IP地址');
    await as(t.app, admin).post('/api/platformAddress').send({ type: 5, name: 'x', ip: '10.0.0.5', port: 70000 }).expect(400);
    await as(t.app, analyst).post('/api/platformAddress').send({ type: 5, name: 'x', ip: '10.0.0.5', port: 80 }).expect(403);
    const nav = await as(t.app, analyst).get('/api/platformAddress/byTypes').expect(200);
    expect(nav.body).toEqual([
      { type: 3, ip: '10.0.0.3', port: 8080 },
      { type: 7, ip: 'tools.example.cn', port: 443 },
    ]);
    expect((await as(t.app, analyst).get('/api/platformAddress/byTypes?types=7').expect(200)).body).toEqual([{ type: 7, ip: 'tools.example.cn', port: 443 }]);
    await as(t.app, admin).put('/api/platformAddress').send({ id: a.body.id, port: 9090, version: 1 }).expect(200);
    await as(t.app, admin).put('/api/platformAddress').send({ id: a.body.id, port: 9091, version: 1 }).expect(409);
    const list = await as(t.app, admin).get('/api/platformAddress').expect(200);
    expect(list.body.content.find((r: { id: number }) => r.id === a.body.id)).toMatchObject({ type: 3, port: 9090, version: 2 });
    await as(t.app, analyst).get('/api/platformAddress').expect(403);
    await as(t.app, admin).delete('/api/platformAddress').send({ ids: [a.body.id] }).expect(200);
    expect(await eventsOf(t.app, 'PlatformAddressDeleted', a.body.id)).toHaveLength(1);
    expect((await as(t.app, analyst).get('/api/platformAddress/byTypes').expect(200)).body).toEqual([{ type: 7, ip: 'tools.example.cn', port: 443 }]);
  });

  it('stores the reason given with an edit in domain_events.reason (trimmed); refuses one over 500 characters and changes nothing', async () => {
    const created = await as(t.app, admin).post('/api/platformAddress').send({ type: 5, name: '监管平台', ip: '10.0.0.5', port: 80, reason: '  新接入监管平台 ' }).expect(201);
    const id = created.body.id as number;
    const reasonsOf = async (type: string): Promise<(string | null)[]> =>
      (await dataSourceOf(t.app).query(`SELECT reason FROM domain_events WHERE type = $1 AND aggregate_id = $2 ORDER BY seq`, [type, String(id)])).map((r: { reason: string | null }) => r.reason);
    expect(await reasonsOf('PlatformAddressCreated')).toEqual(['新接入监管平台']);

    await as(t.app, admin).put('/api/platformAddress').send({ id, port: 8443, reason: '端口随平台升级变更' }).expect(200);
    await as(t.app, admin).put('/api/platformAddress').send({ id, port: 8444, reason: '   ' }).expect(200);
    await as(t.app, admin).put('/api/platformAddress').send({ id, port: 8445 }).expect(200);
    expect(await reasonsOf('PlatformAddressEdited')).toEqual(['端口随平台升级变更', null, null]);

    const tooLong = await as(t.app, admin).put('/api/platformAddress').send({ id, port: 1, reason: '因'.repeat(501) }).expect(400);
    expect(tooLong.body.message).toBe('操作原因不能超过500个字符');
    expect((await as(t.app, admin).put('/api/platformAddress').send({ id, port: 1, reason: 7 }).expect(400)).body.message).toContain('操作原因必须是文本');
    const [row] = await dataSourceOf(t.app).query(`SELECT port FROM platform_addresses WHERE id = $1`, [id]);
    expect(row.port).toBe(8445);
    expect(await reasonsOf('PlatformAddressEdited')).toHaveLength(3);

    // at most 100 platform addresses at once
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await as(t.app, admin).delete('/api/platformAddress').send({ ids: tooMany }).expect(400)).body.message).toBe('一次最多删除100条');
    await as(t.app, admin).delete('/api/platformAddress').send({ ids: [id], reason: '平台停用' }).expect(200);
    expect(await reasonsOf('PlatformAddressDeleted')).toEqual(['平台停用']);
  });
});
