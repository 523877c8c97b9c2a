import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, DEMO_PASSWORD, loginAs, seed } from '../../../../testing/identity';
import { createTestApp, TestApp } from '../../../../testing/test-app';

const URL = '/api/inspectedUnit';

describe('GET <url>/:id/relations: a row\'s current relations', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: ReturnType<typeof as>;
  let surveyor: ReturnType<typeof as>; // org A, relation and cancelRelation buttons
  let orgb: ReturnType<typeof as>; // org B (+ B1), same buttons
  let analyst: ReturnType<typeof as>; // no inspected-unit permissions
  const tag = `LR${randomBytes(3).toString('hex')}`;
  let unitA: number;
  let projectA: number;
  let projectB: number;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, surveyor, orgb, analyst] = await Promise.all(['admin', 'surveyor', 'orgb-admin', 'analyst'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const ds = dataSourceOf(t.app);
    unitA = (await surveyor.post(`${URL}/add`).send({ name: `${tag}甲` }).expect(201)).body.id;
    [{ id: projectA }] = await ds.query(`INSERT INTO projects (code, name, inspected_unit_id, organization_id) VALUES ($1, '噪声检测', $2, $3) RETURNING id`, [`${tag}-A`, unitA, orgs.A]);
    [{ id: projectB }] = await ds.query(`INSERT INTO projects (code, name, organization_id) VALUES ($1, '乙方项目', $2) RETURNING id`, [`${tag}-B`, orgs.B]);
  });
  afterAll(() => t.close());

  it('lists what relation wrote (project with code and name, physical factor, hazards, blank samples), oldest first', async () => {
    expect((await surveyor.get(`${URL}/${unitA}/relations`).expect(200)).body).toEqual([]);
    const related = { ids: [unitA], projectId: projectA, phyId: null, blkSampleIds: ['KB-1', 'KB-2'], hazardNames: ['苯', '其他粉尘'] };
    expect((await surveyor.post(`${URL}/relation`).send(related).expect(200)).body).toEqual({ code: '200', message: '关联成功' });
    expect((await surveyor.post(`${URL}/relation`).send({ ids: [unitA], phyId: '噪声' }).expect(200)).body.code).toBe('200');
    const list = (await surveyor.get(`${URL}/${unitA}/relations`).expect(200)).body;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        projectId: String(projectA),
        projectCode: `${tag}-A`,
        projectName: '噪声检测',
        phyId: null,
        blkSampleIds: ['KB-1', 'KB-2'],
        hazardNames: ['苯', '其他粉尘'],
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ projectId: null, projectCode: null, projectName: null, phyId: '噪声', blkSampleIds: [], hazardNames: [] }),
    ]);
    // a picked relation cancels with its own projectId and phyId
    const [, phy] = list;
    expect((await surveyor.post(`${URL}/cancelRelation`).send({ ids: [unitA], projectId: phy.projectId, phyId: phy.phyId }).expect(200)).body.code).toBe('200');
    expect((await surveyor.get(`${URL}/${unitA}/relations`).expect(200)).body.map((r: { projectId: string }) => r.projectId)).toEqual([String(projectA)]);
  });

  it('shows a related project of another organisation without its code or name', async () => {
    const ds = dataSourceOf(t.app);
    await ds.query(
      `INSERT INTO resource_relations (resource, record_id, project_id, phy_id, organization_id) VALUES ('inspectedUnit', $1, $2, '', $3)`,
      [unitA, String(projectB), orgs.A],
    );
    const list = (await surveyor.get(`${URL}/${unitA}/relations`).expect(200)).body;
    expect(list.find((r: { projectId: string }) => r.projectId === String(projectB))).toEqual(expect.objectContaining({ projectCode: null, projectName: null }));
    const forAdmin = (await admin.get(`${URL}/${unitA}/relations`).expect(200)).body;
    expect(forAdmin.find((r: { projectId: string }) => r.projectId === String(projectB))).toEqual(expect.objectContaining({ projectCode: `${tag}-B` }));
  });

  it('organisation scope: another organisation gets 404, as for the row itself', async () => {
    const res = await orgb.get(`${URL}/${unitA}/relations`).expect(404);
    expect(res.body.message).toBe('数据不存在或无权访问');
    await orgb.get(`${URL}/${unitA}`).expect(404);
    await surveyor.get(`${URL}/2147483647/relations`).expect(404);
    await surveyor.get(`${URL}/abc/relations`).expect(400);
  });

  it('needs the relation or cancel-relation permission: 403 for list-only users and for others', async () => {
    expect((await analyst.get(`${URL}/${unitA}/relations`).expect(403)).body.message).toBe('没有权限，请联系管理员');
    // a role holding only the 受检单位 menu may read the row but not its relations
    const ds = dataSourceOf(t.app);
    const [menu] = await ds.query(`SELECT id FROM menus WHERE component_name = 'Customer'`);
    const role = (await admin.post('/api/roles').send({ name: `r${tag}`, level: 3, menuIds: [menu.id] }).expect(201)).body;
    const username = `${tag}u`;
    await admin.post('/api/users').send({ username, nickName: username, password: DEMO_PASSWORD, roleIds: [role.id], organizationId: orgs.A, expiryDate: new Date(Date.now() + 864e5).toISOString() }).expect(201);
    const listOnly = as(t.app, await loginAs(t.app, username));
    await listOnly.get(`${URL}/${unitA}`).expect(200);
    await listOnly.get(`${URL}/${unitA}/relations`).expect(403);
  });
});
