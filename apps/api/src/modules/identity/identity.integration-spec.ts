import request from 'supertest';
import type { SeedDemoResult } from '../../seed/seed-demo';
import { as, CAPTCHA, captcha, dataSourceOf, DEMO_PASSWORD, eventsOf, loginAs, randomIp, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('identity: users, roles, menus, organisations, scope and permissions', () => {
  let t: TestApp;
  let s: SeedDemoResult;
  const tokens: Record<string, string> = {};
  const bodies: string[] = [];
  const api = (who: string) => {
    const c = as(t.app, tokens[who]);
    const keep = <T extends { body: unknown }>(r: T) => (bodies.push(JSON.stringify(r.body)), r);
    return {
      get: async (u: string) => keep(await c.get(u)),
      post: async (u: string, b?: object) => keep(await c.post(u).send(b)),
      put: async (u: string, b?: object) => keep(await c.put(u).send(b)),
      del: async (u: string, b?: object) => keep(await c.delete(u).send(b)),
    };
  };
  const uniq = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

  beforeAll(async () => {
    t = await createTestApp();
    s = await seed(t.app);
    for (const u of ['admin', 'surveyor', 'sampler', 'analyst', 'approver', 'quality', 'qy', 'orgb-admin', 'orgb-analyst']) tokens[u] = await loginAs(t.app, u);
  });
  afterAll(() => t.close());

  it('seeds idempotently, admin is id 1, and the whole menu tree exists', async () => {
    const again = await seed(t.app);
    expect(again.users).toEqual(s.users);
    expect(s.users.admin).toBe(1);
    expect(again.menus).toBe(s.menus);
    expect(s.menus).toBeGreaterThan(250);
  });

  it('permission matrix: each demo role sees exactly its menus and buttons, 403 elsewhere', async () => {
    const build = async (u: string) => (await api(u).get('/api/menus/build')).body as { path: string; meta: { title: string }; children?: unknown[] }[];
    // The sidebar's entries: hidden detail routes (受检单位详情) are routes, not menus.
    const titles = async (u: string) => (await build(u)).filter((r) => !(r as { hidden?: boolean }).hidden).map((r) => r.meta.title);
    expect(await titles('admin')).toEqual(expect.arrayContaining(['受检单位', '项目与现场', '实验室', '系统设置', '省级监管与数据同步', '企业申报']));
    expect(await titles('analyst')).toEqual(expect.arrayContaining(['实验室', '原始记录', '实验室检测']));
    expect(await titles('analyst')).not.toContain('系统设置');
    // the surveyor reads 系统设置 › 数据模板 (the survey templates he applies), nothing else of it
    expect(await titles('surveyor')).toEqual(['受检单位', '风险评估', '项目与现场', '系统设置']);
    const system = (await build('surveyor')).find((r) => r.meta.title === '系统设置');
    expect((system?.children as { meta: { title: string } }[] | undefined)?.map((c) => c.meta.title)).toEqual(['数据模板']);
    expect((await build('surveyor')).find((r) => r.meta.title === '受检单位详情')).toEqual(expect.objectContaining({ hidden: true }));
    expect(await titles('qy')).toEqual(['企业申报']);
    expect(await titles('orgb-admin')).toContain('系统设置');
    const info = async (u: string) => (await api(u).get('/auth/info')).body.roles as string[];
    expect(await info('analyst')).toEqual(expect.arrayContaining(['labGas:edit', 'laboratory:compose', 'laboratory:submit']));
    expect(await info('analyst')).not.toContain('user:add');
    expect(await info('surveyor')).toContain('customer:add');
    expect(await info('orgb-admin')).toEqual(expect.arrayContaining(['user:add', 'roles:menu']));
    for (const u of ['surveyor', 'sampler', 'analyst', 'approver', 'quality', 'qy', 'orgb-analyst']) {
      const r = await api(u).get('/api/users');
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('没有权限，请联系管理员');
      expect((await api(u).get('/api/roles')).status).toBe(403);
      expect((await api(u).get('/api/menus')).status).toBe(403);
      expect((await api(u).post('/api/menus/add', { type: 1, title: 'x', path: 'x' })).status).toBe(403);
    }
    expect((await api('orgb-admin').post('/api/menus/add', { type: 1, title: 'x', path: 'x' })).status).toBe(403);
    expect((await api('orgb-admin').post('/api/organization', { name: 'x', code: 'X1' })).status).toBe(403);
  });

  it('builds the router shape: Layout roots, ParentView nesting, wrapped childless roots, external links, no buttons', async () => {
    const routes = (await api('admin').get('/api/menus/build')).body;
    const customer = routes.find((r: { path: string }) => r.path === '/customer');
    expect(customer).toMatchObject({ component: 'Layout', children: [{ path: 'index', component: 'customer/index', meta: { title: '受检单位' } }] });
    const system = routes.find((r: { path: string }) => r.path === '/system');
    expect(system).toMatchObject({ component: 'Layout', redirect: 'noredirect', alwaysShow: true });
    expect(system.children.map((c: { component: string }) => c.component)).toEqual(
      expect.arrayContaining(['system/user/index', 'system/role/index', 'system/menu/index', 'system/organization/index']),
    );
    const gov = routes.find((r: { path: string }) => r.path === '/dataGovernance');
    expect(gov.children.find((c: { meta: { link: string | null } }) => c.meta.link === 'https://www.nhc.gov.cn/')).toBeDefined();
    expect(JSON.stringify(routes)).not.toContain('"新增"');
  });

  it('menu changes take effect on the next request', async () => {
    const roleId = (await api('admin').post('/api/roles', { name: `r${uniq()}`, level: 3, menuIds: [] })).body.id;
    const uname = uniq();
    await api('admin').post('/api/users', { username: uname, nickName: 'x', password: DEMO_PASSWORD, roleIds: [roleId], expiryDate: new Date(Date.now() + 864e5).toISOString() });
    tokens[uname] = await loginAs(t.app, uname);
    expect((await api(uname).get('/api/menus/build')).body).toEqual([]);
    expect((await api(uname).get('/api/users')).status).toBe(403);
    const fb = (await api('admin').get('/api/familyBucket/getFamilyBucket')).body;
    const sys = fb.find((n: { title: string }) => n.title === '系统设置');
    const userMenu = sys.children.find((n: { title: string }) => n.title === '用户管理');
    await api('admin').put('/api/roles/menu', { id: roleId, menuIds: [sys.id, userMenu.id] });
    expect((await api(uname).get('/api/users')).status).toBe(200);
    expect((await api(uname).get('/api/menus/build')).body[0].meta.title).toBe('系统设置');
    const ev = await eventsOf(t.app, 'RoleMenusAssigned', roleId);
    expect(ev[0]).toMatchObject({ actor_id: 1, payload: { old: { menuIds: [] }, new: { menuIds: [sys.id, userMenu.id].sort((a, b) => a - b) } } });
  });

  it('organisation isolation: org B cannot list, read, edit or delete anything of A whatever query or header', async () => {
    const A = s.organizations.A;
    const list = await api('orgb-admin').get(`/api/users?organizationId=${A}&size=5000`);
    expect(list.status).toBe(200);
    expect(list.body.content.every((u: { organization: { organizationId: number } }) => u.organization.organizationId !== A)).toBe(true);
    const hdr = await as(t.app, tokens['orgb-admin']).get('/api/users').set('organizationId', String(A));
    expect(hdr.body.content.map((u: { username: string }) => u.username)).not.toContain('admin');
    const roles = await api('orgb-admin').get(`/api/roles?organization.organizationId=${A}`);
    expect(roles.body.content.every((r: { organization: { organizationId: number } }) => r.organization.organizationId !== A)).toBe(true);
    const orgs = await api('orgb-admin').get('/api/familyBucket/getOrg');
    expect(orgs.body.map((o: { id: number }) => o.id)).not.toContain(A);
    const sampler = s.users.sampler;
    expect((await api('orgb-admin').put('/api/users', { id: sampler, nickName: 'hacked' })).status).toBe(404);
    expect((await api('orgb-admin').del('/api/users', { ids: [sampler] })).status).toBe(404);
    expect((await api('orgb-admin').put('/api/users/resetPass', { id: sampler, password: 'Hack@2026!x' })).status).toBe(404);
    expect((await api('orgb-admin').put('/api/users/enable', { ids: [sampler], enabled: false })).status).toBe(404);
    expect((await api('orgb-admin').put('/api/users/roles', { id: sampler, roleIds: [] })).status).toBe(404);
    expect((await api('orgb-admin').put('/api/roles', { id: s.roles.analyst, name: 'hacked' })).status).toBe(404);
    expect((await api('orgb-admin').put('/api/roles/menu', { id: s.roles.analyst, menuIds: [] })).status).toBe(404);
    expect((await api('orgb-admin').del('/api/roles', { ids: [s.roles.analyst] })).status).toBe(404);
    expect((await api('orgb-admin').put('/api/roles/dataScope', { id: s.roles['orgb-analyst'], dataScope: 'CUSTOM', organizationIds: [A] })).status).toBe(403);
    expect((await api('orgb-admin').post('/api/users', { username: uniq(), nickName: 'x', password: DEMO_PASSWORD, organizationId: A })).status).toBe(403);
    expect((await api('orgb-admin').post('/api/users', { username: uniq(), nickName: 'x', password: DEMO_PASSWORD, roleIds: [s.roles.analyst] })).status).toBe(400);
    const [{ nick_name }] = await dataSourceOf(t.app).query(`SELECT nick_name FROM users WHERE id = $1`, [sampler]);
    expect(nick_name).toBe('李采样');
  });

  it('admin and isQy may filter by organizationId; others are confined', async () => {
    const B = s.organizations.B;
    const byAdmin = await api('admin').get(`/api/users?organizationId=${B}`);
    expect(byAdmin.body.content.map((u: { username: string }) => u.username).sort()).toEqual(['orgb-admin', 'orgb-analyst']);
    const roles = await api('admin').get(`/api/roles?organization.organizationId=${B}`);
    expect(roles.body.content.every((r: { organization: { organizationId: number } }) => r.organization.organizationId === B)).toBe(true);
  });

  it('DTO binding: a non-admin cannot set isAdmin/isQy, raise a role level or grant menus they lack', async () => {
    const b = api('orgb-admin');
    const mk = await b.post('/api/users', { username: uniq(), nickName: 'x', password: DEMO_PASSWORD, isAdmin: true });
    expect(mk.status).toBe(403);
    expect(mk.body.message).toBe('无权设置管理员或企业标识');
    expect((await b.post('/api/users', { username: uniq(), nickName: 'x', password: DEMO_PASSWORD, isQy: 1 })).status).toBe(403);
    const hi = await b.post('/api/roles', { name: `r${uniq()}`, level: 1 });
    expect(hi.status).toBe(403);
    expect(hi.body.message).toContain('角色级别不能高于自己的级别');
    const fb = (await api('admin').get('/api/familyBucket/getFamilyBucket')).body;
    const menuMgmt = fb.find((n: { title: string }) => n.title === '系统设置').children.find((n: { title: string }) => n.title === '菜单管理');
    const grant = await b.post('/api/roles', { name: `r${uniq()}`, level: 3, menuIds: [menuMgmt.id] });
    expect(grant.status).toBe(403);
    expect(grant.body.message).toBe('不能授予自己没有的菜单或按钮');
    const ok = await b.post('/api/roles', { name: `r${uniq()}`, level: 3, dataScope: 'OWN_ORG' });
    expect(ok.status).toBe(201);
    const u = await b.post('/api/users', { username: uniq(), nickName: 'B用户', password: DEMO_PASSWORD, roleIds: [ok.body.id] });
    expect(u.status).toBe(201);
    const empty = await b.put('/api/roles/dataScope', { id: ok.body.id, dataScope: 'CUSTOM', organizationIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('自定义数据权限必须至少选择一个机构');
    const ev = await eventsOf(t.app, 'UserCreated', u.body.id);
    expect(ev[0]).toMatchObject({ actor_id: s.users['orgb-admin'], organization_id: s.organizations.B });
    expect(ev[0].payload.new).toMatchObject({ nickName: 'B用户', organizationId: s.organizations.B });
  });

  it('users CRUD with events, optimistic locking, enable, expiry, reset and update password', async () => {
    const a = api('admin');
    const name = uniq();
    const created = await a.post('/api/users', { username: name, nickName: '测试', password: DEMO_PASSWORD, phone: '13812345678', roleIds: [s.roles.analyst], expiryDate: new Date(Date.now() + 864e5).toISOString() });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const page = await a.get(`/api/users?blurry=${name}&sort=username,asc&sort=id,desc`);
    expect(page.body.totalElements).toBe(1);
    expect(page.body.content[0]).toMatchObject({ username: name, roles: [{ id: s.roles.analyst, name: '检测分析员' }], version: 1 });
    const edited = await a.put('/api/users', { id, version: 1, nickName: '改名' });
    expect(edited.body).toEqual({ id, version: 2 });
    expect((await a.put('/api/users', { id, version: 1, nickName: 'stale' })).status).toBe(409);
    const ev = await eventsOf(t.app, 'UserEdited', id);
    expect(ev[0].payload).toMatchObject({ old: { nickName: '测试' }, new: { nickName: '改名' } });
    expect(ev[0].actor_id).toBe(1);
    // disabled → login refused, session 401
    tokens[name] = await loginAs(t.app, name);
    await a.put('/api/users/enable', { ids: [id], enabled: false });
    const dis = await as(t.app, tokens[name]).get('/auth/info');
    expect(dis.status).toBe(401);
    expect(dis.body.message).toBe('账号已被禁用，请联系管理员');
    await expect(loginAs(t.app, name)).rejects.toThrow(/账号已被禁用/);
    await a.put('/api/users/enable', { ids: [id], enabled: true });
    // expired → login refused, session 401 with the spec message
    tokens[name] = await loginAs(t.app, name);
    await a.put('/api/users/expiry', { ids: [id], expiryDate: new Date(Date.now() - 1000).toISOString() });
    const exp = await as(t.app, tokens[name]).get('/auth/info');
    expect(exp.status).toBe(401);
    expect(exp.body.message).toBe('系统已过期，请续费');
    await expect(loginAs(t.app, name)).rejects.toThrow(/系统已过期，请续费/);
    await a.put('/api/users/expiry', { ids: [id], expiryDate: null });
    await expect(loginAs(t.app, name)).rejects.toThrow(/系统已过期/);
    await a.put('/api/users/expiry', { ids: [id], expiryDate: new Date(Date.now() + 864e5).toISOString() });
    // reset password (spec §5 rule) and self update
    expect((await a.put('/api/users/resetPass', { id, password: 'short' })).body.message).toBe('长度8到16位，必须包含大写字母、小写字母、数字和特殊符号');
    expect((await a.put('/api/users/resetPass', { id, password: 'New@2026pass' })).status).toBe(200);
    tokens[name] = await loginAs(t.app, name, 'New@2026pass');
    expect((await api(name).put('/api/users/updatePass', { oldPass: 'wrong', newPass: 'Next@2026pass' })).body.message).toBe('旧密码错误');
    expect((await api(name).put('/api/users/updatePass', { oldPass: 'New@2026pass', newPass: 'Next@2026pass' })).status).toBe(200);
    expect((await eventsOf(t.app, 'UserPasswordChanged', id))[0].actor_id).toBe(id);
    // uploads
    const av = await as(t.app, tokens[name]).post('/api/users/updateAvatar').attach('avatar', PNG, 'a.png');
    expect(av.status).toBe(200);
    expect(av.body.path).toBe(`/api/users/${id}/avatar`);
    const bad = await as(t.app, tokens[name]).post('/api/users/updateAvatar').attach('avatar', Buffer.from('<svg/>'), '../../etc/x.png');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('文件格式不正确');
    const big = await as(t.app, tokens[name]).post('/api/users/upload/sign').attach('file', Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]), 's.png');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('文件过大，不能超过1MB');
    const none = await as(t.app, tokens[name]).post('/api/users/upload/sign').field('x', 'y');
    expect(none.status).toBe(400);
    expect((await as(t.app, tokens[name]).post('/api/users/upload/sign').attach('file', PNG, 's.png')).body.path).toBe(`/api/users/${id}/sign`);
    // delete
    expect((await a.del('/api/users', { ids: [id] })).status).toBe(200);
    expect((await eventsOf(t.app, 'UserDeleted', id))[0].payload.old).toMatchObject({ username: name });
    expect((await a.del('/api/users', { ids: [1] })).status).toBe(400);
  });

  it('user id 1 never expires', async () => {
    await dataSourceOf(t.app).query(`UPDATE users SET expiry_date = NULL WHERE id = 1`);
    try {
      expect((await api('admin').get('/auth/info')).status).toBe(200);
      await expect(loginAs(t.app, 'admin')).resolves.toMatch(/^Bearer /);
    } finally {
      await dataSourceOf(t.app).query(`UPDATE users SET expiry_date = now() + interval '1 year' WHERE id = 1`);
    }
  });

  it('throttles login per account after 5 failures with a cool-down message', async () => {
    const name = uniq();
    await api('admin').post('/api/users', { username: name, nickName: 'x', password: DEMO_PASSWORD, expiryDate: new Date(Date.now() + 864e5).toISOString() });
    for (let i = 0; i < 5; i++) {
      const uuid = await captcha(t.app);
      const r = await request(t.app.getHttpServer()).post('/auth/login').set('X-Forwarded-For', randomIp()).send({ username: name, password: 'Wrong@2026!', code: CAPTCHA, uuid });
      expect(r.status).toBe(400);
    }
    const uuid = await captcha(t.app);
    const r = await request(t.app.getHttpServer()).post('/auth/login').set('X-Forwarded-For', randomIp()).send({ username: name, password: DEMO_PASSWORD, code: CAPTCHA, uuid });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/^该账号登录失败次数过多，请\d+分钟后再试$/);
  });

  it('throttles login per IP after 20 failures', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      const uuid = await captcha(t.app);
      await request(t.app.getHttpServer()).post('/auth/login').set('X-Forwarded-For', ip).send({ username: `nobody${i}`, password: 'Wrong@2026!', code: CAPTCHA, uuid });
    }
    const uuid = await captcha(t.app);
    const r = await request(t.app.getHttpServer()).post('/auth/login').set('X-Forwarded-For', ip).send({ username: 'sampler', password: DEMO_PASSWORD, code: CAPTCHA, uuid });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/^登录失败次数过多/);
  });

  it('roles, menus and organisations: CRUD with events', async () => {
    const a = api('admin');
    const org = await a.post('/api/organization', { name: '测试机构', code: `T${uniq()}`.slice(0, 20), zoneCode: '320100', parentId: s.organizations.A });
    expect(org.status).toBe(201);
    expect((await a.put('/api/organization', { id: org.body.id, name: '改名机构', version: 1 })).body.version).toBe(2);
    expect((await a.put('/api/organization', { id: s.organizations.A, parentId: org.body.id })).status).toBe(400);
    expect((await a.get('/api/organization?blurry=改名机构')).body.totalElements).toBe(1);
    expect((await a.del('/api/organization', { ids: [s.organizations.B] })).status).toBe(400);
    expect((await a.del('/api/organization', { ids: [org.body.id] })).status).toBe(200);
    expect((await eventsOf(t.app, 'OrganizationDeleted', org.body.id))[0].payload.old).toMatchObject({ name: '改名机构' });

    const menu = await a.post('/api/menus/add', { type: 1, title: '测试菜单', path: 'testMenu', component: 'test/index', componentName: `T${uniq()}` });
    expect(menu.status).toBe(201);
    const child = await a.post('/api/menus/add', { pid: menu.body.id, type: 2, title: '新增', permission: 'test:add' });
    expect((await a.put('/api/menus/edit', { id: menu.body.id, type: 1, title: '测试菜单', path: 'testMenu', pid: child.body.id })).body.message).toBe('上级菜单不能是自己或自己的下级');
    expect((await a.get(`/api/menus/lazy?pid=${menu.body.id}`)).body.map((m: { id: number }) => m.id)).toEqual([child.body.id]);
    const paged = await a.get(`/api/menus?pid=${menu.body.id}`);
    expect(paged.body).toMatchObject({ totalElements: 1, content: [{ id: child.body.id }] });
    const sup = await a.post('/api/menus/superior', { ids: [menu.body.id] });
    expect(sup.status).toBe(200);
    expect(sup.body.find((m: { id: number }) => m.id === menu.body.id)).toBeDefined();
    expect((await a.post('/api/menus/add', { type: 1, title: 'x', path: 'ftp://x', iFrame: true })).body.message).toBe('外链必须以http://或者https://开头');
    expect((await a.del('/api/menus/delete', { ids: [menu.body.id] })).status).toBe(200);
    expect((await eventsOf(t.app, 'MenuDeleted', child.body.id)).length).toBe(1);

    const role = await a.post('/api/roles', { name: `r${uniq()}`, level: 2, dataScope: 'CUSTOM', organizationIds: [s.organizations.B] });
    expect(role.status).toBe(201);
    const listed = (await a.get(`/api/roles?blurry=${'r'}&size=5000`)).body.content.find((r: { id: number }) => r.id === role.body.id);
    expect(listed).toMatchObject({ dataScope: 'CUSTOM', organizations: [{ id: s.organizations.B }] });
    expect((await a.put('/api/roles', { id: role.body.id, description: '描述', version: 1 })).body.version).toBe(2);
    expect((await a.del('/api/roles', { ids: [s.roles.analyst] })).body.message).toBe('所选角色存在用户关联，请解除关联再试');
    expect((await a.del('/api/roles', { ids: [role.body.id] })).status).toBe(200);
    expect((await eventsOf(t.app, 'RoleDeleted', role.body.id))[0].actor_id).toBe(1);
  });

  it('bad input → 4xx with a Chinese message and nothing changed', async () => {
    // An administrator of this test alone: other suites act as 'admin' on the same database at
    // the same time, so "nothing changed" counts this actor's events since the test started.
    const who = uniq();
    const made = await api('admin').post('/api/users', { username: who, nickName: '坏输入检查', password: DEMO_PASSWORD, isAdmin: true, roleIds: [s.roles.admin] });
    expect(made.status).toBeLessThan(300);
    tokens[who] = await loginAs(t.app, who);
    const actorId = made.body.id as number;
    const a = api(who);
    const [{ seq: startSeq }] = await dataSourceOf(t.app).query(`SELECT COALESCE(max(seq), 0)::text AS seq FROM domain_events`);
    const cases: [string, string, object | undefined][] = [
      ['get', '/api/users?sort=id;DROP TABLE users,asc', undefined],
      ['get', '/api/users?sort=password_hash,asc', undefined],
      ['get', '/api/users?size=5001', undefined],
      ['get', '/api/users?page=abc', undefined],
      ['get', '/api/users?unknown=1', undefined],
      ['get', "/api/roles?sort=name,asc'--", undefined],
      ['post', '/api/users', { username: 'x y', nickName: 'x', password: DEMO_PASSWORD }],
      ['post', '/api/users', { username: uniq(), nickName: 'x', password: DEMO_PASSWORD, passwordHash: 'x' }],
      ['post', '/api/users', { username: uniq(), nickName: 1, password: DEMO_PASSWORD }],
      ['put', '/api/users', { id: 'abc' }],
      ['del', '/api/users', { ids: 'all' }],
      ['del', '/api/users', { ids: [] }],
      ['put', '/api/users/enable', { ids: [1], enabled: 'yes' }],
      ['put', '/api/roles/dataScope', { id: 1, dataScope: 'EVERYTHING' }],
      ['post', '/api/menus/add', { type: 9, title: 'x' }],
      ['post', '/api/organization', { name: 'x', code: "x'; DROP TABLE organizations;--" }],
    ];
    for (const [method, url, body] of cases) {
      const fn = method === 'get' ? a.get(url) : method === 'post' ? a.post(url, body) : method === 'put' ? a.put(url, body) : a.del(url, body);
      const r = await fn;
      expect([r.status, url]).toEqual([400, url]);
      expect(r.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const changes = await dataSourceOf(t.app).query(`SELECT type, aggregate_id FROM domain_events WHERE seq > $1::bigint AND actor_id = $2 ORDER BY seq`, [startSeq, actorId]);
    expect(changes).toEqual([]);
  });

  it('no response body of these endpoints contains a password hash', () => {
    expect(bodies.length).toBeGreaterThan(50);
    for (const b of bodies) expect(b).not.toContain('$argon2');
  });
});
