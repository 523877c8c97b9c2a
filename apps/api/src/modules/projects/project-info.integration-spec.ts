import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

const URL = '/api/projectInfo';

describe('GET api/projectInfo: the spec §7 project-info lookup', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: ReturnType<typeof as>;
  let surveyor: ReturnType<typeof as>; // org A, customer:list and project:list
  let orgb: ReturnType<typeof as>; // org B (+ B1), customer:list
  let analyst: ReturnType<typeof as>; // org A, neither
  // this suite's own rows: other suites write projects into the same organisations meanwhile
  const tag = `PI${randomBytes(3).toString('hex')}`;
  const units: Record<'a1' | 'a2' | 'b1', { id: number; name: string }> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, surveyor, orgb, analyst] = await Promise.all(['admin', 'surveyor', 'orgb-admin', 'analyst'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const ds = dataSourceOf(t.app);
    for (const [key, org] of [['a1', orgs.A], ['a2', orgs.A], ['b1', orgs.B]] as const) {
      const name = `${tag}单位${key}`;
      const [row] = await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [name, org]);
      units[key] = { id: row.id, name };
    }
    // 25 projects of unit a1, 3 of a2 (one with a LIKE wildcard in its name), 2 of b1
    await ds.query(
      `INSERT INTO projects (code, name, inspected_unit_id, organization_id)
       SELECT $1 || '-A1-' || lpad(g::text, 2, '0'), '检测项目' || g, $2, $3 FROM generate_series(1, 25) g`,
      [tag, units.a1.id, orgs.A],
    );
    await ds.query(
      `INSERT INTO projects (code, name, inspected_unit_id, organization_id) VALUES
       ($1 || '-A2-1', '噪声评价', $2, $3), ($1 || '-A2-2', '粉尘检测', $2, $3), ($1 || '-A2-3', '100%_完成', $2, $3),
       ($1 || '-B1-1', '乙方项目1', $4, $5), ($1 || '-B1-2', '乙方项目2', $4, $5)`,
      [tag, units.a2.id, orgs.A, units.b1.id, orgs.B],
    );
  });
  afterAll(() => t.close());

  const q = (params: Record<string, string | number>) => `${URL}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

  it('pages 1-based with pageNumber and pageSize (default 1 and 10), newest first, answering records and total', async () => {
    const first = (await surveyor.get(q({ belongInspect: units.a1.id })).expect(200)).body;
    expect(first).toEqual({ records: expect.any(Array), total: 25, pageNumber: 1, pageSize: 10 });
    expect(first.records).toHaveLength(10);
    expect(first.records[0].code).toBe(`${tag}-A1-25`);
    const ids = first.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const third = (await surveyor.get(q({ belongInspect: units.a1.id, pageNumber: 3, pageSize: 10 })).expect(200)).body;
    expect(third.records.map((r: { code: string }) => r.code)).toEqual([5, 4, 3, 2, 1].map((n) => `${tag}-A1-0${n}`));
    expect((await surveyor.get(q({ belongInspect: units.a1.id, pageNumber: 4 })).expect(200)).body).toEqual({ records: [], total: 25, pageNumber: 4, pageSize: 10 });
    const sorted = (await surveyor.get(`${q({ belongInspect: units.a1.id, pageSize: 2 })}&sort=code,asc`).expect(200)).body;
    expect(sorted.records.map((r: { code: string }) => r.code)).toEqual([`${tag}-A1-01`, `${tag}-A1-02`]);
  });

  it('answers the spec §3 project-info row (defaults of a bare row: 定期检测, a detection report, no evaluation link)', async () => {
    const [row] = (await surveyor.get(q({ belongInspect: units.a2.id, blurry: `${tag}-A2-1` })).expect(200)).body.records;
    expect(row).toEqual({
      id: expect.any(Number),
      code: `${tag}-A2-1`,
      name: '噪声评价',
      belongInspect: units.a2.id,
      belongInspectName: units.a2.name,
      iuiCode: null,
      jcbgFlag: '1',
      typeName: '定期检测',
      typeGl: null,
      pjbgFlag: '0',
      projectIdGl: null,
      responser: null,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      organizationId: orgs.A,
    });
  });

  it('filters by belongInspect and by blurry (code or name contains; LIKE wildcards literal)', async () => {
    expect((await surveyor.get(q({ belongInspect: units.a2.id })).expect(200)).body.total).toBe(3);
    expect((await surveyor.get(q({ blurry: `${tag}-A2` })).expect(200)).body.total).toBe(3);
    expect((await surveyor.get(q({ blurry: `${tag.toLowerCase()}-a1-1` })).expect(200)).body.total).toBe(10);
    const byName = (await surveyor.get(q({ belongInspect: units.a2.id, blurry: '粉尘' })).expect(200)).body;
    expect(byName.records.map((r: { code: string }) => r.code)).toEqual([`${tag}-A2-2`]);
    expect((await surveyor.get(q({ belongInspect: units.a2.id, blurry: '%' })).expect(200)).body.total).toBe(1);
    expect((await surveyor.get(q({ belongInspect: units.a2.id, blurry: '_' })).expect(200)).body.total).toBe(1);
    expect((await surveyor.get(q({ belongInspect: units.a2.id, blurry: '   ' })).expect(200)).body.total).toBe(3);
  });

  it('organisation scope: organisation B never sees A, whatever organizationId or belongInspect it sends', async () => {
    expect((await orgb.get(q({ belongInspect: units.a1.id })).expect(200)).body).toEqual({ records: [], total: 0, pageNumber: 1, pageSize: 10 });
    expect((await orgb.get(q({ blurry: tag, organizationId: orgs.A, pageSize: 100 })).expect(200)).body.records.map((r: { code: string }) => r.code).sort()).toEqual([
      `${tag}-B1-1`,
      `${tag}-B1-2`,
    ]);
    // and A does not see B either; a non-admin's organizationId never widens (nor switches) the scope
    expect((await surveyor.get(q({ belongInspect: units.b1.id })).expect(200)).body.total).toBe(0);
    expect((await surveyor.get(q({ blurry: tag, organizationId: orgs.B })).expect(200)).body.total).toBe(28);
    // administrators see every organisation and may narrow to one
    expect((await admin.get(q({ blurry: tag })).expect(200)).body.total).toBe(30);
    expect((await admin.get(q({ blurry: tag, organizationId: orgs.B })).expect(200)).body.total).toBe(2);
  });

  it('needs project:list, customer:list or inspectedUnit:list (403 otherwise, 401 without a token)', async () => {
    const res = await analyst.get(q({ belongInspect: units.a1.id })).expect(403);
    expect(res.body.message).toBe('没有权限，请联系管理员');
    // each code alone is enough: a role holding only the 受检单位 menu (customer:list)
    const { menuIds, roleUser } = orgStaff(t.app, admin, tag);
    const customerOnly = await roleUser(orgs.A, 'c', await menuIds('Customer', []));
    expect((await customerOnly.get(q({ belongInspect: units.a1.id })).expect(200)).body.total).toBe(25);
    const { default: request } = await import('supertest');
    await request(t.app.getHttpServer()).get(URL).expect(401);
  });

  it('refuses bad paging and unknown parameters with 400', async () => {
    for (const bad of ['pageNumber=0', 'pageSize=0', 'pageSize=5001', 'pageNumber=x', 'belongInspect=abc', 'sort=name,asc', 'page=0', `blurry=${'x'.repeat(101)}`]) {
      expect((await surveyor.get(`${URL}?${bad}`)).status).toBe(400);
    }
  });
});
