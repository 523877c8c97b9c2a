import { as, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';

interface Route {
  name: string;
  path: string;
  hidden: boolean;
  component: string;
  children?: Route[];
}

/** Spec §2 hidden detail routes: in the router (api/menus/build) of whoever lists the rows, never in the menu. */
describe('seeded hidden detail routes customerDetail and projectDetail', () => {
  let t: TestApp;
  const build = async (username: string) => (await as(t.app, await loginAs(t.app, username)).get('/api/menus/build').expect(200)).body as Route[];
  const routeOf = (routes: Route[], name: string) => routes.find((r) => r.children?.some((c) => c.name === name));
  const codes = async (username: string) => (await as(t.app, await loginAs(t.app, username)).get('/auth/info').expect(200)).body.roles as string[];

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('customerDetail is a hidden layout route with the page as its index child, for every role that holds 受检单位', async () => {
    for (const username of ['admin', 'surveyor', 'orgb-admin']) {
      const routes = await build(username);
      expect(routes.find((r) => r.path === '/customer')).toBeDefined();
      expect(routeOf(routes, 'customerDetail')).toMatchObject({
        path: '/customer/detail',
        component: 'Layout',
        hidden: true,
        children: [{ name: 'customerDetail', path: 'index', component: 'customer/detail/index', hidden: true }],
      });
    }
  });

  it('customerDetail is not given to roles without 受检单位', async () => {
    for (const username of ['analyst', 'sampler', 'orgb-analyst']) expect(routeOf(await build(username), 'customerDetail')).toBeUndefined();
  });

  it('projectDetail sits under 项目管理 for every role that holds it, and for no other', async () => {
    for (const username of ['admin', 'surveyor', 'sampler', 'approver', 'orgb-admin']) {
      expect(routeOf(await build(username), 'projectDetail')).toMatchObject({
        path: '/siteSample/projectManage/detail',
        component: 'Layout',
        hidden: true,
        children: [{ name: 'projectDetail', path: 'index', component: 'siteSample/projectManage/detail/index', hidden: true, meta: { title: '项目详情' } }],
      });
    }
    for (const username of ['analyst', 'quality', 'qy', 'orgb-analyst']) expect(routeOf(await build(username), 'projectDetail')).toBeUndefined();
  });

  it("grants each role the project's event buttons of its work: admin and organisation B's administrator all, the field the field events, the approver the report's", async () => {
    const events = ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting', 'issueReport', 'reopenForAmendment', 'suspend', 'resume', 'archive', 'cancel'];
    const projectEvents = async (username: string) => (await codes(username)).filter((c) => events.some((e) => c === `project:${e}`)).sort();
    for (const username of ['admin', 'orgb-admin']) expect(await projectEvents(username)).toEqual(events.map((e) => `project:${e}`).sort());
    for (const username of ['surveyor', 'sampler']) expect(await projectEvents(username)).toEqual(['project:startSampling', 'project:startSurvey']);
    expect(await projectEvents('approver')).toEqual(['project:archive', 'project:issueReport', 'project:reopenForAmendment']);
    for (const username of ['analyst', 'quality', 'qy', 'orgb-analyst']) expect(await projectEvents(username)).toEqual([]);
    // a role given only events on 项目管理 lists projects (its page) but gets none of the generic buttons
    await as(t.app, await loginAs(t.app, 'sampler')).get('/api/project').expect(200);
    expect((await codes('sampler')).filter((c) => c.startsWith('project:'))).toEqual(['project:startSampling', 'project:startSurvey']);
    expect(await codes('surveyor')).toEqual(expect.arrayContaining(['project:add', 'project:edit', 'project:del', 'project:export']));
    await as(t.app, await loginAs(t.app, 'analyst')).get('/api/project').expect(403);
  });

  it('keeps the visible menus as they were (detail routes are hidden roots)', async () => {
    const visible = (await build('surveyor')).filter((r) => !r.hidden).map((r) => r.path);
    // 系统设置 only for 数据模板, read to apply a template to a survey
    expect(visible).toEqual(['/customer', '/risk', '/siteSample', '/system']);
  });
});
