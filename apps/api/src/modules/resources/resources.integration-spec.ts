import { INSPECTED_UNIT_HAS_PROJECTS_MESSAGE } from '@ohit/domain';
import { STALE_VERSION_MESSAGE } from '@ohit/contracts';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

const URL = '/api/inspectedUnit';
jest.setTimeout(30_000);
// This suite's own rows (other suites write into the same organisations at the same time).
const A_UNITS = encodeURIComponent('甲单位');
const B_UNITS = encodeURIComponent('乙单位');

/**
 * The demo menus give 受检单位 add/edit/del/export/import/relation/cancelRelation; the engine's
 * copy, status and reset buttons are granted here to the roles under test.
 */
async function grantButtons(t: TestApp, roleUsers: string[], menuKey: string, prefix: string, actions: string[]): Promise<void> {
  const ds = dataSourceOf(t.app);
  const [menu] = await ds.query(`SELECT id FROM menus WHERE component_name = $1`, [menuKey]);
  for (const action of actions) {
    const [button] = await ds.query(`INSERT INTO menus (pid, type, title, permission, sort) VALUES ($1, 2, $2, $3, 999) RETURNING id`, [menu.id, action, `${prefix}:${action}`]);
    await ds.query(
      `INSERT INTO role_menus (role_id, menu_id) SELECT ur.role_id, $1 FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.username = ANY($2::text[]) ON CONFLICT DO NOTHING`,
      [button.id, roleUsers],
    );
  }
}

