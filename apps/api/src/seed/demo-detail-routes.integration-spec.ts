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
describe('seeded hidden detail route customerDetail', () => {
  let t: TestApp;
  const build = async (username: string) => (await as(t.app, await loginAs(t.app, username)).get('/api/menus/build').expect(200)).body as Route[];
  const detailOf = (routes: Route[]) => routes.find((r) => r.children?.some((c) => c.name === 'customerDetail'));

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('is a hidden layout route with the page as its index child, for every role that holds 受检单位', async () => {
    for (const username of ['admin', 'surveyor', 'orgb-admin']) {
      const routes = await build(username);
      expect(routes.find((r) => r.path === '/customer')).toBeDefined();
      expect(detailOf(routes)).toMatchObject({
        path: '/customer/detail',
        component: 'Layout',
        hidden: true,
        children: [{ name: 'customerDetail', path: 'index', component: 'customer/detail/index', hidden: true }],
      });
    }
  });

  it('is not given to roles without 受检单位', async () => {
    for (const username of ['analyst', 'sampler', 'orgb-analyst']) expect(detailOf(await build(username))).toBeUndefined();
  });

  it('keeps the visible menus as they were (the detail route is the only hidden root)', async () => {
    const visible = (await build('surveyor')).filter((r) => !r.hidden).map((r) => r.path);
    expect(visible).toEqual(['/customer', '/risk', '/siteSample']);
  });
});
