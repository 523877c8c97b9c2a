import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../../testing/identity';
import { orgStaff } from '../../../testing/org-staff';
import { createTestApp, TestApp } from '../../../testing/test-app';

jest.setTimeout(120_000);

type Client = ReturnType<typeof as>;

/**
 * 角色管理's edit form (PUT api/roles) carries the role's 数据权限: an administrator switches a role to
 * 分区监管 (ZONE, area-code prefixes) or 自定义 (CUSTOM, organisations) there, as with PUT
 * api/roles/dataScope — the same checks and the same RoleDataScopeSet event (old → new, reason); the
 * scope sent back unchanged with any other edit needs no more than roles:edit; a change needs
 * roles:dataScope; another organisation's role is not found.
 */
describe('PUT api/roles: the form’s data scope', () => {
  let t: TestApp;
  let admin: Client;
  let editor: Client;
  let stranger: Client;
  let scoper: Client;
  let org: number;
  let other: number;
  const tag = `RF${randomBytes(3).toString('hex')}`;
  const ds = () => dataSourceOf(t.app);

  const roleOf = async (id: number) => {
    const [row] = await ds().query(
      `SELECT r.data_scope, r.version, COALESCE((SELECT array_agg(zone_code ORDER BY zone_code) FROM role_zones WHERE role_id = r.id), '{}') AS zones,
              COALESCE((SELECT array_agg(organization_id ORDER BY organization_id) FROM role_organizations WHERE role_id = r.id), '{}') AS orgs
         FROM roles r WHERE r.id = $1`,
      [id],
    );
    return row as { data_scope: string; version: number; zones: string[]; orgs: number[] };
  };
  const scopeEvents = async (id: number) =>
    ds().query(`SELECT payload, reason FROM domain_events WHERE type = 'RoleDataScopeSet' AND aggregate_id = $1 ORDER BY seq`, [String(id)]);

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { organisation, menuIds, roleUser } = orgStaff(t.app, admin, tag);
    org = await organisation('检测公司');
    other = await organisation('乙检测公司', 'B');
    // 角色管理 with these buttons, on a level-2 role
    editor = await roleUser(org, 'editor', await menuIds('Role', ['roles:list', 'roles:edit']), { level: 2 });
    // 数据权限 too, but not an administrator
    scoper = await roleUser(org, 'scoper', await menuIds('Role', ['roles:list', 'roles:edit', 'roles:dataScope']), { level: 2 });
    stranger = await roleUser(other, 'stranger', await menuIds('Role', ['roles:list', 'roles:edit', 'roles:dataScope']), { level: 2 });
  });
  afterAll(() => t.close());

  it('an administrator switches a role to 分区监管 from the form: zones checked (2–12 digits, Chinese 400), an event old → new with the reason', async () => {
    const id = (await admin.post('/api/roles').send({ name: `${tag}监督员`, level: 3, organizationId: org }).expect(201)).body.id as number;
    for (const zoneCodes of [['32AB'], ['3'], ['3201012345678']]) {
      const bad = await admin.put('/api/roles').send({ id, name: `${tag}监督员`, level: 3, dataScope: 'ZONE', zoneCodes });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('行政区划代码必须是2至12位数字');
    }
    expect((await admin.put('/api/roles').send({ id, name: `${tag}监督员`, level: 3, dataScope: 'ZONE', zoneCodes: [] }).expect(400)).body.message).toBe('分区数据权限必须至少填写一个行政区划代码');
    expect(await roleOf(id)).toMatchObject({ data_scope: 'OWN_ORG', zones: [] });
    await admin.put('/api/roles').send({ id, name: `${tag}监督员`, level: 3, dataScope: 'ZONE', zoneCodes: ['3201', '32', '3201'], organizationIds: [], reason: '设为分区监管' }).expect(200);
    expect(await roleOf(id)).toMatchObject({ data_scope: 'ZONE', zones: ['32', '3201'] });
    const listed = (await admin.get(`/api/roles?blurry=${encodeURIComponent(`${tag}监督员`)}`).expect(200)).body.content[0];
    expect(listed).toMatchObject({ dataScope: 'ZONE', zoneCodes: ['32', '3201'] });
    expect(await scopeEvents(id)).toEqual([
      { reason: '设为分区监管', payload: { old: { dataScope: 'OWN_ORG', organizationIds: [], zoneCodes: [] }, new: { dataScope: 'ZONE', organizationIds: [], zoneCodes: ['32', '3201'] } } },
    ]);
    // and to 自定义 with its organisations
    await admin.put('/api/roles').send({ id, name: `${tag}监督员`, level: 3, dataScope: 'CUSTOM', organizationIds: [org], zoneCodes: [] }).expect(200);
    expect(await roleOf(id)).toMatchObject({ data_scope: 'CUSTOM', orgs: [org], zones: [] });
  });

  it('the scope sent back unchanged needs only roles:edit; a change needs roles:dataScope (403), ZONE an administrator; another organisation’s role is not found', async () => {
    const id = (await admin.post('/api/roles').send({ name: `${tag}检测员`, level: 3, organizationId: org, dataScope: 'CUSTOM', organizationIds: [org] }).expect(201)).body.id as number;
    await editor.put('/api/roles').send({ id, name: `${tag}检测员改`, level: 3, dataScope: 'CUSTOM', organizationIds: [org], zoneCodes: [] }).expect(200);
    expect(await scopeEvents(id)).toEqual([]);
    const refused = await editor.put('/api/roles').send({ id, name: `${tag}检测员改`, level: 3, dataScope: 'ZONE', zoneCodes: ['3201'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有修改角色数据权限的权限');
    expect(await roleOf(id)).toMatchObject({ data_scope: 'CUSTOM', orgs: [org] });
    await stranger.put('/api/roles').send({ id, name: '越权', level: 3, dataScope: 'OWN_ORG' }).expect(404);
    expect(await roleOf(id)).toMatchObject({ data_scope: 'CUSTOM' });
  });

  it('ZONE reaches beyond any organisation: one holding roles:dataScope who is not an administrator is refused (403, Chinese), by the form and by PUT dataScope, and nothing changes', async () => {
    const id = (await admin.post('/api/roles').send({ name: `${tag}采样员`, level: 3, organizationId: org }).expect(201)).body.id as number;
    // the same user may set CUSTOM within the organisation
    await scoper.put('/api/roles').send({ id, name: `${tag}采样员`, level: 3, dataScope: 'CUSTOM', organizationIds: [org], reason: '本机构' }).expect(200);
    const byForm = await scoper.put('/api/roles').send({ id, name: `${tag}采样员`, level: 3, dataScope: 'ZONE', zoneCodes: ['3201'], reason: '越级' });
    expect(byForm.status).toBe(403);
    expect(byForm.body.message).toBe('只有系统管理员可以设置分区数据权限');
    const byScope = await scoper.put('/api/roles/dataScope').send({ id, dataScope: 'ZONE', zoneCodes: ['3201'], reason: '越级' });
    expect(byScope.status).toBe(403);
    expect(byScope.body.message).toBe(byForm.body.message);
    expect(await roleOf(id)).toMatchObject({ data_scope: 'CUSTOM', orgs: [org], zones: [] });
    expect((await scopeEvents(id)).map((e: { reason: string }) => e.reason)).toEqual(['本机构']);
  });
});
