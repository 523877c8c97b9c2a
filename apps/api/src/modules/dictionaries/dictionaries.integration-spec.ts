import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { BUSINESS_DICTIONARIES, seedDictionaries } from './seed-dictionaries';

jest.setTimeout(60_000);

describe('dictionaries', () => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seed>>;
  let admin: string;
  let analyst: string;
  let orgbAdmin: string;
  let orgbAnalyst: string;
  const dictName = `test_dict_${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seed(t.app);
    await seedDictionaries(dataSourceOf(t.app));
    [admin, analyst, orgbAdmin, orgbAnalyst] = await Promise.all(['admin', 'analyst', 'orgb-admin', 'orgb-analyst'].map((u) => loginAs(t.app, u)));
  });
  afterAll(() => t.close());

  it('seeds the business dictionaries idempotently', async () => {
    const again = await seedDictionaries(dataSourceOf(t.app));
    expect(Object.keys(again).sort()).toEqual(BUSINESS_DICTIONARIES.map((d) => d.name).sort());
    const [{ n }] = await dataSourceOf(t.app).query(
      `SELECT count(*)::int AS n FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id WHERE d.name = 'hazard_category' AND x.organization_id IS NULL`,
    );
    expect(n).toBe(6);
    const res = await as(t.app, analyst).get('/api/dictDetail?dictName=hazard_category&page=0&size=9999').expect(200);
    expect(res.body.content.map((r: { label: string }) => r.label)).toEqual(['粉尘', '化学因素', '物理因素', '放射性因素', '生物因素', '其他']);
    expect(res.body.totalElements).toBe(6);
    expect(res.body.content[0]).toMatchObject({ label: '粉尘', value: '1', dictSort: 1, organizationId: null, dict: { name: 'hazard_category' } });
    const units = await as(t.app, analyst).get('/api/dictDetail?dictName=unit').expect(200);
    expect(units.body.content.map((r: { label: string }) => r.label)).toEqual(expect.arrayContaining(['mg/m³', 'dB(A)', '℃']));
  });

  it('fetches several dictionaries by name as {name: [{label, value}]}', async () => {
    const res = await as(t.app, analyst).get('/api/dictDetail/map?dictName=monitoring_type,enterprise_scale,nope').expect(200);
    expect(res.body).toEqual({
      monitoring_type: [{ label: '定点', value: '1' }, { label: '个体', value: '2' }],
      enterprise_scale: [
        { label: '大型', value: '1' },
        { label: '中型', value: '2' },
        { label: '小型', value: '3' },
        { label: '微型', value: '4' },
      ],
      nope: [],
    });
    await as(t.app, analyst).get('/api/dictDetail/map?dictName=a;drop').expect(400);
    await as(t.app, analyst).get('/api/dictDetail').expect(400);
  });

  it('administrators manage dictionaries; others cannot', async () => {
    const created = await as(t.app, admin).post('/api/dict').send({ name: dictName, description: '测试字典' }).expect(201);
    await as(t.app, admin).post('/api/dict').send({ name: dictName }).expect(409);
    await as(t.app, admin).post('/api/dict').send({ name: '中文名' }).expect(400);
    await as(t.app, analyst).post('/api/dict').send({ name: 'x_other' }).expect(403);
    const list = await as(t.app, admin).get(`/api/dict?blurry=${dictName}`).expect(200);
    expect(list.body).toMatchObject({ totalElements: 1, content: [{ id: created.body.id, name: dictName, description: '测试字典', version: 1 }] });
    await as(t.app, admin).put('/api/dict').send({ id: created.body.id, description: '改', version: 1, reason: '  描述与国标用语一致 ' }).expect(200);
    await as(t.app, admin).put('/api/dict').send({ id: created.body.id, description: '再改', version: 1 }).expect(409);
    expect(await eventsOf(t.app, 'DictionaryEdited', created.body.id)).toHaveLength(1);
    const [edited] = await dataSourceOf(t.app).query(`SELECT reason FROM domain_events WHERE type = 'DictionaryEdited' AND aggregate_id = $1`, [String(created.body.id)]);
    expect(edited.reason).toBe('描述与国标用语一致');
  });

  it('entries are scoped by organisation; the header or parameter can narrow but never widen', async () => {
    const [{ id: dictId }] = await dataSourceOf(t.app).query(`SELECT id FROM dictionaries WHERE name = $1`, [dictName]);
    await as(t.app, admin).post('/api/dictDetail/add').send({ dict: { id: dictId }, label: '公共', value: 'all', dictSort: 1, organizationId: null }).expect(201);
    await as(t.app, admin).post('/api/dictDetail/add').send({ dictId, label: '甲方专用', value: 'a', dictSort: 2, organizationId: seeded.organizations.A }).expect(201);
    await as(t.app, admin).post('/api/dictDetail/add').send({ dictName, label: '乙方专用', value: 'b', dictSort: 3, organizationId: seeded.organizations.B }).expect(201);
    await as(t.app, admin).post('/api/dictDetail/add').send({ dictName, label: '重复', value: 'a', organizationId: seeded.organizations.A }).expect(409);
    const labels = async (token: string, query = '', header?: number) => {
      const req = as(t.app, token).get(`/api/dictDetail?dictName=${dictName}&page=0&size=9999${query}`);
      if (header !== undefined) req.set('organizationId', String(header));
      const res = await req.expect(200);
      return res.body.content.map((r: { label: string }) => r.label);
    };
    expect(await labels(analyst)).toEqual(['公共', '甲方专用']);
    expect(await labels(orgbAnalyst)).toEqual(['公共', '乙方专用']);
    // Widening attempts by header or parameter fall back to the caller's own organisation.
    expect(await labels(orgbAnalyst, '', seeded.organizations.A)).toEqual(['公共', '乙方专用']);
    expect(await labels(orgbAnalyst, `&organizationId=${seeded.organizations.A}`)).toEqual(['公共', '乙方专用']);
    // Administrators may look at another organisation's entries.
    expect(await labels(admin, '', seeded.organizations.B)).toEqual(['公共', '乙方专用']);
    expect(await labels(admin, `&organizationId=${seeded.organizations.B}`)).toEqual(['公共', '乙方专用']);
    const map = await as(t.app, orgbAnalyst).get(`/api/dictDetail/map?dictName=${dictName}`).set('organizationId', String(seeded.organizations.A)).expect(200);
    expect(map.body[dictName]).toEqual([{ label: '公共', value: 'all' }, { label: '乙方专用', value: 'b' }]);
  });

  it('edits and deletes entries within the write scope only', async () => {
    const [{ id: aEntry }] = await dataSourceOf(t.app).query(
      `SELECT x.id FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id WHERE d.name = $1 AND x.value = 'a'`,
      [dictName],
    );
    const [{ id: shared }] = await dataSourceOf(t.app).query(
      `SELECT x.id FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id WHERE d.name = $1 AND x.value = 'all'`,
      [dictName],
    );
    await as(t.app, analyst).put('/api/dictDetail/edit').send({ id: aEntry, label: 'x' }).expect(403); // no dict:edit
    await as(t.app, orgbAdmin).put('/api/dictDetail/edit').send({ id: aEntry, label: 'x' }).expect(403);
    const ok = await as(t.app, admin).put('/api/dictDetail/edit').send({ id: aEntry, label: '甲方专用（改）', version: 1, dict: { id: 1 }, organizationId: 999 }).expect(200);
    expect(ok.body).toEqual({ id: aEntry });
    await as(t.app, admin).put('/api/dictDetail/edit').send({ id: aEntry, label: '旧版本', version: 1 }).expect(409);
    const [row] = await dataSourceOf(t.app).query(`SELECT label, organization_id FROM dictionary_details WHERE id = $1`, [aEntry]);
    expect(row).toEqual({ label: '甲方专用（改）', organization_id: seeded.organizations.A });
    await as(t.app, admin).delete('/api/dictDetail/delete').send({ ids: [aEntry, 99_999_999] }).expect(404);
    // a batch delete names at least one and at most 1000 ids
    expect((await as(t.app, admin).delete('/api/dictDetail/delete').send({ ids: [] }).expect(400)).body.message).toBe('请选择要删除的数据');
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect((await as(t.app, admin).delete('/api/dictDetail/delete').send({ ids: tooMany }).expect(400)).body.message).toBe('一次最多删除1000条');
    expect((await as(t.app, admin).delete('/api/dictDetail/delete').send({ ids: [aEntry], reason: '删'.repeat(501) }).expect(400)).body.message).toBe('操作原因不能超过500个字符');
    await as(t.app, admin).delete('/api/dictDetail/delete').send({ ids: [aEntry], reason: '停用的行业代码' }).expect(200);
    expect(await eventsOf(t.app, 'DictionaryDetailDeleted', aEntry)).toHaveLength(1);
    const [{ reason }] = await dataSourceOf(t.app).query(`SELECT reason FROM domain_events WHERE type = 'DictionaryDetailDeleted' AND aggregate_id = $1`, [String(aEntry)]);
    expect(reason).toBe('停用的行业代码');
    expect(await dataSourceOf(t.app).query(`SELECT 1 FROM dictionary_details WHERE id = $1`, [aEntry])).toEqual([]);
    const [{ id: dictId }] = await dataSourceOf(t.app).query(`SELECT id FROM dictionaries WHERE name = $1`, [dictName]);
    await as(t.app, admin).delete('/api/dict').send({ ids: [dictId] }).expect(200);
    expect(await dataSourceOf(t.app).query(`SELECT 1 FROM dictionary_details WHERE id = $1`, [shared])).toEqual([]);
  });
});
