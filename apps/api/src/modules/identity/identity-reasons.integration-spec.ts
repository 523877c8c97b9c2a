import type { SeedDemoResult } from '../../seed/seed-demo';
import { as, dataSourceOf, DEMO_PASSWORD, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Reasons on identity changes (users, avatars, roles, menus, organisations): stored on each event. */
describe('identity: reasons', () => {
  let t: TestApp;
  let s: SeedDemoResult;
  const tokens: Record<string, string> = {};
  const api = (who: string) => {
    const c = as(t.app, tokens[who]);
    return {
      post: (u: string, b?: object) => c.post(u).send(b),
      put: (u: string, b?: object) => c.put(u).send(b),
      del: (u: string, b?: object) => c.delete(u).send(b),
    };
  };
  const uniq = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

  beforeAll(async () => {
    t = await createTestApp();
    s = await seed(t.app);
    tokens.admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('every change carries its optional reason, trimmed, into its event; over 500 characters is a 400 that changes nothing', async () => {
    const a = api('admin');
    const ds = dataSourceOf(t.app);
    const reasonsOf = async (type: string, id: number): Promise<(string | null)[]> =>
      (await ds.query(`SELECT reason FROM domain_events WHERE type = $1 AND aggregate_id = $2 ORDER BY seq`, [type, String(id)])).map((r: { reason: string | null }) => r.reason);
    const tooLong = '因'.repeat(501);

    const name = uniq();
    const user = await a.post('/api/users', { username: name, nickName: '原因测试', password: DEMO_PASSWORD, reason: '  新入职检测员 ' });
    expect(user.status).toBe(201);
    const id = user.body.id as number;
    expect(await reasonsOf('UserCreated', id)).toEqual(['新入职检测员']);

    const refused = await a.put('/api/users', { id, version: 1, nickName: '不该改', reason: tooLong });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('操作原因不能超过500个字符');
    expect((await ds.query(`SELECT nick_name, version FROM users WHERE id = $1`, [id]))[0]).toEqual({ nick_name: '原因测试', version: 1 });
    expect(await reasonsOf('UserEdited', id)).toEqual([]);
    expect((await a.put('/api/users', { id, version: 1, nickName: '改名', reason: '\t按身份证更正姓名 ' })).status).toBe(200);
    expect(await reasonsOf('UserEdited', id)).toEqual(['按身份证更正姓名']);
    // the reason is on the event, not in the user's data
    expect((await eventsOf(t.app, 'UserEdited', id))[0].payload.new).not.toHaveProperty('reason');

    expect((await a.put('/api/users/enable', { ids: [id], enabled: false, reason: '离职' })).status).toBe(200);
    expect(await reasonsOf('UserDisabled', id)).toEqual(['离职']);
    // blank is no reason
    expect((await a.put('/api/users/enable', { ids: [id], enabled: true, reason: '   ' })).status).toBe(200);
    expect(await reasonsOf('UserEnabled', id)).toEqual([null]);

    // a multipart upload carries it as a text field
    tokens[name] = await loginAs(t.app, name);
    const longAvatar = await as(t.app, tokens[name]).post('/api/users/updateAvatar').field('reason', tooLong).attach('avatar', PNG, 'a.png');
    expect(longAvatar.status).toBe(400);
    expect(longAvatar.body.message).toBe('操作原因不能超过500个字符');
    expect((await ds.query(`SELECT avatar FROM users WHERE id = $1`, [id]))[0].avatar).toBeNull();
    expect((await as(t.app, tokens[name]).post('/api/users/updateAvatar').field('reason', ' 换证件照 ').attach('avatar', PNG, 'a.png')).status).toBe(200);
    expect(await reasonsOf('UserAvatarChanged', id)).toEqual(['换证件照']);

    const role = await a.post('/api/roles', { name: `r${uniq()}`, level: 3, reason: '新增岗位' });
    expect(await reasonsOf('RoleCreated', role.body.id)).toEqual(['新增岗位']);
    expect((await a.put('/api/roles/dataScope', { id: role.body.id, dataScope: 'ALL', reason: '跨机构复核' })).status).toBe(200);
    expect(await reasonsOf('RoleDataScopeSet', role.body.id)).toEqual(['跨机构复核']);
    expect((await a.del('/api/roles', { ids: [role.body.id], reason: '岗位撤销' })).status).toBe(200);
    expect(await reasonsOf('RoleDeleted', role.body.id)).toEqual(['岗位撤销']);

    const menu = await a.post('/api/menus/add', { type: 1, title: '原因菜单', path: 'reasonMenu', component: 'x/index', componentName: `R${uniq()}`, reason: '试点功能' });
    expect(await reasonsOf('MenuCreated', menu.body.id)).toEqual(['试点功能']);
    expect((await a.del('/api/menus/delete', { ids: [menu.body.id], reason: tooLong })).status).toBe(400);
    expect(await ds.query(`SELECT 1 FROM menus WHERE id = $1`, [menu.body.id])).toHaveLength(1);
    expect((await a.del('/api/menus/delete', { ids: [menu.body.id], reason: '试点结束' })).status).toBe(200);
    expect(await reasonsOf('MenuDeleted', menu.body.id)).toEqual(['试点结束']);

    const org = await a.post('/api/organization', { name: '原因机构', code: `R${uniq()}`.slice(0, 20), parentId: s.organizations.A, reason: '新设分支' });
    expect(await reasonsOf('OrganizationCreated', org.body.id)).toEqual(['新设分支']);
    expect((await a.put('/api/organization', { id: org.body.id, name: '原因机构二', version: 1, reason: '更名' })).status).toBe(200);
    expect(await reasonsOf('OrganizationEdited', org.body.id)).toEqual(['更名']);
    expect((await a.del('/api/organization', { ids: [org.body.id], reason: '撤并' })).status).toBe(200);
    expect(await reasonsOf('OrganizationDeleted', org.body.id)).toEqual(['撤并']);

    expect((await a.del('/api/users', { ids: [id], reason: '账号清理' })).status).toBe(200);
    expect(await reasonsOf('UserDeleted', id)).toEqual(['账号清理']);
  });
});
