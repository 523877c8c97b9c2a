import { as, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';

describe('npm start demo 省平台编码对照', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('gives each demo organisation the province codes of the common hazards once, so a demo project with 甲苯 can be pushed', async () => {
    const quality = as(t.app, await loginAs(t.app, 'quality'));
    const rows = (await quality.get('/api/provinceHazardCode?hazard=甲苯&size=10').expect(200)).body.content as { hazard: string; checkItemCode: string }[];
    expect(rows.filter((r) => r.hazard === '甲苯')).toEqual([expect.objectContaining({ checkItemCode: '11003' })]);
  });
});