describe('resource engine: generic list and commands (inspected units, equipment)', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: ReturnType<typeof as>;
  let surveyor: ReturnType<typeof as>; // org A, customer:* permissions, own organisation
  let orgb: ReturnType<typeof as>; // org B (+ B1), customer:* permissions
  let analyst: ReturnType<typeof as>; // no inspected-unit permissions

  const unit = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    creditCode: '91320100MA1XXXXX0A',
    area: ['江苏省', '南京市', '玄武区'],
    address: '中山路1号',
    contact: '张三',
    phone: '13912345678',
    industry: 'C',
    scale: '2',
    employeeCount: 120,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seed(t.app);
    orgs = seeded.organizations;
    await grantButtons(t, ['surveyor', 'orgb-admin'], 'Customer', 'customer', ['copy', 'status', 'reset']);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    surveyor = as(t.app, await loginAs(t.app, 'surveyor'));
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
    analyst = as(t.app, await loginAs(t.app, 'orgb-analyst'));
    // 30 units in organisation A, 5 in B.
    const ds = dataSourceOf(t.app);
    await ds.query(
      `INSERT INTO inspected_units (name, industry, scale, status, area, employee_count, organization_id, created_at)
       SELECT '甲单位' || lpad(g::text, 2, '0'), CASE WHEN g % 2 = 0 THEN 'C' ELSE 'B' END, '1', '1',
              CASE WHEN g % 3 = 0 THEN '江苏省/苏州市/姑苏区' ELSE '江苏省/南京市/鼓楼区' END, g, $1, now() - (g || ' days')::interval
       FROM generate_series(1, 30) g`,
      [orgs.A],
    );
    await ds.query(
      `INSERT INTO inspected_units (name, industry, scale, status, organization_id) SELECT '乙单位' || g, 'C', '1', '1', $1 FROM generate_series(1, 5) g`,
      [orgs.B],
    );
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('pages with zero-based page and size, default sort id,desc, totalElements', async () => {
      const res = await surveyor.get(`${URL}?page=1&size=10&name=${A_UNITS}`).expect(200);
      expect(res.body.totalElements).toBe(30);
      expect(res.body.content).toHaveLength(10);
      const ids = res.body.content.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(res.body.content[0]).toEqual(expect.objectContaining({ version: 1, organizationId: orgs.A, area: expect.any(Array) }));
    });

    it('answers an empty page past the end, and the last partial page', async () => {
      expect((await surveyor.get(`${URL}?page=3&size=10&name=${A_UNITS}`).expect(200)).body).toEqual({ content: [], totalElements: 30 });
      expect((await surveyor.get(`${URL}?page=2&size=12&name=${A_UNITS}`).expect(200)).body.content).toHaveLength(6);
    });

    it('caps size at 5000 and refuses bad paging values', async () => {
      await surveyor.get(`${URL}?size=5000`).expect(200);
      expect((await surveyor.get(`${URL}?size=5001`).expect(400)).body.message).toBe('size不能超过5000');
      await surveyor.get(`${URL}?size=0`).expect(400);
      await surveyor.get(`${URL}?page=-1`).expect(400);
      await surveyor.get(`${URL}?page=abc`).expect(400);
    });

    it('sorts by declared sortable fields only; anything else is a 400 (never SQL)', async () => {
      const res = await surveyor.get(`${URL}?sort=employeeCount,asc&size=3&name=${A_UNITS}`).expect(200);
      expect(res.body.content.map((r: { employeeCount: number }) => r.employeeCount)).toEqual([1, 2, 3]);
      const two = await surveyor.get(`${URL}?sort=industry,asc&sort=employeeCount,desc&size=2&name=${A_UNITS}`).expect(200);
      expect(two.body.content.map((r: { employeeCount: number }) => r.employeeCount)).toEqual([29, 27]);
      for (const bad of ['address,asc', 'name;drop table users,asc', 'name,sideways', 'organization_id,asc', 'name,asc,x']) {
        const r = await surveyor.get(`${URL}?sort=${encodeURIComponent(bad)}`).expect(400);
        expect(r.body).toEqual({ status: 400, timestamp: expect.any(String), message: expect.stringContaining('不支持的排序') });
      }
    });

    it('filters by declared fields (contains, in, range, area prefix), drops empty values, refuses undeclared filters', async () => {
      expect((await surveyor.get(`${URL}?name=${encodeURIComponent("甲单位0")}`).expect(200)).body.totalElements).toBe(9);
      expect((await surveyor.get(`${URL}?industry=C&name=${A_UNITS}`).expect(200)).body.totalElements).toBe(15);
      expect((await surveyor.get(`${URL}?industry=C&industry=B&name=${A_UNITS}`).expect(200)).body.totalElements).toBe(30);
      expect((await surveyor.get(`${URL}?employeeCount=10&employeeCount=12&name=${A_UNITS}`).expect(200)).body.totalElements).toBe(3);
      expect((await surveyor.get(`${URL}?employeeCount=&employeeCount=5&name=${A_UNITS}`).expect(200)).body.totalElements).toBe(5);
      const area = (parts: string[]) => parts.map((p) => `area=${encodeURIComponent(p)}`).join('&');
      expect((await surveyor.get(`${URL}?${area(["江苏省", "苏州市"])}&name=${A_UNITS}`).expect(200)).body.totalElements).toBe(10);
      expect((await surveyor.get(`${URL}?${area(["江苏省"])}&name=${A_UNITS}`).expect(200)).body.totalElements).toBe(30);
      expect((await surveyor.get(`${URL}?name=${A_UNITS}&contact=&industry=`).expect(200)).body.totalElements).toBe(30);
      expect((await surveyor.get(`${URL}?remark=x`).expect(400)).body.message).toContain('不支持的查询条件');
      expect((await surveyor.get(`${URL}?employeeCount=abc`).expect(400)).body.message).toContain('职工人数');
      // LIKE wildcards in a keyword are literal.
      expect((await surveyor.get(`${URL}?name=%25`).expect(200)).body.totalElements).toBe(0);
    });

    it('POST at the url lists too (query in the body)', async () => {
      const res = await surveyor.post(URL).send({ page: 0, size: 5, industry: ["C"], name: "甲单位" }).expect(200);
      expect(res.body.totalElements).toBe(15);
      expect(res.body.content).toHaveLength(5);
    });

    it('applies organisation scope: users of B never see A rows; organizationId/timeSlot ignored for them', async () => {
      const b = await orgb.get(`${URL}?size=100&organizationId=${orgs.A}&name=${encodeURIComponent("单位")}`).expect(200);
      expect(b.body.content.filter((r: { name: string }) => r.name.startsWith("乙单位"))).toHaveLength(5);
      expect(b.body.content.every((r: { organizationId: number }) => r.organizationId === orgs.B)).toBe(true);
      const a = await surveyor.get(`${URL}?size=100&timeSlot=2000-01-01&timeSlot=2000-01-02&name=${A_UNITS}`).expect(200);
      expect(a.body.totalElements).toBe(30);
    });

    it('lets administrators filter by organizationId and timeSlot', async () => {
      expect((await admin.get(`${URL}?size=1`).expect(200)).body.totalElements).toBeGreaterThanOrEqual(35);
      expect((await admin.get(`${URL}?organizationId=${orgs.B}&name=${B_UNITS}`).expect(200)).body.totalElements).toBe(5);
      const since = new Date(Date.now() - 10.5 * 24 * 3600 * 1000).toISOString();
      const res = await admin.get(`${URL}?organizationId=${orgs.A}&name=${A_UNITS}&timeSlot=${since}&timeSlot=${new Date().toISOString()}`).expect(200);
      expect(res.body.totalElements).toBe(10);
    });

    it('requires the list permission', async () => {
      await analyst.get(URL).expect(403);
    });
  });

  describe('commands', () => {
    it('creates with validation by the declaration and writes the domain event', async () => {
      const bad = await surveyor.post(`${URL}/add`).send(unit('坏数据', { phone: '123', creditCode: 'x', area: 'a/b/c/d/e' })).expect(400);
      expect(bad.body.message).toContain('联系电话');
      expect(bad.body.message).toContain('统一社会信用代码');
      expect((await surveyor.post(`${URL}/add`).send({ address: 'x' }).expect(400)).body.message).toContain('单位名称不能为空');
      const res = await surveyor.post(`${URL}/add`).send(unit('新建单位')).expect(201);
      expect(res.body).toEqual(expect.objectContaining({ name: '新建单位', area: ['江苏省', '南京市', '玄武区'], status: '1', version: 1, organizationId: orgs.A, createBy: 'surveyor' }));
      const [event] = await eventsOf(t.app, 'InspectedUnitCreated', res.body.id);
      expect(event).toEqual(expect.objectContaining({ aggregate_type: 'inspectedUnit', organization_id: orgs.A }));
      expect(event.payload.new.name).toBe('新建单位');
      // Unique per organisation.
      await surveyor.post(`${URL}/add`).send(unit('新建单位')).expect(409);
    });

    it('edits with an optimistic lock: the stale second save gets 409 and loses nothing', async () => {
      const created = (await surveyor.post(`${URL}/add`).send(unit('锁测试')).expect(201)).body;
      const first = await surveyor.put(`${URL}/edit`).send({ id: created.id, version: 1, contact: '李四' }).expect(200);
      expect(first.body).toEqual(expect.objectContaining({ contact: '李四', version: 2, name: '锁测试' }));
      const second = await surveyor.put(`${URL}/edit`).send({ id: created.id, version: 1, contact: '王五' }).expect(409);
      expect(second.body.message).toBe(STALE_VERSION_MESSAGE);
      expect((await surveyor.get(`${URL}/${created.id}`).expect(200)).body.contact).toBe('李四');
      await surveyor.put(`${URL}/edit`).send({ id: created.id, contact: 'x' }).expect(400);
      const [event] = await eventsOf(t.app, 'InspectedUnitEdited', created.id);
      expect(event.payload).toEqual(expect.objectContaining({ old: { contact: '张三' }, new: { contact: '李四' } }));
    });

    it('carries the reason of an edit and a status change into domain_events.reason; a reason over 500 characters is a 400 that changes nothing', async () => {
      const created = (await surveyor.post(`${URL}/add`).send(unit('原因测试')).expect(201)).body;
      const tooLong = await surveyor.put(`${URL}/edit`).send({ id: created.id, version: 1, contact: '赵六', reason: '因'.repeat(501) }).expect(400);
      expect(tooLong.body.message).toBe('操作原因不能超过500个字符');
      expect((await surveyor.get(`${URL}/${created.id}`).expect(200)).body).toEqual(expect.objectContaining({ contact: '张三', version: 1 }));
      await surveyor.put(`${URL}/edit`).send({ id: created.id, version: 1, contact: '赵六', reason: ' 联系人离职 ' }).expect(200);
      await surveyor.put(`${URL}/status`).send({ ids: [created.id], reason: '停业整顿' }).expect(200);
      const reasons = await dataSourceOf(t.app).query(
        `SELECT type, reason FROM domain_events WHERE aggregate_type = 'inspectedUnit' AND aggregate_id = $1 ORDER BY seq`,
        [String(created.id)],
      );
      expect(reasons).toEqual([
        { type: 'InspectedUnitCreated', reason: null },
        { type: 'InspectedUnitEdited', reason: '联系人离职' },
        { type: 'InspectedUnitStatusChanged', reason: '停业整顿' },
      ]);
    });

    it('lets exactly one of many parallel edits of one version win', async () => {
      const created = (await surveyor.post(`${URL}/add`).send(unit('并发测试')).expect(201)).body;
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => surveyor.put(`${URL}/edit`).send({ id: created.id, version: 1, contact: `c${i}` })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    });

    it('does not let B edit, delete or copy A rows', async () => {
      const created = (await surveyor.post(`${URL}/add`).send(unit('越权测试')).expect(201)).body;
      await orgb.put(`${URL}/edit`).send({ id: created.id, version: 1, contact: 'x' }).expect(404);
      await orgb.get(`${URL}/${created.id}`).expect(404);
      expect((await orgb.delete(`${URL}/delete`).send({ ids: [created.id] }).expect(200)).body.code).toBe('400');
      await orgb.post(`${URL}/copy`).send({ ...unit('越权副本'), id: created.id }).expect(404);
      await orgb.put(`${URL}/status`).send({ ids: [created.id] }).expect(404);
      expect((await surveyor.get(`${URL}/${created.id}`).expect(200)).body.version).toBe(1);
    });

    it('copies the buffered form as a new row', async () => {
      const created = (await surveyor.post(`${URL}/add`).send(unit('复制源')).expect(201)).body;
      const copy = await surveyor.post(`${URL}/copy`).send({ ...created, name: '复制源（副本）' }).expect(201);
      expect(copy.body.id).not.toBe(created.id);
      expect(copy.body).toEqual(expect.objectContaining({ name: '复制源（副本）', contact: '张三', version: 1 }));
      const [event] = await eventsOf(t.app, 'InspectedUnitCopied', copy.body.id);
      expect(event.payload.sourceId).toBe(created.id);
    });

    it('changes status (default 2) for a list of ids, and resets', async () => {
      const a = (await surveyor.post(`${URL}/add`).send(unit('状态A')).expect(201)).body;
      const b = (await surveyor.post(`${URL}/add`).send(unit('状态B')).expect(201)).body;
      expect((await surveyor.put(`${URL}/status`).send({ ids: [a.id, b.id] }).expect(200)).body).toEqual({ count: 2 });
      expect((await surveyor.get(`${URL}/${a.id}`)).body).toEqual(expect.objectContaining({ status: '2', version: 2 }));
      await surveyor.put(`${URL}/status`).send({ ids: [a.id], status: '9' }).expect(400);
      const reset = await surveyor.put(`${URL}/reset`).send({ id: a.id }).expect(200);
      expect(reset.body).toEqual(expect.objectContaining({ status: '1', version: 3 }));
      expect(await eventsOf(t.app, 'InspectedUnitStatusChanged', b.id)).toHaveLength(1);
      expect(await eventsOf(t.app, 'InspectedUnitReset', a.id)).toHaveLength(1);
    });

    it('deletes by ids with 删除成功, and refuses a unit that has projects with code 400', async () => {
      const ds = dataSourceOf(t.app);
      const free = (await surveyor.post(`${URL}/add`).send(unit('可删除')).expect(201)).body;
      const busy = (await surveyor.post(`${URL}/add`).send(unit('有项目')).expect(201)).body;
      await ds.query(`INSERT INTO projects (code, inspected_unit_id, organization_id) VALUES ('P-1', $1, $2)`, [busy.id, orgs.A]);
      const refused = await surveyor.delete(`${URL}/delete`).send({ ids: [free.id, busy.id] }).expect(200);
      expect(refused.body).toEqual({ code: '400', message: INSPECTED_UNIT_HAS_PROJECTS_MESSAGE });
      expect(await ds.query(`SELECT id FROM inspected_units WHERE id = ANY($1::int[])`, [[free.id, busy.id]])).toHaveLength(2);
      expect((await surveyor.delete(`${URL}/delete`).send([free.id]).expect(200)).body).toEqual({ code: '200', message: '删除成功' });
      expect(await ds.query(`SELECT id FROM inspected_units WHERE id = $1`, [free.id])).toHaveLength(0);
      const [event] = await eventsOf(t.app, 'InspectedUnitDeleted', free.id);
      expect(event.payload.old[0].name).toBe('可删除');
      await surveyor.delete(`${URL}/delete`).send({ ids: [] }).expect(400);
    });

    it('relates and cancels relation with the spec payload, answering code 200', async () => {
      const ds = dataSourceOf(t.app);
      const u = (await surveyor.post(`${URL}/add`).send(unit('关联单位')).expect(201)).body;
      const [{ id: projectId }] = await ds.query(`INSERT INTO projects (code, organization_id) VALUES ('P-REL', $1) RETURNING id`, [orgs.A]);
      const payload = { projectId, phyId: null, ids: [u.id], blkSampleIds: [7], hazardNames: ['噪声'] };
      expect((await surveyor.post(`${URL}/relation`).send(payload).expect(200)).body).toEqual({ code: '200', message: '关联成功' });
      expect(await ds.query(`SELECT hazard_names FROM resource_relations WHERE record_id = $1`, [u.id])).toEqual([{ hazard_names: ['噪声'] }]);
      expect((await surveyor.post(`${URL}/relation`).send({ ...payload, projectId: 999999 }).expect(200)).body.code).toBe('400');
      expect((await surveyor.post(`${URL}/relation`).send({ ...payload, projectId: 'P-REL' }).expect(200)).body).toEqual({ code: '400', message: '项目不存在或无权操作' });
      expect((await surveyor.post(`${URL}/relation`).send({ ...payload, phyId: '紫外光' + 'X' }).expect(200)).body).toEqual({ code: '400', message: '未知的物理因素：紫外光X' });
      expect((await surveyor.post(`${URL}/relation`).send({ ...payload, hazardNames: ['苯', '<script>'] }).expect(200)).body).toEqual({ code: '400', message: '未知的危害因素：<script>' });
      expect((await surveyor.post(`${URL}/relation`).send({ ...payload, phyId: '高温', hazardNames: ['苯', '噪声'] }).expect(200)).body.code).toBe('200');
      await surveyor.post(`${URL}/cancelRelation`).send({ ...payload, phyId: '高温' }).expect(200);
      const [{ id: bProject }] = await ds.query(`INSERT INTO projects (code, organization_id) VALUES ('P-REL-B', $1) RETURNING id`, [orgs.B]);
      expect((await admin.post(`${URL}/relation`).send({ ...payload, projectId: bProject }).expect(200)).body).toEqual({ code: '400', message: '项目与所选数据不属于同一机构' });
      expect((await orgb.post(`${URL}/relation`).send(payload).expect(200)).body.code).toBe('400');
      expect((await surveyor.post(`${URL}/cancelRelation`).send(payload).expect(200)).body).toEqual({ code: '200', message: '取消关联成功' });
      expect(await ds.query(`SELECT 1 FROM resource_relations WHERE record_id = $1`, [u.id])).toHaveLength(0);
      expect(await eventsOf(t.app, 'InspectedUnitRelated', u.id)).toHaveLength(2);
    });

    it('accepts a dictionary value the organisation added in 字典管理, and only for that organisation', async () => {
      const ds = dataSourceOf(t.app);
      const [{ id }] = await ds.query(`INSERT INTO dictionaries (name, description) VALUES ('equipment_status', '设备状态') ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description RETURNING id`);
      await ds.query(`INSERT INTO dictionary_details (dict_id, label, value, dict_sort, organization_id) VALUES ($1, '送检', '5', 5, $2)`, [id, orgs.A]);
      const sampler = as(t.app, await loginAs(t.app, 'sampler'));
      const sent = await sampler.post('/api/equipment/add').send({ code: 'EQ-DICT', name: '声级计', status: '送检' }).expect(201);
      expect(sent.body.status).toBe('5');
      await sampler.put('/api/equipment/edit').send({ id: sent.body.id, version: sent.body.version, status: '6' }).expect(400);
      await grantButtons(t, ['orgb-admin'], 'EqpLedger', 'eqp', ['add']);
      const refused = await orgb.post('/api/equipment/add').send({ code: 'EQ-DICT', name: '声级计', status: '5' }).expect(400);
      expect(refused.body.message).toContain('设备状态的值不在可选范围内');
    });

    it('serves equipment from its own declaration (dates, number, dictionary)', async () => {
      const sampler = as(t.app, await loginAs(t.app, 'sampler'));
      const res = await sampler
        .post('/api/equipment/add')
        .send({ code: 'EQ-001', name: '粉尘采样器', status: '1', calibrationDate: '2025/03/01', calibrationDueDate: '2026-02-28', price: 1200.5 })
        .expect(201);
      // numeric(14, 2) travels as its exact text, never through float8.
      expect(res.body).toEqual(expect.objectContaining({ calibrationDate: '2025-03-01', calibrationDueDate: '2026-02-28', price: '1200.50' }));
      const exact = await sampler.post('/api/equipment/add').send({ code: 'EQ-DEC', name: '流量计', price: '123456789012.34' }).expect(201);
      expect(exact.body.price).toBe('123456789012.34');
      const tooFine = await sampler.post('/api/equipment/add').send({ code: 'EQ-DEC2', name: '流量计', price: '1.005' }).expect(400);
      expect(tooFine.body.message).toContain('单价（元）最多保留2位小数');
      await sampler.post('/api/equipment/add').send({ code: 'EQ-DEC3', name: '流量计', price: '1e3' }).expect(400);
      const byPrice = await sampler.get('/api/equipment?code=EQ-DEC&sort=price,desc').expect(200);
      expect(byPrice.body.content.map((r: { price: string }) => r.price)).toEqual(['123456789012.34']);
      await sampler.delete('/api/equipment/delete').send([exact.body.id]).expect(200);
      await sampler.post('/api/equipment/add').send({ code: 'EQ-002', name: 'x', calibrationDate: '2025-02-30' }).expect(400);
      // 检定有效期至 filters "due within N days", lapsed ones included (EQ-001's ended 2026-02-28)
      const list = await sampler.get('/api/equipment?code=EQ-00&calibrationDueDate=30&sort=calibrationDate,desc').expect(200);
      expect(list.body.totalElements).toBe(1);
      await sampler.get('/api/equipment?sort=keeper,asc').expect(400);
    });
  });
});
