import { randomBytes } from 'node:crypto';
import { standardMethodLibrary } from '@ohit/contracts';
import { as, dataSourceOf, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';
import { seedMethodLibrary } from './seed-method-library';

describe('seed CLI: the standard methods library for the demo organisations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('imports every library method into each organisation once, readable through the api, each with its Created event', async () => {
    const ds = dataSourceOf(t.app);
    const [{ id: org }] = await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`演示方法${randomBytes(3).toString('hex')}`]);
    const [{ id: adminId }] = await ds.query(`SELECT id FROM users WHERE username = 'admin'`);
    const library = standardMethodLibrary();
    expect(await seedMethodLibrary(ds, [org], adminId)).toBe(library.length);
    expect(await seedMethodLibrary(ds, [org], adminId)).toBe(0);
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    const listed = (await admin.get(`/api/labTest?organizationId=${org}&size=100`).expect(200)).body;
    expect(listed.totalElements).toBe(library.length);
    const events: { n: number }[] = await ds.query(`SELECT count(*)::int AS n FROM domain_events WHERE type = 'LabMethodCreated' AND organization_id = $1 AND reason = '演示机构导入标准方法库' AND actor_id = $2`, [org, adminId]);
    expect(events[0].n).toBe(library.length);
  });
});
