import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, DEMO_PASSWORD, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';
import { seedDemoEquipment } from './seed-demo-equipment';
import { seedDemoProjects } from './seed-demo-projects';

describe('npm start demo 设备管理', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('writes instruments in every usability, one issued to the project being sampled, and stock of each kind once — as the api reads it', async () => {
    const ds = dataSourceOf(t.app);
    const [{ id: org }] = await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`演示${randomBytes(3).toString('hex')}`]);
    await seedDemoProjects(ds, org);
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    const username = `cy${randomBytes(3).toString('hex')}`;
    await admin.post('/api/users').send({ username, nickName: '演示采样员', password: DEMO_PASSWORD, roleIds: [], organizationId: org, expiryDate: new Date(Date.now() + 864e5).toISOString() }).expect(201);
    expect(await seedDemoEquipment(ds, org)).toBe(8);
    expect(await seedDemoEquipment(ds, org)).toBe(0);
    const ledger = (await admin.get(`/api/equipment?organizationId=${org}&sort=code,asc`).expect(200)).body.content;
    expect(ledger.map((e: { code: string; usableUntil: string | null }) => [e.code, e.usableUntil !== null])).toEqual([
      ['SB-001', true],
      ['SB-002', true],
      ['SB-003', true],
      ['SB-004', false],
    ]);
    const due = (await admin.get(`/api/equipment?organizationId=${org}&calibrationDueDate=30&sort=code,asc`).expect(200)).body.content.map((e: { code: string }) => e.code);
    expect(due).toEqual(['SB-002', 'SB-003']);
    const [issued] = (await admin.get(`/api/eqpIn?organizationId=${org}`).expect(200)).body.content;
    expect(issued).toMatchObject({ state: 'issued', equipmentCode: 'SB-001', receiverName: '演示采样员', projectName: '2026年度职业病危害因素定期检测' });
    const low = (await admin.get(`/api/projectConsumablesMaterial?organizationId=${org}&lowStock=true`).expect(200)).body.content;
    expect(low.map((i: { name: string; stockQuantity: string }) => [i.name, i.stockQuantity])).toEqual([['微孔滤膜', '30.000']]);
    const [standard] = (await admin.get(`/api/projectConsumablesStandard?organizationId=${org}&expiryDate=30`).expect(200)).body.content;
    expect(standard).toMatchObject({ name: '苯标准溶液', concentration: '1000.000000', stockQuantity: '4.000' });
    expect((await admin.get(`/api/projectConsumablesReagent/${(await admin.get(`/api/projectConsumablesReagent?organizationId=${org}`).expect(200)).body.content[0].id}/children/movements`).expect(200)).body).toMatchObject([{ movementType: 'in', balance: '3.000' }]);
  });
});
