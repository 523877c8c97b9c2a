import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';
import { seedDemoProjects } from './seed-demo-projects';

describe('npm start demo business data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('writes three units and four projects in different stages once, numbered by the project sequence, readable through the api', async () => {
    const ds = dataSourceOf(t.app);
    const [{ id: org }] = await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`演示${randomBytes(3).toString('hex')}`]);
    expect(await seedDemoProjects(ds, org)).toBe(4);
    expect(await seedDemoProjects(ds, org)).toBe(0);
    const projects: { code: string; state: string }[] = await ds.query(`SELECT code, state FROM projects WHERE organization_id = $1 ORDER BY id`, [org]);
    const year = new Date().getFullYear();
    expect(projects.map((p) => p.code)).toEqual([1, 2, 3, 4].map((n) => `XM-${year}-000${n}`));
    expect(projects.map((p) => p.state)).toEqual(['sampling', 'contracted', 'created', 'testing']);
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    const listed = (await admin.get(`/api/project?organizationId=${org}&sort=code,asc`).expect(200)).body;
    expect(listed.totalElements).toBe(4);
    expect(listed.content[0]).toMatchObject({ belongInspectName: '示例化工有限公司', typeName: '定期检测' });
  });
});
