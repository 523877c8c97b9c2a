import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff, testZones } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

const UNITS = '/api/inspectedUnit';

/**
 * A health authority's supervisor (issue 15): a role with data scope ZONE reads the organisations
 * whose zone code starts with one of its zones — lists, details, exports — and changes none of
 * their records, whatever buttons it holds; a supervisor of another zone sees nothing of them.
 * The suite's own organisations live in a zone of its own (a random area-code prefix).
 */
describe('zone supervisors (分区数据权限)', () => {
  let t: TestApp;
  let admin: Client;
  let supervisor: Client;
  let outsider: Client;
  let orgAdmin: Client;
  const tag = `ZS${randomBytes(3).toString('hex')}`;
  const { zone, otherZone } = testZones('9');
  let inZone: number[];
  let authority: number;
  let units: Row[];
  let supervisorRole: number;
  let demo: Record<string, number>;
  const ds = () => dataSourceOf(t.app);

  const organisation = async (zoneCode: string | null): Promise<number> =>
    (await ds().query(`INSERT INTO organizations (name, code, zone_code) VALUES ($1, $1, $2) RETURNING id`, [`${tag}机构${randomBytes(2).toString('hex')}`, zoneCode]))[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    demo = (await seed(t.app)).organizations;
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { menuIdsByKey, role, user, roleUser } = orgStaff(t.app, admin, tag);
    inZone = [await organisation(`${zone}01`), await organisation(`${zone}0501`)];
    const outside = await organisation(`${otherZone}01`);
    authority = await organisation(`${zone}00`);
    const otherAuthority = await organisation(`${otherZone}00`);
    // 受检单位 with every button: the buttons alone must not let a supervisor write
    const menuIds = await menuIdsByKey('Customer');
    units = [];
    for (const org of [...inZone, outside]) {
      units.push((await admin.post(`${UNITS}/add`).send({ name: `${tag}单位${org}`, organizationId: org }).expect(201)).body);
    }
    supervisorRole = await role(authority, 'supervisor', menuIds, { dataScope: 'ZONE', zoneCodes: [zone] });
    supervisor = await user(authority, 'supervisor', [supervisorRole]);
    outsider = await roleUser(otherAuthority, 'outsider', menuIds, { dataScope: 'ZONE', zoneCodes: [`${otherZone}9`] });
    orgAdmin = await roleUser(inZone[0], 'orgAdmin', await menuIdsByKey('Customer', 'Role'), { dataScope: 'ALL' });
  });
  afterAll(() => t.close());

  const names = async (client: Client): Promise<string[]> =>
    ((await client.get(`${UNITS}?name=${tag}&size=50&sort=id,asc`).expect(200)).body.content as Row[]).map((r) => String(r.name));

  it('reads the lists and details of every organisation of its zones, whatever organisation the web names', async () => {
    expect(await names(supervisor)).toEqual(units.slice(0, 2).map((u) => u.name));
    expect((await supervisor.get(`${UNITS}/${units[1].id}`).expect(200)).body).toMatchObject({ name: units[1].name, organizationId: inZone[1] });
    // the own organizationId the web sends every non-administrator's list (spec §6) hides none of its zones
    const sent = (await supervisor.get(`${UNITS}?name=${tag}&sort=id,asc&organizationId=${inZone[1]}`).expect(200)).body.content as Row[];
    expect(sent.map((r) => r.id)).toEqual(units.slice(0, 2).map((u) => u.id));
    // outside its zones: not found, even by id or by filter
    await supervisor.get(`${UNITS}/${units[2].id}`).expect(404);
    expect((await supervisor.get(`${UNITS}?name=${tag}&organizationId=${units[2].organizationId}`).expect(200)).body.content.map((r: Row) => r.id)).not.toContain(units[2].id);
    // the login's data scopes name the organisations it reads
    const info = (await supervisor.get('/auth/info').expect(200)).body;
    expect(info.dataScopes).toEqual(expect.arrayContaining([...inZone, authority]));
  });

  it('changes nothing of its zones’ organisations: edit and delete are refused, the row is unchanged, a new row is its own', async () => {
    const target = units[0];
    // a new row never lands in a zone's organisation: it is the authority's own
    const add = (await supervisor.post(`${UNITS}/add`).send({ name: `${tag}监督新增`, organizationId: inZone[0] }).expect(201)).body;
    expect(add.organizationId).toBe(authority);
    const edit = await supervisor.put(`${UNITS}/edit`).send({ id: target.id, version: target.version, name: '监督改名' });
    expect(edit.status).toBe(404);
    const del = await supervisor.delete(UNITS).send([target.id]);
    expect(del.status).toBe(404);
    const after = (await admin.get(`${UNITS}/${target.id}`).expect(200)).body;
    expect(after).toMatchObject({ name: target.name, version: target.version });
    // the organisation's own administrator still writes it
    await orgAdmin.put(`${UNITS}/edit`).send({ id: target.id, version: target.version, name: `${tag}单位改` }).expect(200);
  });

  it('a supervisor of another zone sees nothing of them', async () => {
    expect(await names(outsider)).toEqual([]);
    await outsider.get(`${UNITS}/${units[0].id}`).expect(404);
  });

  it('only an administrator grants a ZONE scope; zones are checked; the change is an event with old → new and the reason', async () => {
    const refused = await orgAdmin.post('/api/roles').send({ name: `${tag}越权`, level: 3, dataScope: 'ZONE', zoneCodes: [zone] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只有系统管理员可以设置分区数据权限');
    const empty = await admin.put('/api/roles/dataScope').send({ id: supervisorRole, dataScope: 'ZONE', zoneCodes: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('分区数据权限必须至少填写一个行政区划代码');
    const bad = await admin.put('/api/roles/dataScope').send({ id: supervisorRole, dataScope: 'ZONE', zoneCodes: ['32AB'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('行政区划代码必须是2至12位数字');
    await admin.put('/api/roles/dataScope').send({ id: supervisorRole, dataScope: 'ZONE', zoneCodes: [`${zone}05`, `${zone}05`], reason: '调整监管范围' }).expect(200);
    const [event] = await ds().query(`SELECT payload, reason FROM domain_events WHERE type = 'RoleDataScopeSet' AND aggregate_id = $1 ORDER BY seq DESC LIMIT 1`, [String(supervisorRole)]);
    expect(event).toMatchObject({ reason: '调整监管范围', payload: { old: { dataScope: 'ZONE', zoneCodes: [zone] }, new: { dataScope: 'ZONE', zoneCodes: [`${zone}05`] } } });
    // takes effect on the next request: the narrower zone's organisation is left (and its own row)
    expect(await names(supervisor)).toEqual([units[1].name, `${tag}监督新增`]);
    const listed = ((await admin.get(`/api/roles?blurry=${tag}&size=50`).expect(200)).body.content as Row[]).find((r) => r.id === supervisorRole);
    expect(listed).toMatchObject({ dataScope: 'ZONE', zoneCodes: [`${zone}05`] });
    await admin.put('/api/roles/dataScope').send({ id: supervisorRole, dataScope: 'ZONE', zoneCodes: [zone] }).expect(200);
  });

  it('the demo supervisor (南京市卫生健康委员会, zone 3201) reads organisation A, not B, with 分区监管 and 质量监督 in its menus', async () => {
    const demoSupervisor = as(t.app, await loginAs(t.app, 'supervisor'));
    const info = (await demoSupervisor.get('/auth/info').expect(200)).body;
    expect(info.user.organization.organizationId).toBe(demo.S);
    expect(info.dataScopes).toEqual(expect.arrayContaining([demo.A, demo.S]));
    expect(info.dataScopes).not.toContain(demo.B);
    await demoSupervisor.get('/api/samePlatformPush').expect(200);
  });
});
