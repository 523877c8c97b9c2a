import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

/** The caller is kept in memory, yet every change to identity data takes effect on the next request. */
describe('actor cache stamped with identity_version', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('sees a grant removed, a user disabled and a user re-enabled on the very next request, however the change was written', async () => {
    const ds = dataSourceOf(t.app);
    const token = await loginAs(t.app, 'sampler');
    const sampler = as(t.app, token);
    await sampler.get('/api/equipment').expect(200);
    await sampler.get('/api/equipment').expect(200); // from memory now
    // hand-written SQL (no command, no event): the statement trigger still moves the version
    const [{ id: roleId }] = await ds.query(`SELECT r.id FROM roles r JOIN user_roles ur ON ur.role_id = r.id JOIN users u ON u.id = ur.user_id WHERE u.username = 'sampler'`);
    const granted: { menu_id: number }[] = await ds.query(
      `SELECT rm.menu_id FROM role_menus rm JOIN menus m ON m.id = rm.menu_id WHERE rm.role_id = $1 AND (m.permission LIKE 'equipment:%' OR m.permission LIKE 'eqp:%')`,
      [roleId],
    );
    await ds.query(`DELETE FROM role_menus WHERE role_id = $1 AND menu_id = ANY($2::int[])`, [roleId, granted.map((g) => g.menu_id)]);
    await sampler.get('/api/equipment').expect(403);
    await ds.query(`INSERT INTO role_menus (role_id, menu_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [roleId, granted.map((g) => g.menu_id)]);
    await sampler.get('/api/equipment').expect(200);
    await ds.query(`UPDATE users SET enabled = false WHERE username = 'sampler'`);
    await sampler.get('/api/equipment').expect(401);
    await ds.query(`UPDATE users SET enabled = true WHERE username = 'sampler'`);
    await sampler.get('/api/equipment').expect(200);
  });
});
