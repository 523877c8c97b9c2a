import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';
import { localDate } from '../modules/resources';
import { seedDemoStaffAuthorizations } from './seed-demo-staff-authorizations';

describe('npm start demo 人员授权', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('authorises the demo analysts for every method of the organisation from today until a year after, once — as the api reads it', async () => {
    const ds = dataSourceOf(t.app);
    const tag = `演示授权${randomBytes(3).toString('hex')}`;
    const [{ id: org }] = await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [tag]);
    for (const [hazard, family] of [['甲苯', 'gc'], ['铅', 'aas']]) {
      await ds.query(`INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id) VALUES ($1, $2, '演示方法', 'fixed-long', $3, $4)`, [hazard, `${tag}-${family}`, family, org]);
    }
    const [analyst, manager, other] = await Promise.all(
      ['分析员', '主管', '采样员'].map(async (name) => (await ds.query(`INSERT INTO users (username, nick_name, password_hash, organization_id) VALUES ($1, $2, 'x', $3) RETURNING id`, [`${tag}${name}`, name, org]))[0].id as number),
    );
    const [{ id: adminId }] = await ds.query(`SELECT id FROM users WHERE username = 'admin'`);
    expect(await seedDemoStaffAuthorizations(ds, org, [analyst, manager], adminId)).toBe(4);
    expect(await seedDemoStaffAuthorizations(ds, org, [analyst, manager], adminId)).toBe(0);
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    const rows = (await admin.get(`/api/staffAuthorization?organizationId=${org}&size=100`).expect(200)).body.content as Record<string, unknown>[];
    const today = localDate();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect(rows.map((r) => [r.userName, r.hazardName, r.instrumentFamily]).sort()).toEqual([
      ['主管', '甲苯', 'gc'],
      ['主管', '铅', 'aas'],
      ['分析员', '甲苯', 'gc'],
      ['分析员', '铅', 'aas'],
    ]);
    expect(rows.every((r) => r.authorisedFrom === today && (r.authorisedUntil === nextYear || (today.endsWith('02-29') && r.authorisedUntil === `${nextYear.slice(0, 8)}28`)) && r.authorisedBy === adminId)).toBe(true);
    expect(rows.map((r) => r.user)).not.toContain(other);
  });
});
